import { useId } from 'react';
import { Eye, EyeOff, RefreshCw, Wallet } from 'lucide-react';
import clsx from 'clsx';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import { Amount } from '../Amount/Amount';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './BalanceWidget.css';

export const balanceMask = '******';

export interface BalanceWidgetProps {
  /** Integer minor units; may be absent while the first load runs. */
  balance?: number;
  currency: string;
  locale?: string;
  /** First load: shows a skeleton instead of the amount. */
  loading?: boolean;
  /** Masks the amount with asterisks. */
  hidden: boolean;
  onToggleHidden: () => void;
  onRefresh: () => void;
  /** A refresh is running: the icon spins and further presses are ignored. */
  refreshing?: boolean;
  size?: 'compact' | 'large';
  messages?: Partial<UiMessages['balance']>;
  className?: string;
}

/** The member's balance in the header: 2 decimals, show/hide and refresh. */
export const BalanceWidget = ({
  balance,
  currency,
  locale,
  loading = false,
  hidden,
  onToggleHidden,
  onRefresh,
  refreshing = false,
  size = 'compact',
  messages: messagesProp,
  className,
}: BalanceWidgetProps) => {
  const messages = useMessages('balance', messagesProp);
  const labelId = useId();
  const showSkeleton = loading || balance === undefined;

  let figure;
  if (showSkeleton) {
    figure = (
      <span role="status">
        <span className={styles.skeleton} aria-hidden="true" />
        <VisuallyHidden>{messages.loading}</VisuallyHidden>
      </span>
    );
  } else if (hidden) {
    figure = (
      <>
        <span aria-hidden="true" className={styles.masked}>
          {balanceMask}
        </span>
        <VisuallyHidden>{messages.hiddenValue}</VisuallyHidden>
      </>
    );
  } else {
    figure = <Amount value={balance} currency={currency} locale={locale} weight="strong" />;
  }

  return (
    <div role="group" aria-labelledby={labelId} className={clsx(styles.root({ size }), className)}>
      <Icon icon={Wallet} size={size === 'large' ? 'large' : 'standard'} className={styles.walletIcon} />
      <div className={styles.figures}>
        <span id={labelId} className={styles.label}>
          {messages.label}
        </span>
        <span className={styles.value({ size })} aria-live="polite" data-testid="balance-value">
          {figure}
        </span>
      </div>
      <div className={styles.actions}>
        <IconButton
          size="small"
          round
          icon={hidden ? Eye : EyeOff}
          label={hidden ? messages.show : messages.hide}
          onClick={onToggleHidden}
        />
        <IconButton
          size="small"
          round
          icon={RefreshCw}
          label={messages.refresh}
          busy={refreshing}
          spinIcon={refreshing}
          onClick={onRefresh}
        />
      </div>
    </div>
  );
};
BalanceWidget.displayName = 'BalanceWidget';
