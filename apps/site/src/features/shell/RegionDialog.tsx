import { useTranslation } from 'react-i18next';
import { Dialog, LanguagePicker, Select, Stack } from '@croupier/ui';
import { languages } from '@croupier/i18n';
import { countryName } from '@croupier/i18n/format';
import { merchantCode } from '@/shared/merchant';
import { switchMerchant } from '@/shared/merchantSwitch';
import { changeLanguage } from '@/shared/language';
import { useMerchants } from '@/shared/system';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Region and language (spec §2 region select): the server's merchants by country and currency (choosing one
 * stores it, clears the session and reloads to /), and the UI language, which applies at once.
 */
export function RegionDialog({ open, onOpenChange }: Props) {
  const { t, i18n } = useTranslation();
  const merchants = useMerchants();
  const options = (merchants.data ?? []).map((m) => ({
    value: m.merchantCode,
    label: `${countryName(m.country, i18n.language, m.countryName)} · ${m.currency}`,
  }));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="small">
        <Dialog.Title>{t('region.title')}</Dialog.Title>
        <Dialog.Description>{t('region.description')}</Dialog.Description>
        <Stack space="medium">
          <Select
            label={t('system.countryCurrency')}
            options={options}
            value={options.length > 0 ? merchantCode() : undefined}
            disabled={options.length === 0}
            hint={t('system.switchNotice')}
            onValueChange={(code) => {
              const merchant = merchants.data?.find((m) => m.merchantCode === code);
              if (merchant && code !== merchantCode()) switchMerchant(merchant, i18n.language);
            }}
          />
          <LanguagePicker
            languages={[...languages]}
            value={i18n.language}
            onChange={changeLanguage}
            label={t('region.language')}
            hideLabel={false}
          />
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
