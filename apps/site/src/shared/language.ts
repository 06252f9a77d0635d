import { createI18n, directionOf, findLanguage, localeFor } from '@croupier/i18n';
import { merchantCode, storedMerchant } from './merchant';

const key = 'language';

/** The saved UI language, else the browser's if we know it, else English (spec §9). */
function initialLanguage(): string {
  return findLanguage(localStorage.getItem(key))?.code ?? findLanguage(navigator.language)?.code ?? 'en';
}

export const i18n = createI18n({ language: initialLanguage() });
document.documentElement.lang = i18n.language;
document.documentElement.dir = directionOf(i18n.language);

export function changeLanguage(code: string): void {
  localStorage.setItem(key, code);
  void i18n.changeLanguage(code);
}

/** Locale for money and dates: the UI language as used in the member's (or the chosen) merchant country. */
export function localeOf(member?: { merchantCode: string }): string {
  const code = member?.merchantCode ?? merchantCode();
  const config = storedMerchant();
  // Merchant codes are country codes today; the stored config says so explicitly.
  return localeFor(i18n.language, config?.merchantCode === code ? config.country : code);
}
