import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { useState } from 'react';
import type { FieldOwnProps } from '../Field/Field';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { birthdayPickerMax, checkBirthday, DEFAULT_MIN_AGE } from '../../validation/birthday';
import type { BirthdayFieldMessages } from './BirthdayField.messages';
import { birthdayFieldMessages } from './BirthdayField.messages';
import * as styles from './BirthdayField.css';

export interface BirthdayFieldProps extends Omit<FieldOwnProps, 'error'> {
  /** yyyy-MM-dd, as a date input gives it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** §5: 18, by year difference only. */
  minAge?: number;
  /** Today, for the age rule and the picker maximum (inject it in tests and stories). */
  today?: Date;
  /** An error from outside (a form, the server); shown instead of the field's own check. */
  error?: ReactNode;
  /** Check the age rule on blur and show its error. Turn off when a form validates it (FieldRulesForm does). */
  validate?: boolean;
  name?: string;
  autoComplete?: string;
  messages?: Partial<BirthdayFieldMessages>;
  ref?: Ref<HTMLInputElement>;
}

/** The birthday input: the picker stops at 31 December of the year `minAge` years ago, and the 18+ rule is checked on blur. */
export const BirthdayField = ({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  minAge = DEFAULT_MIN_AGE,
  today,
  validate = true,
  name,
  autoComplete = 'bday',
  messages: messagesProp,
  ref,
}: BirthdayFieldProps) => {
  const messages = { ...birthdayFieldMessages, ...messagesProp };
  const [now] = useState(() => today ?? new Date());
  const reference = today ?? now;
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const [ownError, setOwnError] = useState<string>();

  const check = (candidate: string): string | undefined => {
    if (candidate === '') return required ? messages.required : undefined;
    const failure = checkBirthday(candidate, reference, minAge);
    if (failure === 'tooYoung') return messages.tooYoung.replaceAll('(age)', String(minAge));
    return failure === 'invalid' ? messages.invalid : undefined;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setOwnValue(event.target.value);
    onValueChange?.(event.target.value);
    // once an error shows, it follows the value
    if (validate && ownError) setOwnError(check(event.target.value));
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    // a half-typed date reads as '' with badInput set: that is invalid, not empty
    const partial = event.target.validity?.badInput === true;
    if (validate) setOwnError(partial ? messages.invalid : check(event.target.value));
    onBlur?.(event);
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? (validate ? ownError : undefined)}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          ref={ref}
          type="date"
          name={name}
          autoComplete={autoComplete}
          min="1900-01-01"
          max={birthdayPickerMax(reference, minAge)}
          value={current}
          onChange={handleChange}
          onBlur={handleBlur}
          className={`${fieldStyles.input} ${styles.dateInput}`}
        />
      )}
    </Field>
  );
};
BirthdayField.displayName = 'BirthdayField';
