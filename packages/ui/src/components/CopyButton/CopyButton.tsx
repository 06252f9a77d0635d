import { useEffect, useRef, useState } from 'react';
import { Check, CircleAlert, Copy } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import type { CopyButtonMessages } from './CopyButton.messages';
import { copyButtonMessages } from './CopyButton.messages';
import type { CopyEnvironment } from './copyText';
import { copyText } from './copyText';
import * as styles from './CopyButton.css';

export interface CopyButtonProps {
  /** The text put on the clipboard: an account number, referral link, transfer reference. */
  value: string;
  /** The button's label, or an icon button's accessible name: "Copy referral link". Default `messages.copy`. */
  label?: string;
  /** `button` (default): icon and label. `icon`: icon only, for the end of a field or row. */
  display?: 'button' | 'icon';
  variant?: 'secondary' | 'ghost' | 'primary';
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** After a successful copy, e.g. to show a toast. */
  onCopied?: (value: string) => void;
  /** After the clipboard refused; the button already shows `messages.failed`. */
  onCopyError?: (error: unknown) => void;
  /** Milliseconds the confirmation stays. Default 2000. */
  resetAfter?: number;
  messages?: Partial<CopyButtonMessages>;
  /** @internal tests and stories pass a fake clipboard. */
  environment?: CopyEnvironment;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a value and says so next to the button (and to screen readers, through a polite live region);
 * if the clipboard refuses, it says how to copy by hand.
 */
export const CopyButton = ({
  value,
  label,
  display = 'button',
  variant = 'secondary',
  size = 'small',
  disabled,
  onCopied,
  onCopyError,
  resetAfter = 2000,
  messages: messagesProp,
  environment,
  className,
}: CopyButtonProps) => {
  const messages = { ...copyButtonMessages, ...messagesProp };
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleCopy = async () => {
    clearTimeout(timer.current);
    try {
      await copyText(value, environment);
      setState('copied');
      onCopied?.(value);
      timer.current = setTimeout(() => setState('idle'), resetAfter);
    } catch (error) {
      setState('failed');
      onCopyError?.(error);
    }
  };

  const name = label ?? messages.copy;
  const done = state === 'copied';
  const button =
    display === 'icon' ? (
      <IconButton
        icon={done ? Check : Copy}
        label={name}
        variant={variant}
        size={size}
        disabled={disabled}
        className={clsx(done && styles.copied)}
        onClick={handleCopy}
      />
    ) : (
      <Button
        icon={done ? Check : Copy}
        variant={variant}
        size={size}
        disabled={disabled}
        className={clsx(done && styles.copied)}
        onClick={handleCopy}
      >
        {name}
      </Button>
    );

  return (
    <span className={clsx(styles.root, className)} data-state={state}>
      <span className={styles.row}>
        {button}
        {/* always mounted, so the "Copied" written into it is announced */}
        <span role="status" className={styles.confirmation({ tone: 'positive' })}>
          {done ? messages.copied : null}
        </span>
      </span>
      {state === 'failed' ? (
        <span role="alert" className={styles.confirmation({ tone: 'critical' })}>
          <Icon icon={CircleAlert} size="xsmall" />
          {messages.failed}
        </span>
      ) : null}
    </span>
  );
};
CopyButton.displayName = 'CopyButton';
