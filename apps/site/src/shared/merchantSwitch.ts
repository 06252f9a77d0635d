import { languageOnMerchant, rememberMerchant, type MerchantConfig } from './merchant';

/**
 * Choosing a country or currency (spec §1): store the merchant and the language (English when the merchant
 * lacks it), clear session storage, reload to the root.
 */
export function switchMerchant(config: MerchantConfig, language: string, reload: (url: string) => void = (url) => window.location.assign(url)): void {
  localStorage.setItem('language', languageOnMerchant(config, language));
  sessionStorage.clear();
  rememberMerchant(config);
  reload('/');
}
