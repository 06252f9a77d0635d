import { describe, expect, it, vi } from 'vitest';
import { createI18n, translatedLanguages } from '../src/index';
import { countryName, currencyDigits, formatDate, formatMoney, localeFor, prepareDateFormat } from '../src/format';

describe('money and dates per merchant', () => {
  it('formats minor units in the merchant currency and the language of its country', () => {
    expect(formatMoney(125_000, 'BRL', localeFor('pt', 'BR'))).toBe('R$\u00a01.250,00');
    expect(formatMoney(125_000, 'MXN', localeFor('es', 'MX'))).toBe('$1,250.00');
    // Bengali digits and the taka sign.
    expect(formatMoney(125_000, 'BDT', localeFor('bn', 'BD'))).toMatch(/১,২৫০\.০০/);
    expect(formatMoney(125_000, 'BDT', localeFor('bn', 'BD'))).toContain('৳');
  });

  it('knows how many decimals a currency has', () => {
    expect(currencyDigits('BDT')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney(1250, 'JPY', 'en-US')).toBe('¥1,250');
  });

  it('formats dates in the locale and a given time zone', () => {
    const date = Date.UTC(2026, 0, 15, 12, 30);
    expect(formatDate(date, 'es-MX', 'date', 'UTC')).toBe('15 ene 2026');
    expect(formatDate(date, 'bn-BD', 'date', 'UTC')).toContain('২০২৬');
    expect(formatDate(date, 'pt-BR', 'dateTime', 'UTC')).toMatch(/^15 de jan\. de 2026.*12:30$/);
  });

  it("writes records' dates the merchant country's way, also in a language the runtime has no regional form of", () => {
    const afternoon = Date.UTC(2026, 10, 24, 14, 7);
    expect(formatDate(afternoon, 'pt-BR', 'numeric', 'UTC')).toBe('24/11/2026, 14:07');
    // English in Brazil: day first and a 24-hour clock, as Brazil writes them (not the US form 11/24/26, 2:07 PM).
    expect(formatDate(afternoon, 'en-BR', 'numeric', 'UTC')).toBe('24/11/2026, 14:07');
    // Mexico and Bangladesh write day first with a 12-hour clock.
    expect(formatDate(afternoon, 'en-MX', 'numeric', 'UTC')).toMatch(/^24\/11\/2026, 0?2:07\spm$/i);
    expect(formatDate(afternoon, 'en-BD', 'numeric', 'UTC')).toMatch(/^24\/11\/2026, 0?2:07\spm$/i);
    expect(formatDate(afternoon, 'es-MX', 'numeric', 'UTC')).toMatch(/^24\/11\/26, 2:07\sp\.\s?m\.$/);
    expect(formatDate(afternoon, 'en-BR', 'date', 'UTC')).toBe('24 Nov 2026');
  });

  it('prepares a format ahead in tasks of its own, which then writes what formatDate writes', async () => {
    const afternoon = Date.UTC(2026, 10, 24, 14, 7);
    // a locale no other test formats, with no regional form in the runtime (Argentina's conventions in English)
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    try {
      const prepared = prepareDateFormat('en-AR', 'numeric', 'UTC');
      // nothing is made in the caller's task
      expect(setTimeoutSpy).toHaveBeenCalledTimes(1);
      await prepared;
      // the conventions' four steps, then the format, each in a task of its own
      expect(setTimeoutSpy).toHaveBeenCalledTimes(5);
    } finally {
      setTimeoutSpy.mockRestore();
    }
    expect(formatDate(afternoon, 'en-AR', 'numeric', 'UTC')).toMatch(/^24\/11\/2026, 0?2:07\spm$/i);
    // a locale already prepared or used takes one task, the format's
    await expect(prepareDateFormat('en-BR', 'numeric', 'UTC')).resolves.toBeUndefined();
    expect(formatDate(afternoon, 'en-BR', 'numeric', 'UTC')).toBe('24/11/2026, 14:07');
  });

  it('names countries in the UI language', () => {
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('BD', 'bn')).toBe('বাংলাদেশ');
    expect(countryName('BR', 'pt')).toBe('Brasil');
  });
});

describe('Spanish and Bengali', () => {
  it('have full message sets', () => {
    expect(translatedLanguages).toEqual(expect.arrayContaining(['en', 'pt', 'es', 'bn']));
  });

  it('translate the 18+ legal footer in each language', async () => {
    const i18n = createI18n({ language: 'en' });
    const legal: Record<string, string> = {};
    for (const code of ['en', 'pt', 'es', 'bn']) {
      await i18n.changeLanguage(code);
      legal[code] = i18n.t('footer.legal');
    }
    expect(legal.en).toContain('18');
    expect(legal.pt).toContain('18 anos');
    expect(legal.es).toContain('18 años');
    expect(legal.bn).toContain('১৮ বছর');
  });

  it('puts Arabic right-to-left on <html> and back', async () => {
    const i18n = createI18n({ language: 'en' });
    const html = { lang: '', dir: '' };
    (globalThis as { document?: unknown }).document = { documentElement: html };
    try {
      await i18n.changeLanguage('ar');
      expect(html).toEqual({ lang: 'ar', dir: 'rtl' });
      await i18n.changeLanguage('bn');
      expect(html).toEqual({ lang: 'bn', dir: 'ltr' });
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });
});
