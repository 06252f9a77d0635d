import type { TFunction } from 'i18next';

/**
 * How the browser's date input writes a date (its order and separators follow the browser's locale, e.g.
 * mm/dd/yyyy in en-US, dd/mm/yyyy in pt-BR), with the letters in the player's language, so a hint or rule
 * message names the format the field shows rather than the yyyy-MM-dd it sends.
 */
export function dateInputFormat(t: TFunction, locale = typeof navigator === 'undefined' ? undefined : navigator.language): string {
  const letters: Record<string, string> = {
    day: t('account.dateLetters.day'),
    month: t('account.dateLetters.month'),
    year: t('account.dateLetters.year'),
  };
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(2001, 10, 22))
    .map((part) => (part.type === 'literal' ? part.value : (letters[part.type] ?? '')))
    .join('');
}
