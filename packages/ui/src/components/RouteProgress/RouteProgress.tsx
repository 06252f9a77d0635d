import { useEffect, useState } from 'react';
import { useMessages } from '../../provider/context';
import * as styles from './RouteProgress.css';

export interface RouteProgressProps {
  /** True while the next page (its code or its data) is loading. */
  active: boolean;
  /** Announced name of the progress bar. Default `messages.spinner.label` ("Loading"). */
  label?: string;
  /** Wait this long before showing, so quick navigations do not flash a bar. Default 150 ms. */
  delayMs?: number;
}

/**
 * An indeterminate progress bar across the top of the viewport while a navigation is pending; nothing
 * at all when idle. The app decides what "pending" means (e.g. its router's navigation state).
 */
export const RouteProgress = ({ active, label, delayMs = 150 }: RouteProgressProps) => {
  const messages = useMessages('spinner');
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!active || delayMs <= 0) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [active, delayMs]);
  const shown = active && (delayMs <= 0 || delayPassed);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={label ?? messages.label}
      aria-busy="true"
      className={styles.track}
    >
      <span className={styles.bar} />
    </div>
  );
};
RouteProgress.displayName = 'RouteProgress';
