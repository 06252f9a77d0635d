import type { ReactNode } from 'react';
import { Headset } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../Button/Button';
import type { SystemPageMessages } from './SystemPage.messages';
import { systemPageMessages } from './SystemPage.messages';
import { illustrations } from './illustrations';
import * as styles from './SystemPage.css';

export type SystemPageVariant = 'maintenance' | 'regionBlocked' | 'domainCheckFailed';

export interface SystemPageProps {
  /** maintenance (system status 1), regionBlocked (status 2), domainCheckFailed (§8). */
  variant: SystemPageVariant;
  /** The visitor's IP, shown on the regionBlocked page. */
  ip?: string;
  /** Shows the customer service button. */
  onContactSupport?: () => void;
  /** Social icons (Facebook, Instagram, WhatsApp, Telegram) under the button on the maintenance page. */
  social?: ReactNode;
  /** Brand logo above the illustration. */
  logo?: ReactNode;
  /** Replaces the variant's title. */
  title?: ReactNode;
  /** Replaces the variant's text. */
  description?: ReactNode;
  messages?: Partial<SystemPageMessages>;
  className?: string;
}

const texts = (variant: SystemPageVariant, messages: SystemPageMessages) =>
  ({
    maintenance: { title: messages.maintenanceTitle, text: messages.maintenanceText },
    regionBlocked: { title: messages.regionBlockedTitle, text: messages.regionBlockedText },
    domainCheckFailed: {
      title: messages.domainCheckFailedTitle,
      text: messages.domainCheckFailedText,
    },
  })[variant];

/**
 * The full-page states that override everything else (spec §4 system status, §8): site maintenance,
 * region or IP blocked, and a failed domain check.
 */
export const SystemPage = ({
  variant,
  ip,
  onContactSupport,
  social,
  logo,
  title,
  description,
  messages: messagesProp,
  className,
}: SystemPageProps) => {
  const messages = { ...systemPageMessages, ...messagesProp };
  const text = texts(variant, messages);
  const Illustration = illustrations[variant];
  return (
    <main className={clsx(styles.root, className)} data-variant={variant}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.card}>
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        <Illustration className={styles.illustration({ variant })} />
        <h1 className={styles.title}>{title ?? text.title}</h1>
        <p className={styles.text}>{description ?? text.text}</p>
        {variant === 'regionBlocked' && ip ? (
          <p className={styles.ip}>
            <span className={styles.ipLabel}>{messages.yourIp}</span>{' '}
            <span className={styles.ipValue}>{ip}</span>
          </p>
        ) : null}
        {onContactSupport ? (
          <Button icon={Headset} size="large" onClick={onContactSupport} className={styles.action}>
            {messages.contactSupport}
          </Button>
        ) : null}
        {social ? <div className={styles.social}>{social}</div> : null}
      </div>
    </main>
  );
};
SystemPage.displayName = 'SystemPage';
