import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Merchant, Permission } from '@croupier/sdk';
import { merchantActionOf, verdictOf } from '@/features/system/verdict';
import { regionCountries } from '@/features/system/RegionChoiceModal';
import { hasStoredMerchant, languageOnMerchant, merchantCode, storedMerchant } from '@/shared/merchant';
import { switchMerchant } from '@/shared/merchantSwitch';

const merchant = (merchantCode: string, currency: string, langList: string[], isDefault = false): Merchant => ({
  merchantCode,
  country: merchantCode,
  countryName: merchantCode,
  currency,
  langList,
  isDefault,
});
const BR = merchant('BR', 'BRL', ['EN', 'PT'], true);
const MX = merchant('MX', 'MXN', ['EN', 'ES']);
const BD = merchant('BD', 'BDT', ['EN', 'BN']);
const merchants = [BR, MX, BD];

function permission(overrides: { merchant?: Merchant; valid?: boolean; domainMerchant?: string | null; country?: string | null; maintenance?: boolean; blocked?: boolean } = {}): Permission {
  return {
    merchant: overrides.merchant ?? BR,
    info: {
      customerService: [{ name: 'Live chat', path: 'mailto:help@example.com' }],
      domainRoute: { domain: 'localhost', valid: overrides.valid ?? true, merchantCode: overrides.domainMerchant ?? null, mainDomain: null, hiddenLogins: [] },
      resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/x', labelNameEn: 'Telegram' }],
      whitelabel: [],
      register: { register: true, registerMobile: false },
      mainDomain: null,
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { countryCode: overrides.country ?? null, ip: '203.0.113.7' },
    maintenance: overrides.maintenance ?? false,
    regionRestriction: overrides.blocked ?? false,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('system status (spec §4)', () => {
  it('is normal without flags', () => {
    expect(verdictOf(permission())).toBeNull();
  });

  it('shows maintenance with customer service and social resources, over a region block', () => {
    expect(verdictOf(permission({ maintenance: true, blocked: true }))).toEqual({
      variant: 'maintenance',
      customerService: 'mailto:help@example.com',
      resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/x', labelNameEn: 'Telegram' }],
    });
  });

  it("shows the region block with the visitor's IP", () => {
    expect(verdictOf(permission({ blocked: true }))).toMatchObject({ variant: 'regionBlocked', ip: '203.0.113.7' });
  });

  it('shows the failed domain check before anything else', () => {
    expect(verdictOf(permission({ valid: false, maintenance: true }))).toMatchObject({ variant: 'domainCheckFailed' });
  });
});

describe('merchant choice (spec §1, §2)', () => {
  it('keeps a stored merchant the server serves', () => {
    expect(merchantActionOf(permission({ merchant: MX }), 'MX', undefined)).toEqual({ type: 'remember', merchant: MX });
  });

  it("switches to the domain's merchant", () => {
    expect(merchantActionOf(permission({ merchant: BD, domainMerchant: 'BD' }), 'MX', undefined)).toEqual({ type: 'switch', merchant: BD });
    expect(merchantActionOf(permission({ merchant: BD, domainMerchant: 'BD' }), null, undefined)).toEqual({ type: 'switch', merchant: BD });
  });

  it("picks the merchant of the visitor's country when none is stored", () => {
    expect(merchantActionOf(permission({ country: 'MX' }), null, merchants)).toEqual({ type: 'switch', merchant: MX });
    expect(merchantActionOf(permission({ country: 'BR' }), null, merchants)).toEqual({ type: 'remember', merchant: BR });
  });

  it('asks when the country is unknown or has no merchant', () => {
    expect(merchantActionOf(permission({ country: null }), null, merchants)).toEqual({ type: 'ask' });
    expect(merchantActionOf(permission({ country: 'FR' }), null, merchants)).toEqual({ type: 'ask' });
    expect(merchantActionOf(permission({ country: 'FR' }), null, undefined)).toEqual({ type: 'wait' });
  });

  it('lists the countries with their languages by their own names', () => {
    expect(regionCountries([BD], 'en')).toEqual([
      { code: 'BD', name: 'Bangladesh', currency: 'BDT', languages: [{ code: 'EN', nativeName: 'English' }, { code: 'BN', nativeName: 'বাংলা' }] },
    ]);
  });
});

describe('switching merchant', () => {
  it('stores the merchant, clears session storage and reloads to /', () => {
    sessionStorage.setItem('token', 'abc');
    const reload = vi.fn();
    switchMerchant(MX, 'es', reload);
    expect(reload).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(hasStoredMerchant()).toBe(true);
    expect(merchantCode()).toBe('MX');
    expect(storedMerchant()).toMatchObject({ currency: 'MXN', langList: ['EN', 'ES'] });
    expect(localStorage.getItem('language')).toBe('es');
  });

  it("falls back to English when the merchant lacks the language", () => {
    switchMerchant(BD, 'pt', vi.fn());
    expect(localStorage.getItem('language')).toBe('en');
    expect(languageOnMerchant(BD, 'bn-BD')).toBe('bn');
  });
});
