import type { ReactNode } from 'react';
import clsx from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { badgeCount } from './badgeCount';
import { fill } from './fillTemplate';
import type { BadgeMessages } from './Badge.messages';
import { badgeMessages } from './Badge.messages';
import * as styles from './Badge.css';

interface BadgeBase {
  /** `critical` (default) for unread counts; `gold` for HOT, `accent` for NEW. */
  tone?: 'critical' | 'accent' | 'gold' | 'neutral';
  className?: string;
  messages?: Partial<BadgeMessages>;
}

export interface BadgeCountProps extends BadgeBase {
  /** Unread count: 0 hides the badge, above `max` shows "99+". Read as `messages.unread` ("3 unread"). */
  count: number;
  /** Default 99. */
  max?: number;
  dot?: never;
  children?: never;
}

export interface BadgeDotProps extends BadgeBase {
  /** A small dot: "something new" without a number. */
  dot: true;
  /** What the dot means, for assistive technology ("New messages"); without it the dot is decorative. */
  label?: string;
  count?: never;
  children?: never;
}

export interface BadgeTextProps extends BadgeBase {
  /** A short label such as HOT or NEW (shown in capitals). */
  children: ReactNode;
  count?: never;
  dot?: never;
}

export type BadgeProps = BadgeCountProps | BadgeDotProps | BadgeTextProps;

/** A small status marker: an unread count, a dot, or a short label. */
export const Badge = (props: BadgeProps) => {
  const { tone, className } = props;
  const messages = { ...badgeMessages, ...props.messages };

  if (props.dot) {
    const a11y = props.label ? { role: 'img', 'aria-label': props.label } : { 'aria-hidden': true as const };
    return <span {...a11y} className={clsx(styles.badge({ shape: 'dot', tone }), className)} data-badge="dot" />;
  }

  if (props.count !== undefined) {
    const shown = badgeCount(props.count, props.max);
    if (shown === null) return null;
    return (
      <span className={clsx(styles.badge({ shape: 'count', tone }), className)} data-badge="count">
        <span className={styles.number} aria-hidden="true">
          {shown}
        </span>
        <VisuallyHidden>{fill(messages.unread, { count: shown })}</VisuallyHidden>
      </span>
    );
  }

  return (
    <span className={clsx(styles.badge({ shape: 'text', tone: tone ?? 'gold' }), className)} data-badge="text">
      {props.children}
    </span>
  );
};
Badge.displayName = 'Badge';
