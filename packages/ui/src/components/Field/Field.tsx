import type { ReactNode } from 'react';
import { useId } from 'react';
import clsx from 'clsx';
import { Label } from 'radix-ui';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './Field.css';

/** Label, hint and error shared by every text-like field. */
export interface FieldOwnProps {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Help under the input, read after the label. */
  hint?: ReactNode;
  /** Error under the input; marks it invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  disabled: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps extends FieldOwnProps {
  children: (control: FieldControlProps) => ReactNode;
}

/** Wires a control to its label, hint and error (aria-describedby / aria-invalid). */
export const Field = ({ label, hint, error, required, disabled, id: idProp, className, children }: FieldProps) => {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <Label.Root htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </Label.Root>
      <div className={styles.control({ invalid: Boolean(error), disabled: Boolean(disabled) })}>
        {children({ id, required, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      </div>
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
};
Field.displayName = 'Field';
