import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { Check, Minus } from 'lucide-react';
import clsx from 'clsx';
import { Checkbox as RadixCheckbox, Label } from 'radix-ui';
import { FieldError } from '../FieldError/FieldError';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export type CheckboxChecked = boolean | 'indeterminate';

export interface CheckboxProps {
  /** The checkbox's name; may hold links (the registration terms). */
  label: ReactNode;
  /** A quieter line under the label, read as the description. */
  description?: ReactNode;
  /** Error under it; marks it invalid and is read with it (e.g. terms unticked). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  checked?: CheckboxChecked;
  /** The registration terms are ticked by default: `defaultChecked`. */
  defaultChecked?: CheckboxChecked;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  /** Submitted as `value` (default "on") with a surrounding form when ticked. */
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled checkbox (Radix Checkbox) with description and error wired for assistive technology. */
export const Checkbox = ({
  label,
  description,
  error,
  required,
  disabled,
  checked,
  defaultChecked,
  onCheckedChange,
  onBlur,
  name,
  value,
  id: idProp,
  className,
  ref,
}: CheckboxProps) => {
  const generated = useId();
  const id = idProp ?? generated;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          ref={ref}
          id={id}
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.box({ invalid: Boolean(error) })}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <Icon icon={checked === 'indeterminate' ? Minus : Check} size="xsmall" className={styles.tick} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <div className={styles.text}>
          <Label.Root htmlFor={id} className={styles.label({ disabled: Boolean(disabled) })}>
            {label}
            {required ? (
              <span aria-hidden="true" className={styles.requiredMark}>
                *
              </span>
            ) : null}
          </Label.Root>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
        </div>
      </div>
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
};
Checkbox.displayName = 'Checkbox';
