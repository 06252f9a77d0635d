import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import clsx from 'clsx';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { Text } from '../Text/Text';
import type { EmptyStateMessages } from './EmptyState.messages';
import { emptyStateMessages } from './EmptyState.messages';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A lucide icon; default an empty inbox. */
  icon?: LucideIcon;
  /** What is empty: "No bets in this period". Default `messages.title`. */
  title?: ReactNode;
  /** What to do about it: "Change the dates or play a game". */
  description?: ReactNode;
  /** A next step, usually one Button or a Link styled as one. */
  action?: ReactNode;
  /** `small` inside cards and tables, `medium` (default) for a page's main area. */
  size?: 'small' | 'medium';
  /** A dashed frame, for an empty area in a page rather than a whole page. */
  framed?: boolean;
  /** The title's element, to fit the page outline. Default `h2`. */
  headingAs?: 'h2' | 'h3' | 'h4' | 'p';
  messages?: Partial<EmptyStateMessages>;
  /** @internal ErrorState uses `critical`. */
  tone?: 'neutral' | 'critical';
}

/** What a list or record page shows when there is nothing to list. */
export const EmptyState = ({
  icon = Inbox,
  title,
  description,
  action,
  size = 'medium',
  framed = false,
  headingAs = 'h2',
  messages: messagesProp,
  tone = 'neutral',
  className,
  ...props
}: EmptyStateProps) => {
  const messages = { ...emptyStateMessages, ...messagesProp };
  return (
    <div {...props} className={clsx(styles.root({ size, framed }), className)}>
      <span className={styles.icon({ tone, size })}>
        <Icon icon={icon} size={size === 'small' ? 'standard' : 'large'} />
      </span>
      <Heading level={size === 'small' ? '4' : '3'} as={headingAs} className={styles.title}>
        {title ?? messages.title}
      </Heading>
      {description ? (
        <Text as="p" size={size === 'small' ? 'small' : 'standard'} tone="muted" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
};
EmptyState.displayName = 'EmptyState';
