// Money and dates per merchant (spec §1, §9): the UI language as spoken in the merchant's country, via Intl.
// Its own entry point (@croupier/i18n/format), apart from the i18next set-up: a site's first script loads
// the set-up, and formatting then travels with the pages that show money and dates, not with that script.
export { localeFor } from './languages';

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

/** 'date': 24 Nov 2026; 'dateTime': the same with the time; 'numeric': 24/11/2026, 14:07 (tables and records). */
export type DateStyle = 'date' | 'dateTime' | 'numeric';

const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  numeric: { dateStyle: 'short', timeStyle: 'short' },
};

// The day-first or month-first form of a language, where the runtime's default for it is the other one.
const orderVariants: Record<string, { day: string; month: string }> = { en: { day: 'en-GB', month: 'en-US' } };
const sampleDay = new Date(Date.UTC(2026, 10, 24, 12));
const firstField = (tag: string): 'day' | 'month' =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: 'UTC' })
    .formatToParts(sampleDay)
    .find((part) => part.type === 'day' || part.type === 'month')?.type === 'month'
    ? 'month'
    : 'day';

interface DateConventions {
  locale: string;
  hourCycle?: Intl.DateTimeFormatOptions['hourCycle'];
}
const conventions = new Map<string, DateConventions>();

/**
 * How dates are written for a locale. Where the runtime knows the language as used in the merchant's country
 * (pt-BR, es-MX, bn-BD) that is its own form. Where it does not (English in Brazil would fall back to the US form,
 * 11/24/26, 2:07 PM), the country's conventions come from its main language - day or month first, 12- or 24-hour
 * clock - and the words from the UI language: en-BR writes 24/11/2026, 14:07.
 *
 * A step at each `yield`: the first format of a locale loads that locale's calendar data, and en-BR reads four
 * locales'. formatDate runs the steps at once; prepareDateFormat one task each. A page's first Intl object also
 * starts ICU, which no split shortens: in Chromium at 4x CPU, en-BR's first date took one task of 230-270 ms, and
 * in steps its longest took 120-150 ms.
 */
function* conventionSteps(locale: string): Generator<void, DateConventions> {
  try {
    const { language, region } = new Intl.Locale(locale);
    if (!region) return { locale };
    const runtimeLocale = new Intl.DateTimeFormat(locale).resolvedOptions().locale;
    if (runtimeLocale === locale) return { locale };
    yield;
    const native = `${new Intl.Locale(`und-${region}`).maximize().language}-${region}`;
    const order = firstField(native);
    yield;
    const variant = orderVariants[language];
    const tag = variant && firstField(language) !== order ? variant[order] : language;
    yield;
    return { locale: tag, hourCycle: new Intl.DateTimeFormat(native, { timeStyle: 'short' }).resolvedOptions().hourCycle };
  } catch {
    // A malformed tag: Intl falls back to its default locale (dateFormat).
    return { locale };
  }
}

function dateConventions(locale: string): DateConventions {
  let found = conventions.get(locale);
  if (!found) {
    const steps = conventionSteps(locale);
    let step = steps.next();
    while (!step.done) step = steps.next();
    found = step.value;
    conventions.set(locale, found);
  }
  return found;
}

function dateFormat(locale: string, style: DateStyle, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const { locale: tag, hourCycle } = dateConventions(locale);
    format = new Intl.DateTimeFormat(tag, {
      ...dateStyles[style],
      ...(hourCycle && style !== 'date' && { hourCycle }),
      ...(timeZone && { timeZone }),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A date (or date and time) in the locale, in the visitor's time zone unless one is given. */
export function formatDate(value: Date | string | number, locale: string, style: DateStyle = 'date', timeZone?: string): string {
  return dateFormat(locale, style, timeZone).format(new Date(value));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Makes formatDate's format for the locale and style ahead of its first use, one locale's data per task, each
 * task after the caller's: a page starting up is not held by all of them in one task (the first, which starts
 * ICU, stays the longest), and the first render that shows a date finds its format made. Resolves once it is.
 */
export async function prepareDateFormat(locale: string, style: DateStyle = 'date', timeZone?: string): Promise<void> {
  if (!conventions.has(locale)) {
    const steps = conventionSteps(locale);
    for (;;) {
      await nextTask();
      const step = steps.next();
      if (step.done) {
        conventions.set(locale, step.value);
        break;
      }
    }
  }
  await nextTask();
  dateFormat(locale, style, timeZone);
}

/** A country's name in the UI language (Intl.DisplayNames), or the fallback when the runtime has none. */
export function countryName(country: string, language: string, fallback = country): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
