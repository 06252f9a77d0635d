import type { ComponentPropsWithRef } from 'react';
import clsx from 'clsx';
import * as styles from './Amount.css';
import { formatAmount } from './formatAmount';

export interface AmountProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Integer minor units: 123456 is 1,234.56. */
  value: number;
  /** ISO 4217 code: BRL, MXN, BDT. */
  currency: string;
  /** BCP 47 locale for separators and symbol placement. Default `en`. */
  locale?: string;
  tone?: 'inherit' | 'text' | 'gold' | 'positive' | 'critical' | 'muted';
  weight?: 'regular' | 'medium' | 'strong';
}

/**
 * A money amount, formatted for the locale with 2 decimals and tabular figures.
 * Always left-to-right and isolated, so in RTL text '-R$ 1.200,00' is not reordered to 'R$ 1.200,00-'.
 */
export const Amount = ({ value, currency, locale, tone, weight, className, ...props }: AmountProps) => (
  <span dir="ltr" {...props} className={clsx(styles.amount({ tone, weight }), className)} data-value={value}>
    {formatAmount(value, currency, locale)}
  </span>
);
Amount.displayName = 'Amount';
