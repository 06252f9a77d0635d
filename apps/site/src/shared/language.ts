import { createI18n, directionOf, findLanguage, localeFor } from '@croupier/i18n';
import { merchantCode, storedMerchant } from './merchant';

const key = 'language';

/** The saved UI language, else the browser's if we know it, else English (spec §9). */
function initialLanguage(): string {
  return findLanguage(localStorage.getItem(key))?.code ?? findLanguage(navigator.language)?.code ?? 'en';
}

// The first script's modules run in one task (react-dom's among them); i18next's set-up with the first paint's
// messages comes after a yield, in a task of its own, as the router's does (app/router.tsx; issue 16). The
// server's render loads this module too, and waits one timeout for it once.
await new Promise<void>((resolve) => setTimeout(resolve));

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
