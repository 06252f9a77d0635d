/** Texts the RegionModal writes itself, English by default; pass translations through its `messages` prop. */
export interface RegionModalMessages {
  title: string;
  description: string;
  submit: string;
  /** After the country's name in its legend; `{currency}` is the currency code. */
  currency: string;
}

export const regionModalMessages: RegionModalMessages = {
  title: 'Choose your region',
  description: 'Pick a language: it sets your country and currency.',
  submit: 'Confirm',
  currency: 'Currency {currency}',
};
