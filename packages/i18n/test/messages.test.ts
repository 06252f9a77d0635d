import { describe, expect, it } from 'vitest';
import { createI18n, directionOf, englishReady, languages, loadMessages, localeFor, messageTree, translatedLanguages } from '../src/index';
import { en as english } from '../src/messages/en';
import { firstPaintEn } from '../src/messages/firstPaint';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}

describe('message sets', () => {
  const englishKeys = keys(english).sort();
  for (const code of translatedLanguages) {
    it(`${code} has exactly the English keys, none empty`, async () => {
      const set = (await loadMessages(code))!;
      expect(keys(set).sort()).toEqual(englishKeys);
      for (const k of keys(set)) {
        const value = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], set);
        expect(value, k).not.toBe('');
      }
    });
  }

  it('loads Portuguese when chosen and falls back to English for a language without a set', async () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('header.login')).toBe('Log in');
    await i18n.changeLanguage('pt');
    expect(i18n.t('header.login')).toBe('Entrar');
    await i18n.changeLanguage('ja');
    expect(i18n.t('header.login')).toBe('Log in');
  });

  it('bundles only the first paint\'s English, and has every English message once englishReady resolves', async () => {
    const i18n = createI18n({ language: 'en' });
    await new Promise((resolve) => (i18n.isInitialized ? resolve(null) : i18n.on('initialized', resolve)));
    expect(Object.keys(firstPaintEn)).toContain('home');
    expect(Object.keys(firstPaintEn)).not.toContain('wallet');
    await englishReady(i18n);
    expect(i18n.t('wallet.fundsTitle')).toBe(english.wallet.fundsTitle);
    expect(i18n.t('home.title')).toBe(english.home.title);
  });

  it('messageTree reads the kit\'s texts as t(ui, returnObjects) translates them, in every state of loading', async () => {
    const i18n = createI18n({ language: 'en' });
    const translated = () => i18n.t('ui', { returnObjects: true });
    // the first paint's English only, then all of it
    expect(messageTree(i18n, 'ui')).toEqual(translated());
    await englishReady(i18n);
    expect(messageTree(i18n, 'ui')).toEqual(translated());
    expect(Object.keys(messageTree(i18n, 'ui')).length).toBeGreaterThan(10);
    for (const code of [...translatedLanguages, 'ja']) {
      await i18n.changeLanguage(code);
      expect(messageTree(i18n, 'ui'), code).toEqual(translated());
    }
    // a set missing a message (every set has them all, see above) shows that one in English, where t left it out
    await i18n.changeLanguage('pt');
    const store = i18n.getResourceBundle('pt', 'translation') as { ui: { button: { loading?: string } } };
    delete store.ui.button.loading;
    expect(messageTree<{ button: { loading: string } }>(i18n, 'ui').button.loading).toBe('Loading');
  });

  it('a language without a set loads nothing', async () => {
    expect(await loadMessages('ja')).toBeUndefined();
  });

  it('an unknown language starts in English', () => {
    expect(createI18n({ language: 'xx' }).language).toBe('en');
  });
});

describe('languages', () => {
  it('lists 35 to 40 UI languages with unique codes and native names', () => {
    expect(languages.length).toBeGreaterThanOrEqual(35);
    expect(languages.length).toBeLessThanOrEqual(40);
    expect(new Set(languages.map((l) => l.code)).size).toBe(languages.length);
  });

  it('Arabic is right-to-left, Portuguese left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('pt-BR')).toBe('ltr');
  });

  it('builds a locale from language and merchant country', () => {
    expect(localeFor('pt', 'br')).toBe('pt-BR');
    expect(localeFor('zz', 'MX')).toBe('en-MX');
  });
});
