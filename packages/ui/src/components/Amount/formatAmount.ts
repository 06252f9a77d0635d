/**
 * Money is integer minor units (cents, centavos, poisha). Shown with exactly 2 decimals.
 * Formatters are cached: Intl.NumberFormat is costly to build and amounts re-render often.
 */
const cache = new Map<string, Intl.NumberFormat>();

const numberFormat = (currency: string, locale: string): Intl.NumberFormat => {
  const key = `${locale}|${currency}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    cache.set(key, format);
  }
  return format;
};

export const formatAmount = (minorUnits: number, currency: string, locale = 'en'): string =>
  numberFormat(currency, locale).format(minorUnits / 100);

/**
 * Makes formatAmount's format for the currency and locale ahead of its first use. A page's first money format
 * loads the locale's number and currency data: in Chromium at 4x CPU, most of the render that first shows a
 * balance (a member's header). Called in a task of its own, the render finds the format made.
 */
export const prepareAmountFormat = (currency: string, locale = 'en'): void => {
  numberFormat(currency, locale);
};
