import type { ReactNode } from 'react';
import { useId } from 'react';
import clsx from 'clsx';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  /** Non-empty and unique within the group. */
  value: string;
  label: ReactNode;
  /** A quieter line under the label, read as the option's description. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's name, shown above it. */
  label: string;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Help under the label, read as the group's description. */
  hint?: ReactNode;
  /** Error under the group; marks it invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Arrow keys move along it either way; `horizontal` lays options in a row that wraps. */
  orientation?: 'vertical' | 'horizontal';
  name?: string;
  id?: string;
  className?: string;
}

/** One choice from a few visible options (Radix RadioGroup): arrow keys move and select. */
export const RadioGroup = ({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  name,
  id: idProp,
  className,
}: RadioGroupProps) => {
  const generated = useId();
  const id = idProp ?? generated;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <div id={labelId} className={styles.legend}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <RadixRadioGroup.Root
        id={id}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        required={required}
        disabled={disabled}
        orientation={orientation}
        name={name}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={styles.group({ orientation })}
      >
        {options.map((option, index) => {
          const itemId = `${id}-option-${index}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                className={styles.radio({ invalid: Boolean(error) })}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <div className={styles.text}>
                <label htmlFor={itemId} className={styles.label({ disabled: Boolean(disabled || option.disabled) })}>
                  {option.label}
                </label>
                {option.description ? (
                  <div id={descriptionId} className={styles.description}>
                    {option.description}
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
};
RadioGroup.displayName = 'RadioGroup';
