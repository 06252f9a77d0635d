import { useSyncExternalStore } from 'react';
import { storageValue } from './storage';

/** The merchant (spec §1): kept in local storage, Brazil by default; mirrored in session storage. */
export const defaultMerchantCode = 'BR';
const stored = storageValue(() => localStorage, 'merchant');
const storedConfig = storageValue(() => localStorage, 'merchantConfig');

export function merchantCode(): string {
  const code = stored.get() ?? defaultMerchantCode;
  if (sessionStorage.getItem('merchantCode') !== code) sessionStorage.setItem('merchantCode', code);
  return code;
}

/** Each merchant has its brand theme (one per country); also inlined into index.html by vite.config.ts. */
export const merchantBrands: Readonly<Record<string, 'brazil' | 'mexico' | 'bangladesh'>> = { BR: 'brazil', MX: 'mexico', BD: 'bangladesh' };

export function brandOf(code = merchantCode()): 'brazil' | 'mexico' | 'bangladesh' {
  return merchantBrands[code] ?? 'brazil';
}

/** A merchant config as the server gives it (GET /wps/system/merchants); the site keeps the chosen one. */
export interface MerchantConfig {
  merchantCode: string;
  country: string;
  countryName: string;
  currency: string;
  langList: string[];
}

/** Whether the visitor (or a domain) has chosen a country yet: the region modal asks when not (spec §2). */
export const hasStoredMerchant = (): boolean => stored.get() !== null;

/**
 * `hasStoredMerchant` that re-renders when the merchant is remembered (a located visitor's, or a domain's).
 * A server's render is a first visit's page (src/ssr): no region chosen yet.
 */
export const useHasStoredMerchant = (): boolean =>
  useSyncExternalStore(stored.subscribe, hasStoredMerchant, () => false);

/** The chosen merchant's config from the server, when it has been stored. */
export function storedMerchant(): MerchantConfig | undefined {
  try {
    const config = JSON.parse(storedConfig.get() ?? 'null') as MerchantConfig | null;
    return config?.merchantCode === merchantCode() ? config : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the server's config of the chosen merchant fresh, without a reload. */
export function rememberMerchant(config: MerchantConfig): void {
  const { merchantCode: code, country, countryName, currency, langList } = config;
  stored.set(code);
  storedConfig.set(JSON.stringify({ merchantCode: code, country, countryName, currency, langList }));
  sessionStorage.setItem('merchantCode', code);
  sessionStorage.setItem('merchant', storedConfig.get()!);
}

/** The language to use on a merchant: the chosen one when the merchant offers it, else English (spec §4). */
export const languageOnMerchant = (config: Pick<MerchantConfig, 'langList'>, language: string): string =>
  config.langList.some((code) => code.toLowerCase() === language.toLowerCase().split('-')[0]) ? language.toLowerCase().split('-')[0]! : 'en';
/** Each merchant's currency (spec §1), for amounts shown before anyone logs in. */
const merchantCurrencies: Readonly<Record<string, string>> = { BR: 'BRL', MX: 'MXN', BD: 'BDT' };

export function merchantCurrency(code = merchantCode()): string {
  return storedMerchant()?.currency ?? merchantCurrencies[code] ?? 'BRL';
}
