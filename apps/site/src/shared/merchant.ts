import { storageValue } from './storage';

/** The merchant (spec §1): kept in local storage, Brazil by default; mirrored in session storage. */
export const defaultMerchantCode = 'BR';
const stored = storageValue(() => localStorage, 'merchant');

export function merchantCode(): string {
  const code = stored.get() ?? defaultMerchantCode;
  if (sessionStorage.getItem('merchantCode') !== code) sessionStorage.setItem('merchantCode', code);
  return code;
}

const brands: Record<string, 'brazil' | 'mexico' | 'bangladesh'> = { BR: 'brazil', MX: 'mexico', BD: 'bangladesh' };

/** Each merchant has its brand theme (one per country). */
export function brandOf(code = merchantCode()): 'brazil' | 'mexico' | 'bangladesh' {
  return brands[code] ?? 'brazil';
}
