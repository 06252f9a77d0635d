import { useTranslation } from 'react-i18next';
import { RegionModal, type RegionCountry } from '@croupier/ui';
import { findLanguage } from '@croupier/i18n';
import { countryName } from '@croupier/i18n/format';
import type { Merchant } from '@croupier/sdk';
import { switchMerchant } from '@/shared/merchantSwitch';

/** The merchants as the region modal lists them: country in the UI language, currency, languages by their own names. */
export function regionCountries(merchants: readonly Merchant[], language: string): RegionCountry[] {
  return merchants.map((m) => ({
    code: m.country,
    name: countryName(m.country, language, m.countryName),
    currency: m.currency,
    languages: m.langList.map((code) => ({ code, nativeName: findLanguage(code)?.nativeName ?? code })),
  }));
}

/** Spec §2 region modal: must be answered (no stored country, location unknown or without a merchant). */
export function RegionChoiceModal({ merchants }: { merchants: readonly Merchant[] }) {
  const { t, i18n } = useTranslation();
  return (
    <RegionModal
      open
      dismissible={false}
      countries={regionCountries(merchants, i18n.language)}
      onSubmit={({ country, language }) => {
        const merchant = merchants.find((m) => m.country === country);
        if (merchant) switchMerchant(merchant, language);
      }}
      messages={{
        title: t('system.regionTitle'),
        description: t('system.regionDescription'),
        submit: t('system.regionSubmit'),
        currency: t('system.regionCurrency'),
      }}
    />
  );
}
