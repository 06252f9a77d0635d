import { useTranslation } from 'react-i18next';
import { Dialog, LanguagePicker, Stack } from '@croupier/ui';
import { languages } from '@croupier/i18n';
import { changeLanguage } from '@/shared/language';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Region and language (spec §2 region select): the language applies at once and is remembered. */
export function RegionDialog({ open, onOpenChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="small">
        <Dialog.Title>{t('region.title')}</Dialog.Title>
        <Dialog.Description>{t('region.description')}</Dialog.Description>
        <Stack space="medium">
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
