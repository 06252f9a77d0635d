import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Box, Button, Heading, Stack, Text } from '@croupier/ui';

/** Anything a route throws lands here, translated, with a way back; never a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box as="main" padding="xlarge">
      <Stack space="medium" align="start">
        <Heading level="1">{t('errors.unknown_error')}</Heading>
        <Text tone="muted">{t('errors.pageFailed')}</Text>
        <Button onClick={() => window.location.assign('/')}>{t('nav.home')}</Button>
      </Stack>
    </Box>
  );
}
