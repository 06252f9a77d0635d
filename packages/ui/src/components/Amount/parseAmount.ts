/**
 * What a person typed as an amount ("50", "50.5", "50,50") in integer minor units, or null when it is
 * not a plain positive amount with at most 2 decimals. Either separator is the decimal one (pt-BR
 * types a comma); grouping separators are refused rather than guessed, so 1.000 never becomes 1.00.
 */
export const parseAmount = (text: string): number | null => {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
