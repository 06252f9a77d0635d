import type { ComponentPropsWithRef } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CircleArrowRight, CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import clsx from 'clsx';
import { Icon } from '../Icon/Icon';
import type { PillStatus, StatusPillMessages } from './StatusPill.messages';
import { statusPillMessages } from './StatusPill.messages';
import type { StatusTone } from './statusTone';
import { statusTone } from './statusTone';
import * as styles from './StatusPill.css';

// A shape per tone, so colour is never the only signal (and the label says it in words).
const toneIcon: Record<StatusTone, LucideIcon> = {
  positive: CircleCheck,
  warning: Clock,
  critical: CircleX,
  info: CircleArrowRight,
  neutral: CircleDashed,
};

export interface StatusPillProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  status: PillStatus;
  /** Override the tone the status normally takes. */
  tone?: StatusTone;
  size?: 'small' | 'medium';
  /** Translated labels; any status left out stays English. */
  messages?: Partial<StatusPillMessages>;
}

/** A record's status (redeem, activity, deposit, withdrawal) as a coloured label with an icon. */
export const StatusPill = ({ status, tone: toneProp, size, messages, className, ...props }: StatusPillProps) => {
  const tone = toneProp ?? statusTone[status];
  const text = messages?.[status] ?? statusPillMessages[status];
  return (
    <span {...props} className={clsx(styles.pill({ tone, size }), className)} data-status={status} data-tone={tone}>
      <Icon icon={toneIcon[tone]} size="xsmall" className={styles.icon} mirrorInRtl={tone === 'info'} />
      <span className={styles.label}>{text}</span>
    </span>
  );
};
StatusPill.displayName = 'StatusPill';
