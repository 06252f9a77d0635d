import type { Merchant } from '../modules/system/service';

/** The three merchants of spec §1, one per country; Brazil is the default. */
export const MERCHANTS: readonly Merchant[] = [
  {
    merchantCode: 'BR',
    country: 'BR',
    countryName: 'Brazil',
    currency: 'BRL',
    langList: ['EN', 'PT'],
    isDefault: true,
  },
  {
    merchantCode: 'MX',
    country: 'MX',
    countryName: 'Mexico',
    currency: 'MXN',
    langList: ['EN', 'ES'],
    isDefault: false,
  },
  {
    merchantCode: 'BD',
    country: 'BD',
    countryName: 'Bangladesh',
    currency: 'BDT',
    langList: ['EN', 'BN'],
    isDefault: false,
  },
];
