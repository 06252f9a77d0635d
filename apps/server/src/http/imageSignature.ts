// Uploaded images are told apart by their first bytes, never by the type the client declares.
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const matchesAt = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes really are, or undefined for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (matchesAt(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (matchesAt(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (matchesAt(bytes, 0, ascii('RIFF')) && matchesAt(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return undefined;
}
