import { formatDate as formatLocaleDate, prepareDateFormat } from '@croupier/i18n/format';
import { useLoginFlags } from './member';
import { localeOf } from './language';

/** The locale and currency the member's amounts and dates are shown in. */
export function useMoneyLocale(): { locale: string; currency: string } {
  const { member } = useLoginFlags();
  return { locale: localeOf(member), currency: member?.currency ?? 'BRL' };
}

/** A server timestamp as the reader's local date and time, numeric, written the merchant country's way. */
export const formatDateTime = (iso: string, locale: string): string => formatLocaleDate(iso, locale, 'numeric');

/** A server timestamp as the reader's local date (a promotion's period). */
export const formatDate = (iso: string, locale: string): string => formatLocaleDate(iso, locale, 'date');

/** Makes formatDate's format ahead of its first use, in short tasks (i18n's prepareDateFormat). */
export const prepareFormatDate = (locale: string): Promise<void> => prepareDateFormat(locale, 'date');

/** How a profit/loss amount is coloured: losses critical, gains positive, zero plain. */
export const profitTone = (value: number): 'critical' | 'positive' | 'text' =>
  value < 0 ? 'critical' : value > 0 ? 'positive' : 'text';
