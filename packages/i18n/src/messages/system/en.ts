// System status pages and the region choice (spec §1, §4, §8).
export const system = {
  maintenanceTitle: 'Under maintenance',
  maintenanceText: 'We are upgrading the platform to serve you better. Please come back soon, or contact customer service.',
  regionBlockedTitle: 'Access restricted',
  regionBlockedText: 'Our service is not available in your region. If you think this is a mistake, please contact customer service.',
  yourIp: 'Your IP',
  domainCheckFailedTitle: 'Invalid URL',
  domainCheckFailedText: 'Invalid URL, please contact customer service',
  contactSupport: 'Customer service',
  social: 'Follow us',
  regionTitle: 'Choose your region',
  regionDescription: 'Pick a language: it sets your country and currency.',
  regionSubmit: 'Confirm',
  regionCurrency: 'Currency {currency}',
  countryCurrency: 'Country and currency',
  switchNotice: 'Changing the country reloads the site in its currency and signs you out.',
};
