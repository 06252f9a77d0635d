import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './messages/en';
import { pt } from './messages/pt';
import { defaultLanguage, directionOf, findLanguage } from './languages';

export { languages, defaultLanguage, findLanguage, directionOf, type Language } from './languages';
export type { Messages } from './messages/en';

/** Languages that have a full message set; every other UI language falls back to English. */
export const messageSets: Readonly<Record<string, Messages>> = { en, pt };

export interface CreateI18nOptions {
  language?: string;
}

/** A ready i18next instance bound to React, with every message set loaded and English as fallback. */
export function createI18n({ language = defaultLanguage }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  const lng = findLanguage(language)?.code ?? defaultLanguage;
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: defaultLanguage,
    resources: Object.fromEntries(Object.entries(messageSets).map(([code, m]) => [code, { translation: m }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (code) => {
    if (typeof document !== 'undefined') {
      document.documentElement.lang = code;
      document.documentElement.dir = directionOf(code);
    }
  });
  return instance;
}

/** Locale for number and date formatting: the language as spoken in the merchant's country. */
export function localeFor(language: string, country: string): string {
  return `${findLanguage(language)?.code ?? defaultLanguage}-${country.toUpperCase()}`;
}
