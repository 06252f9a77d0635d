// Money and dates per merchant (spec §1, §9): the UI language as spoken in the merchant's country, via Intl.
import { defaultLanguage, findLanguage } from './languages';

/** Locale for number and date formatting: the language as spoken in the merchant's country ('bn-BD'). */
export function localeFor(language: string, country: string): string {
  return `${findLanguage(language)?.code ?? defaultLanguage}-${country.toUpperCase()}`;
}

// Intl formatters are costly to build and balances re-render often.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol' });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Decimal places of a currency's minor unit (2 for BRL, MXN and BDT; 0 for JPY). */
export const currencyDigits = (currency: string): number =>
  moneyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;

/** An amount in integer minor units as money of the currency, in the locale: formatMoney(125000, 'BDT', 'bn-BD') = '৳১,২৫০.০০'. */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  return moneyFormat(locale, currency).format(minorUnits / 10 ** currencyDigits(currency));
}

export type DateStyle = 'date' | 'dateTime';

/** A date (or date and time) in the locale, in the visitor's time zone unless one is given. */
export function formatDate(value: Date | string | number, locale: string, style: DateStyle = 'date', timeZone?: string): string {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(style === 'dateTime' && { timeStyle: 'short' }),
      ...(timeZone && { timeZone }),
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(value));
}

/** A country's name in the UI language (Intl.DisplayNames), or the fallback when the runtime has none. */
export function countryName(country: string, language: string, fallback = country): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
