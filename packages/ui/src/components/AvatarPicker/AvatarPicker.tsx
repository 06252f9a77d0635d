import type { ChangeEvent, ReactNode } from 'react';
import { useId } from 'react';
import { ImagePlus } from 'lucide-react';
import { FieldError } from '../FieldError/FieldError';
import { Icon } from '../Icon/Icon';
import * as styles from './AvatarPicker.css';

export interface AvatarPickerChoice {
  id: string;
  src: string;
  /** The choice's accessible name ("Spade"). */
  label: string;
}

export interface AvatarPickerMessages {
  /** The group's name. */
  legend: string;
  /** The current picture's text alternative. */
  current: string;
  upload: string;
  /** Under the upload button: the accepted types and size. */
  uploadHint: string;
}

export interface AvatarPickerProps {
  choices: AvatarPickerChoice[];
  /** The chosen built-in id, or anything else (an upload) for none of them. */
  value?: string;
  /** The picture shown now (a built-in one or an upload). */
  currentSrc?: string;
  onChoose: (id: string) => void;
  onUpload: (file: File) => void;
  /** Default: PNG, JPEG and WebP. */
  accept?: string;
  disabled?: boolean;
  error?: ReactNode;
  messages: AvatarPickerMessages;
}

/** Choose one of the built-in avatars or upload a picture; the server checks the upload itself. */
export const AvatarPicker = ({
  choices,
  value,
  currentSrc,
  onChoose,
  onUpload,
  accept = 'image/png,image/jpeg,image/webp',
  disabled,
  error,
  messages,
}: AvatarPickerProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file may be chosen again after an error
    event.target.value = '';
    if (file) onUpload(file);
  };
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{messages.legend}</legend>
      {currentSrc ? (
        <div className={styles.current}>
          <img src={currentSrc} alt={messages.current} className={styles.picture} />
        </div>
      ) : null}
      <div className={styles.choices}>
        {choices.map((choice) => (
          <span key={choice.id}>
            <input
              type="radio"
              id={`${id}-${choice.id}`}
              name={id}
              className={styles.radio}
              value={choice.id}
              checked={value === choice.id}
              disabled={disabled}
              onChange={() => onChoose(choice.id)}
            />
            <label htmlFor={`${id}-${choice.id}`} className={styles.choice}>
              <img src={choice.src} alt={choice.label} className={styles.picture} />
            </label>
          </span>
        ))}
        <span>
          <input
            type="file"
            id={`${id}-upload`}
            className={styles.fileInput}
            accept={accept}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={upload}
          />
          <label htmlFor={`${id}-upload`} className={styles.uploadButton}>
            <Icon icon={ImagePlus} size="small" />
            {messages.upload}
          </label>
        </span>
      </div>
      <div id={hintId} className={styles.hint}>
        {messages.uploadHint}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
};
AvatarPicker.displayName = 'AvatarPicker';
