import { useTranslation } from 'react-i18next';
import { Box, Grid, Heading, Link, Stack, Text } from '@croupier/ui';
import { paths } from '@/config/paths';
import { LoginForm } from './LoginForm';

/** /agent (spec §2): the agent login landing page in the agent layout; only agents get in (error_not_agent). */
export function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <Box as="main" background="background" padding="large" height="full">
      <Grid columns={[1, 1, 3]}>
        <Box />
        <Box background="surface" borderRadius="large" padding="large" boxShadow="small">
          <Stack space="large">
            <Stack space="small">
              <Heading level="1">{t('session.agent.title')}</Heading>
              <Text tone="muted">{t('session.agent.description')}</Text>
            </Stack>
            <LoginForm agentPage />
            <Link href={paths.home.href()}>{t('session.agent.backToSite')}</Link>
          </Stack>
        </Box>
      </Grid>
    </Box>
  );
}
