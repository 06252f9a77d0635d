import type { RegionCountry } from './RegionModal';

/** The three merchants of spec §1. */
export const merchantCountries: RegionCountry[] = [
  {
    code: 'BR',
    name: 'Brazil',
    currency: 'BRL',
    languages: [
      { code: 'EN', nativeName: 'English' },
      { code: 'PT', nativeName: 'Português' },
    ],
  },
  {
    code: 'MX',
    name: 'Mexico',
    currency: 'MXN',
    languages: [
      { code: 'EN', nativeName: 'English' },
      { code: 'ES', nativeName: 'Español' },
    ],
  },
  {
    code: 'BD',
    name: 'Bangladesh',
    currency: 'BDT',
    languages: [
      { code: 'EN', nativeName: 'English' },
      { code: 'BN', nativeName: 'বাংলা' },
    ],
  },
];
