import type { ChangeEvent, DragEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { ImageIcon, ImagePlus, X } from 'lucide-react';
import clsx from 'clsx';
import { FieldError } from '../FieldError/FieldError';
import { Icon } from '../Icon/Icon';
import type { ImageIssue } from './imageRules';
import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_TYPES, admitImages, MAX_IMAGE_BYTES, MAX_IMAGES, megabytes } from './imageRules';
import type { ImageUploadMessages } from './ImageUpload.messages';
import { imageUploadMessages } from './ImageUpload.messages';
import * as styles from './ImageUpload.css';

export interface ImageUploadProps {
  /** The group's name, shown above it (e.g. "Proof of payment"). */
  label: string;
  /** Controlled images. */
  files?: File[];
  defaultFiles?: File[];
  /** Every change: images added (after the rules) or removed. */
  onChange?: (files: File[]) => void;
  /** Refused images, e.g. to log them; they are also shown as errors. */
  onReject?: (issues: ImageIssue[]) => void;
  /** §9: 3. */
  maxFiles?: number;
  /** §9: 5 MB. */
  maxBytes?: number;
  /** An error from outside (required, from the server). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  messages?: Partial<ImageUploadMessages>;
  id?: string;
  className?: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`(${key})`, String(value)), template);

/** A preview from an object URL, revoked when the image goes. */
const Preview = ({ file }: { file: File }) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    // syncing with an outside resource that must be released: the documented use of an effect
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? (
    <img src={url} alt={file.name} className={styles.previewImage} />
  ) : (
    <span role="img" aria-label={file.name} className={styles.previewFallback}>
      <Icon icon={ImageIcon} size="large" />
    </span>
  );
};

/** Images for an application or complaint (§5): png/jpg, 5 MB each, at most 3, with previews and remove buttons. */
export const ImageUpload = ({
  label,
  files: filesProp,
  defaultFiles,
  onChange,
  onReject,
  maxFiles = MAX_IMAGES,
  maxBytes = MAX_IMAGE_BYTES,
  error,
  required,
  disabled,
  messages: messagesProp,
  id: idProp,
  className,
}: ImageUploadProps) => {
  const messages = { ...imageUploadMessages, ...messagesProp };
  const generated = useId();
  const id = idProp ?? generated;
  const labelId = `${id}-label`;
  const limitsId = `${id}-limits`;
  const errorId = `${id}-error`;
  const [ownFiles, setOwnFiles] = useState<File[]>(defaultFiles ?? []);
  const files = filesProp ?? ownFiles;
  const [issues, setIssues] = useState<ImageIssue[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);

  const full = files.length >= maxFiles;
  const size = megabytes(maxBytes);

  // after a remove, focus the image that took its place, else the one before, else "Add image"
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const target = removeRefs.current[Math.min(index, files.length - 1)] ?? addRef.current;
    target?.focus();
  }, [files]);

  const commit = (next: File[]) => {
    if (filesProp === undefined) setOwnFiles(next);
    onChange?.(next);
  };

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const result = admitImages(files, incoming, { maxFiles, maxBytes });
    setIssues(result.issues);
    if (result.issues.length > 0) onReject?.(result.issues);
    if (result.files.length !== files.length) commit(result.files);
  };

  const remove = (index: number) => {
    pendingFocus.current = index;
    setIssues([]);
    commit(files.filter((_, at) => at !== index));
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.target.files ?? [])]);
    // the same file can be chosen again after removing it
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const issueText = (issue: ImageIssue) =>
    issue.kind === 'tooMany'
      ? fill(messages.tooMany, { max: maxFiles })
      : fill(issue.kind === 'tooLarge' ? messages.tooLarge : messages.wrongType, { name: issue.fileName, size });

  const errors = [...(error ? [error] : []), ...issues.map(issueText)];
  const describedBy = [errors.length > 0 ? errorId : undefined, limitsId].filter(Boolean).join(' ');

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={clsx(styles.field, className)}
    >
      <div id={labelId} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </div>
      <div id={limitsId} className={styles.hint}>
        {fill(messages.limits, { size, max: maxFiles })}
      </div>
      <ul className={styles.tiles}>
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className={styles.tile}>
            <Preview file={file} />
            <button
              ref={(element) => {
                removeRefs.current[index] = element;
              }}
              type="button"
              className={styles.remove}
              aria-label={fill(messages.remove, { name: file.name })}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              <Icon icon={X} size="xsmall" />
            </button>
          </li>
        ))}
        {full ? null : (
          <li className={styles.addItem}>
            <button
              ref={addRef}
              type="button"
              disabled={disabled}
              className={styles.add({ dragging, invalid: errors.length > 0 })}
              aria-describedby={describedBy}
              onClick={() => inputRef.current?.click()}
              onDragOver={(event) => {
                event.preventDefault();
                if (!disabled) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={handleDrop}
            >
              <Icon icon={ImagePlus} size="large" />
              <span className={styles.addLabel}>{messages.add}</span>
              <span className={styles.count}>{fill(messages.count, { count: files.length, max: maxFiles })}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={inputRef}
        type="file"
        accept={[...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS].join(',')}
        multiple={maxFiles - files.length > 1}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleInput}
      />
      {/* refusals follow an action, so they are announced; they stay until the next change */}
      <div aria-live="polite">
        {errors.length > 0 ? (
          <div id={errorId} className={styles.errorList}>
            {errors.map((text, index) => (
              <FieldError key={index} id={`${errorId}-${index}`}>
                {text}
              </FieldError>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
};
ImageUpload.displayName = 'ImageUpload';
