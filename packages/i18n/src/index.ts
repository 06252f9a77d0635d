import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstPaintEn } from './messages/firstPaint';
import type { Messages } from './messages/en';
import { defaultLanguage, directionOf, findLanguage } from './languages';

export { languages, defaultLanguage, findLanguage, directionOf, localeFor, type Language } from './languages';
export type { Messages } from './messages/en';
/** The English messages home's first paint uses: bundled, and all the first script may use. */
export { firstPaintEn } from './messages/firstPaint';

// English is the fallback of every other language and the source of every key. The part home's first
// paint uses is bundled; the whole set, like every other language's, loads on demand.
const loaders: Readonly<Record<string, () => Promise<Messages>>> = {
  en: () => import('./messages/en').then((m) => m.en),
  pt: () => import('./messages/pt').then((m) => m.pt),
  es: () => import('./messages/es').then((m) => m.es),
  bn: () => import('./messages/bn').then((m) => m.bn),
};

/** Languages with a full message set; every other UI language falls back to English. */
export const translatedLanguages: readonly string[] = Object.keys(loaders);

/** The message set of a language, or undefined where it has none (those show English). */
export async function loadMessages(code: string): Promise<Messages | undefined> {
  return loaders[code]?.();
}

const completeEnglish = new WeakMap<I18n, Promise<void>>();

/**
 * Resolves once the instance has every English message, not only the first paint's: whatever shows
 * beyond home's first paint waits for it (the site's lazy islands do). Starts the load when first asked.
 */
export function englishReady(instance: I18n): Promise<void> {
  let ready = completeEnglish.get(instance);
  if (!ready) {
    ready = loaders[defaultLanguage]!().then((messages) => {
      instance.addResourceBundle(defaultLanguage, 'translation', messages, true, true);
    });
    completeEnglish.set(instance, ready);
  }
  return ready;
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
 * A ready i18next instance bound to React, English as fallback (the first paint's part bundled, the rest
 * loading at once: `englishReady`), other sets loaded when chosen. Components using it should sit under
 * a Suspense boundary for the moment a set is loading.
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
      // a copy: the rest of English is merged into the instance's store, not into the shared module object
      resources: { en: { translation: structuredClone(firstPaintEn) } },
      partialBundledLanguages: true,
      // Only languages with a set are fetched; the rest resolve straight to the English fallback.
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  void englishReady(instance);
  instance.on('languageChanged', (code) => {
    if (typeof document !== 'undefined') {
      document.documentElement.lang = code;
      document.documentElement.dir = directionOf(code);
    }
  });
  return instance;
}

type MessageTree = { [key: string]: string | MessageTree };

/** `base` with `over`'s messages on top, as new objects (the instance's resources stay as they are). */
function mergeMessages(base: MessageTree, over: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] =
      typeof value === 'object' && value !== null && typeof under === 'object' ? mergeMessages(under, value) : value;
  }
  return merged;
}

/**
 * The messages under `key` (a tree, such as the kit's `ui`), each in the instance's language or else its fallback,
 * read off the loaded resources. `t(key, { returnObjects: true })` gives the same tree for a complete set (every set
 * has every key: messages.test.ts checks both), but translates every message one by one, which for `ui` took
 * 100-120 ms at 4x CPU on each language change and each set loaded (issue 16, TBT); where a set lacks a message, `t`
 * leaves it out and this shows it in English. For trees whose messages use no i18next interpolation or nesting (the
 * kit's own placeholders are `{name}`).
 */
export function messageTree<T extends object>(instance: I18n, key: string): T {
  const chain = instance.languages?.length ? instance.languages : [instance.language ?? defaultLanguage];
  let tree: MessageTree = {};
  // the last fallback first, so the language itself wins
  for (const code of [...chain].reverse()) {
    const part: unknown = instance.getResource(code, 'translation', key);
    if (typeof part === 'object' && part !== null) tree = mergeMessages(tree, part as MessageTree);
  }
  return tree as T;
}
