// §5/§8/§9 image upload rules: png or jpg only, at most 5 MB each, at most 3 images.

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ACCEPTED_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 3;

export interface ImageLimits {
  maxFiles: number;
  maxBytes: number;
}

export type ImageIssue =
  | { kind: 'wrongType'; fileName: string }
  | { kind: 'tooLarge'; fileName: string }
  /** `fileNames`: the images left out because the limit was reached. */
  | { kind: 'tooMany'; fileNames: string[] };

/** png or jpg, by MIME type; by extension when the browser gives no type. */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  const name = file.name.toLowerCase();
  return ACCEPTED_IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * Adds what may be added of `incoming` to `current`, in order: wrong types and oversized images are
 * refused one by one; what passes but does not fit under `maxFiles` is refused as one "too many".
 */
export function admitImages<F extends Pick<File, 'name' | 'type' | 'size'>>(
  current: readonly F[],
  incoming: readonly F[],
  limits: ImageLimits = { maxFiles: MAX_IMAGES, maxBytes: MAX_IMAGE_BYTES },
): { files: F[]; issues: ImageIssue[] } {
  const issues: ImageIssue[] = [];
  const passing: F[] = [];
  for (const file of incoming) {
    if (!isAcceptedImage(file)) issues.push({ kind: 'wrongType', fileName: file.name });
    else if (file.size > limits.maxBytes) issues.push({ kind: 'tooLarge', fileName: file.name });
    else passing.push(file);
  }
  const room = Math.max(0, limits.maxFiles - current.length);
  const admitted = passing.slice(0, room);
  const left = passing.slice(room);
  if (left.length > 0) issues.push({ kind: 'tooMany', fileNames: left.map((file) => file.name) });
  return { files: [...current, ...admitted], issues };
}

/** Megabytes for messages: 5 MB, 2.5 MB. */
export const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
