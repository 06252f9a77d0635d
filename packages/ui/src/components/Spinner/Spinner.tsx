import clsx from 'clsx';
import type { Foreground } from '../../css/sprinkles.css';
import { sprinkles } from '../../css/sprinkles.css';
import { useMessages } from '../../provider/context';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'standard' | 'large';
  tone?: Foreground;
  /** Announced name. Default `messages.spinner.label` ("Loading"). */
  label?: string;
  /** Hide from assistive technology when something else announces the loading. */
  decorative?: boolean;
  className?: string;
}

/** A spinning ring that follows the text colour. */
export const Spinner = ({ size, tone = 'inherit', label, decorative, className }: SpinnerProps) => {
  const messages = useMessages('spinner');
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label ?? messages.label };
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      className={clsx(styles.spinner({ size }), sprinkles({ color: tone }), className)}
      {...a11y}
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
};
Spinner.displayName = 'Spinner';
