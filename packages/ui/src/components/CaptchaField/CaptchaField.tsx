import type { ComponentPropsWithRef } from 'react';
import { useRef } from 'react';
import { RefreshCw } from 'lucide-react';
import type { FieldOwnProps } from '../Field/Field';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import { createThrottle } from '../SmsCodeButton/smsCountdown';
import type { CaptchaFieldMessages } from './CaptchaField.messages';
import { captchaFieldMessages } from './CaptchaField.messages';
import * as styles from './CaptchaField.css';

/** §5/§9: a new captcha at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps
  extends FieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'required' | 'disabled' | 'type' | 'size'> {
  /** The captcha image, e.g. `data:image/png;base64,…` from the captcha call. Missing: a loading placeholder. */
  src?: string;
  /** Asks for a new image; called at most once per second. */
  onRefresh: () => void;
  /** A new image is on its way: the refresh icon spins. */
  refreshing?: boolean;
  messages?: Partial<CaptchaFieldMessages>;
}

/** The captcha: its image, a refresh button, and the input for what it shows. */
export const CaptchaField = ({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  src,
  onRefresh,
  refreshing = false,
  messages: messagesProp,
  ...input
}: CaptchaFieldProps) => {
  const messages = { ...captchaFieldMessages, ...messagesProp };
  const throttle = useRef(createThrottle(CAPTCHA_REFRESH_MS));
  const refresh = () => {
    if (throttle.current(Date.now())) onRefresh();
  };
  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id} className={className}>
      {(control) => (
        <>
          <input
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            {...input}
            {...control}
            type="text"
            className={fieldStyles.input}
          />
          <span className={styles.image}>
            {src ? (
              <img src={src} alt={messages.image} className={styles.img} draggable={false} />
            ) : (
              <span role="img" aria-label={messages.loading} className={styles.placeholder} />
            )}
          </span>
          <IconButton
            icon={RefreshCw}
            label={messages.refresh}
            size="small"
            spinIcon={refreshing}
            busy={refreshing}
            disabled={disabled}
            onClick={refresh}
            className={styles.refresh}
          />
        </>
      )}
    </Field>
  );
};
CaptchaField.displayName = 'CaptchaField';
