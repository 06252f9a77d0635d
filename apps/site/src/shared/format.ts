import { useLoginFlags } from './member';
import { localeOf } from './language';

/** The locale and currency the member's amounts and dates are shown in. */
export function useMoneyLocale(): { locale: string; currency: string } {
  const { member } = useLoginFlags();
  return { locale: localeOf(member), currency: member?.currency ?? 'BRL' };
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A server timestamp as the reader's local date and time. */
export function formatDateTime(iso: string, locale: string): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** How a profit/loss amount is coloured: losses critical, gains positive, zero plain. */
export const profitTone = (value: number): 'critical' | 'positive' | 'text' => (value < 0 ? 'critical' : value > 0 ? 'positive' : 'text');
