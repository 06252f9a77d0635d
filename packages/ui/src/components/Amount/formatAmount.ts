/**
 * Money is integer minor units (cents, centavos, poisha). Shown with exactly 2 decimals.
 * Formatters are cached: Intl.NumberFormat is costly to build and amounts re-render often.
 */
const cache = new Map<string, Intl.NumberFormat>();

export const formatAmount = (minorUnits: number, currency: string, locale = 'en'): string => {
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
  return format.format(minorUnits / 100);
};
