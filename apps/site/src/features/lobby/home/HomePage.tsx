import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, Inline, Skeleton, Stack, Text } from '@croupier/ui';
import { authDialog } from '@/shared/authDialog';
import { useIsLoggedIn } from '@/shared/session';
import { lazyIsland } from '@/shared/island';

// The greeting needs the member's details (and so the API client): loaded only for members.
const MemberWelcome = lazyIsland(() => import('./MemberWelcome').then((m) => m.MemberWelcome));
// The lobby below the greeting (banners, notices, winners, game sections) needs the SDK and the carousels:
// its own chunk, so the greeting (the largest paint) never waits for it.
const HomeLobby = lazyIsland(() => import('./HomeLobby').then((m) => m.HomeLobby));

/** Home (spec §2): the greeting first, then the lobby: banners, notices, promotions, jackpot, winners and game sections. */
export function HomePage() {
  const { t } = useTranslation();
  const isLogin = useIsLoggedIn();
  const title = <Heading level="1">{t('home.title')}</Heading>;
  return (
    <Stack space="xlarge">
      <Box
        background="surfaceRaised"
        borderRadius="large"
        padding={{ mobile: 'large', desktop: 'xxlarge' }}
        boxShadow="medium"
      >
        <Stack space="large" align="start">
          <Text tone="gold" weight="strong" size="small">
            {t('home.eyebrow')}
          </Text>
          {isLogin ? (
            <Suspense fallback={title}>
              <MemberWelcome fallback={title} />
            </Suspense>
          ) : (
            title
          )}
          {/* the lead is the largest paint on a phone: it shows prerendered, before any script */}
          <Text tone="muted" size="xlarge">
            {isLogin ? t('home.memberLead') : t('home.lead')}
          </Text>
          {isLogin ? null : (
            <Inline space="small">
              <Button size="large" variant="gold" onClick={() => authDialog.open('register')}>
                {t('home.join')}
              </Button>
              <Button size="large" variant="secondary" onClick={() => authDialog.open('login')}>
                {t('header.login')}
              </Button>
            </Inline>
          )}
        </Stack>
      </Box>
      {/* the lobby's room is kept while it loads, so nothing below (the footer) jumps when it arrives */}
      <Suspense fallback={<Skeleton height="28rem" />}>
        <HomeLobby />
      </Suspense>
    </Stack>
  );
}
