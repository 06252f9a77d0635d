import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { FieldOwnProps } from '../Field/Field';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './TextField.css';

export interface TextFieldProps
  extends FieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'required' | 'disabled' | 'size'> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
  /** Icon at the start of the input. */
  icon?: LucideIcon;
  /** Content at the end of the input (a unit, a button). */
  endSlot?: ReactNode;
}

/** A labelled text input with hint and error wired for assistive technology. */
export const TextField = ({ label, hint, error, required, disabled, id, className, icon, endSlot, type = 'text', ...input }: TextFieldProps) => (
  <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id} className={className}>
    {(control) => (
      <>
        {icon ? (
          <span className={styles.adornment}>
            <Icon icon={icon} size="small" />
          </span>
        ) : null}
        <input {...input} {...control} type={type} className={fieldStyles.input} />
        {endSlot ? <span className={styles.adornment}>{endSlot}</span> : null}
      </>
    )}
  </Field>
);
TextField.displayName = 'TextField';
