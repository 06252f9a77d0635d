import { storageValue } from './storage';

/** The merchant (spec §1): kept in local storage, Brazil by default; mirrored in session storage. */
export const defaultMerchantCode = 'BR';
const stored = storageValue(() => localStorage, 'merchant');

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

/** Each merchant's currency (spec §1), for amounts shown before anyone logs in. */
const merchantCurrencies: Readonly<Record<string, string>> = { BR: 'BRL', MX: 'MXN', BD: 'BDT' };

export function merchantCurrency(code = merchantCode()): string {
  return merchantCurrencies[code] ?? 'BRL';
}
