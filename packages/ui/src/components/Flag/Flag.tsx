import clsx from 'clsx';
import { fill } from '../Badge/fillTemplate';
import type { FlagMessages } from './Flag.messages';
import { flagMessages } from './Flag.messages';
import { flagArt } from './flagArt';
import * as styles from './Flag.css';

export interface FlagProps {
  /** ISO 3166 country code: BR, MX and BD are drawn; any other shows a neutral globe. */
  code: string;
  /** The accessible name. Default the country's name from `messages` ("Brazil"). */
  label?: string;
  /** Hide from assistive technology when the country's name is written next to it. */
  decorative?: boolean;
  /** Height: small 12px, medium 16px (default), large 24px, xlarge 40px. */
  size?: 'small' | 'medium' | 'large' | 'xlarge';
  messages?: Partial<FlagMessages>;
  className?: string;
}

const Globe = () => (
  <>
    <rect width="30" height="20" className={styles.fallbackField} />
    <circle cx="15" cy="10" r="6" className={styles.fallbackLine} />
    <ellipse cx="15" cy="10" rx="2.6" ry="6" className={styles.fallbackLine} />
    <path d="M9 10h12" className={styles.fallbackLine} />
  </>
);

/** A merchant's country flag (region switch, language lists), drawn inline so it looks the same everywhere. */
export const Flag = ({ code, label, decorative = false, size, messages: messagesProp, className }: FlagProps) => {
  const messages = { ...flagMessages, ...messagesProp };
  const key = code.toUpperCase();
  const art = flagArt[key];
  const known = key === 'BR' || key === 'MX' || key === 'BD' ? messages[key] : undefined;
  const name = label ?? known ?? fill(messages.other, { code: key });
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <svg
      viewBox="0 0 30 20"
      focusable="false"
      data-flag={art ? key : 'other'}
      className={clsx(styles.flag({ size }), className)}
      {...a11y}
    >
      {art ?? <Globe />}
    </svg>
  );
};
Flag.displayName = 'Flag';
