import { useTranslation } from 'react-i18next';
import { Button, Heading, Stack, Text } from '@croupier/ui';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack space="medium" align="start">
      <Heading level="1">{t('errors.not_found')}</Heading>
      <Text tone="muted">{t('errors.pageNotFound')}</Text>
      <Button asChild>
        <a href="/">{t('nav.home')}</a>
      </Button>
    </Stack>
  );
}
