import type { ComponentPropsWithRef } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { unstable_PasswordToggleField as PasswordToggleField } from 'radix-ui';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import type { FieldOwnProps } from '../Field/Field';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps
  extends FieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'required' | 'disabled' | 'type' | 'autoComplete' | 'size'> {
  autoComplete?: 'current-password' | 'new-password';
  /** Controlled visibility of the password. */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibilityChange?: (visible: boolean) => void;
  messages?: Partial<UiMessages['passwordField']>;
}

/** A password input with a reveal toggle (Radix PasswordToggleField) named "Show password"/"Hide password". */
export const PasswordField = ({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  autoComplete = 'current-password',
  visible,
  defaultVisible,
  onVisibilityChange,
  messages: messagesProp,
  ...input
}: PasswordFieldProps) => {
  const messages = useMessages('passwordField', messagesProp);
  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id} className={className}>
      {(control) => (
        <PasswordToggleField.Root
          visible={visible}
          defaultVisible={defaultVisible}
          onVisibilityChange={onVisibilityChange}
        >
          <PasswordToggleField.Input {...input} {...control} autoComplete={autoComplete} className={fieldStyles.input} />
          <PasswordToggleField.Slot
            render={({ visible: shown }) => (
              <PasswordToggleField.Toggle
                // Radix gives the toggle the input's id by default; keep ids unique
                id={`${control.id}-toggle`}
                // Radix learns the input's id in an effect: until then its toggle points at an id no element has
                aria-controls={control.id}
                className={styles.toggle}
                aria-label={shown ? messages.hide : messages.show}
                disabled={disabled}
              >
                <PasswordToggleField.Icon visible={<EyeOff size={18} />} hidden={<Eye size={18} />} />
              </PasswordToggleField.Toggle>
            )}
          />
        </PasswordToggleField.Root>
      )}
    </Field>
  );
};
PasswordField.displayName = 'PasswordField';
