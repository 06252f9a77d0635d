import type { ComponentPropsWithRef } from 'react';
import { useState } from 'react';
import clsx from 'clsx';
import type { FieldOwnProps } from '../Field/Field';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import type { TextAreaMessages } from './TextArea.messages';
import { textAreaMessages } from './TextArea.messages';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends FieldOwnProps,
    Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'required' | 'disabled' | 'maxLength'> {
  /**
   * The most characters allowed (feedback and activity remarks: 140). Shown as a live counter; the
   * browser does not cut pasted text, so the form can say what is too long instead of losing it.
   */
  maxLength?: number;
  messages?: Partial<TextAreaMessages>;
}

/** Characters as a person counts them: an emoji or an accented letter is one, not two UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

/** A labelled multi-line input with hint, error and an optional character counter. */
export const TextArea = ({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  maxLength,
  messages: messagesProp,
  value,
  defaultValue,
  onChange,
  rows = 4,
  ...textarea
}: TextAreaProps) => {
  const messages = { ...textAreaMessages, ...messagesProp };
  const [own, setOwn] = useState(String(defaultValue ?? ''));
  const text = value === undefined ? own : String(value);
  const count = characterCount(text);
  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id} className={className}>
      {(control) => (
        <span className={styles.control}>
          <textarea
            {...textarea}
            {...control}
            rows={rows}
            value={value}
            defaultValue={defaultValue}
            onChange={(event) => {
              if (value === undefined) setOwn(event.target.value);
              onChange?.(event);
            }}
            className={clsx(fieldStyles.input, styles.textarea)}
          />
          {maxLength !== undefined ? (
            // aria-live off: a count read after every key is noise; the limit is in the hint and the error
            <span className={clsx(styles.counter, count > maxLength && styles.over)} data-testid="textarea-counter">
              {messages.count.replace('(count)', String(count)).replace('(max)', String(maxLength))}
            </span>
          ) : null}
        </span>
      )}
    </Field>
  );
};
TextArea.displayName = 'TextArea';
