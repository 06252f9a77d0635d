import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './messages/en';
import { defaultLanguage, directionOf, findLanguage } from './languages';

export { languages, defaultLanguage, findLanguage, directionOf, type Language } from './languages';
export type { Messages } from './messages/en';
export { countryName, currencyDigits, formatDate, formatMoney, localeFor, type DateStyle } from './format';

/** English is bundled: it is the fallback of every other language and the source of every key. */
export const english: Messages = en;

// Every other full message set loads on demand, so a visitor downloads only their own language.
const loaders: Readonly<Record<string, () => Promise<Messages>>> = {
  pt: () => import('./messages/pt').then((m) => m.pt),
  es: () => import('./messages/es').then((m) => m.es),
  bn: () => import('./messages/bn').then((m) => m.bn),
};

/** Languages with a full message set; every other UI language falls back to English. */
export const translatedLanguages: readonly string[] = [defaultLanguage, ...Object.keys(loaders)];

/** The message set of a language, or undefined where it has none (those show English). */
export async function loadMessages(code: string): Promise<Messages | undefined> {
  if (code === defaultLanguage) return en;
  return loaders[code]?.();
}

const lazyMessages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadMessages(language).then(
      (messages) => callback(null, messages ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export interface CreateI18nOptions {
  language?: string;
}

/**
 * A ready i18next instance bound to React, English bundled and as fallback, other sets loaded when chosen.
 * Components using it should sit under a Suspense boundary for the moment a set is loading.
 */
export function createI18n({ language = defaultLanguage }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  const lng = findLanguage(language)?.code ?? defaultLanguage;
  void instance
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: defaultLanguage,
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      // Only languages with a set are fetched; the rest resolve straight to the English fallback.
      load: 'languageOnly',
      interpolation: { escapeValue: false },
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
