import { useState } from 'react';
import { Crown } from 'lucide-react';
import { formatAmount } from '../Amount/formatAmount';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { Random } from './jackpot';
import type { JackpotCounterMessages } from './JackpotCounter.messages';
import { jackpotCounterMessages } from './JackpotCounter.messages';
import type { JackpotTimers } from './useJackpot';
import { useJackpot } from './useJackpot';
import * as styles from './JackpotCounter.css';

export interface JackpotCounterProps {
  /** ISO 4217 code of the merchant: BRL, MXN, BDT. */
  currency: string;
  /** BCP 47 locale for separators and symbol. Default `en`. */
  locale?: string;
  /** Start here (minor units) instead of a random value in the lower half of the range. */
  initialValue?: number;
  /** Injected for tests and stories: the random source for steps and intervals. */
  random?: Random;
  /** Injected for tests: where the ticks are scheduled. */
  timers?: JackpotTimers;
  /** Injected for tests: the clock used to space out announcements. */
  now?: () => number;
  /** Screen readers hear the amount at most this often. Default 60 s: not on every tick. */
  announceEveryMs?: number;
  /** Stop growing (e.g. while the tab is hidden). */
  paused?: boolean;
  size?: 'standard' | 'large';
  messages?: Partial<JackpotCounterMessages>;
  className?: string;
}

/**
 * The home page's jackpot (spec §2): between 20,000,000.00 and 21,000,000.00, growing by a random 100 to 500
 * every 3, 4 or 5 s, wrapping to the bottom of the range past the top. Digits roll (unless reduced motion).
 */
export const JackpotCounter = ({
  currency,
  locale = 'en',
  initialValue,
  random,
  timers,
  now = Date.now,
  announceEveryMs = 60_000,
  paused = false,
  size,
  messages: messagesProp,
  className,
}: JackpotCounterProps) => {
  const messages = { ...jackpotCounterMessages, ...messagesProp };
  const value = useJackpot({ initialValue, random, timers, running: !paused });
  const text = formatAmount(value, currency, locale);

  // The polite live region is refreshed at most once per `announceEveryMs`: a jackpot that speaks every
  // 3 s would drown everything else out.
  const [announced, setAnnounced] = useState(() => ({ text, at: now() }));
  if (text !== announced.text) {
    const at = now();
    if (at - announced.at >= announceEveryMs) setAnnounced({ text, at });
  }

  let digitIndex = 0;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} role="group" aria-label={messages.label}>
      <p className={styles.label} aria-hidden="true">
        <Crown size={16} />
        {messages.label}
      </p>
      <span className={styles.value({ size })} aria-hidden="true" data-value={value}>
        {Array.from(text).map((char, position) => {
          if (!/\d/.test(char)) {
            return (
              <span key={`s${position}`} className={styles.symbol}>
                {char}
              </span>
            );
          }
          digitIndex += 1;
          const digit = Number(char);
          return (
            <span key={`d${digitIndex}`} className={styles.digit}>
              <span className={styles.strip} style={{ transform: `translateY(-${digit * styles.rowHeight}em)` }}>
                {'0123456789'.split('').map((d) => (
                  <span key={d} className={styles.stripDigit}>
                    {d}
                  </span>
                ))}
              </span>
            </span>
          );
        })}
      </span>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="jackpot-announcement">
        {announced.text}
      </VisuallyHidden>
    </div>
  );
};
JackpotCounter.displayName = 'JackpotCounter';
