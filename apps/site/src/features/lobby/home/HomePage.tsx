import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, Inline, LobbyHero, Skeleton, Stack, Text } from '@croupier/ui';
import { authDialog } from '@/shared/authDialog';
import { useIsLoggedIn } from '@/shared/session';
import { lazyIsland } from '@/shared/island';

// The greeting needs the member's details (and so the API client): loaded only for members.
const MemberWelcome = lazyIsland(() => import('./MemberWelcome').then((m) => m.MemberWelcome));
// The banners and the lobby below (games, notices, winners, sections) need the SDK and the carousels: one
// chunk of their own (one entry in the first script's preload map), so the greeting (the largest paint on
// a phone) never waits for them.
const homeIslands = () => import('./homeIslands');
const HomeBanners = lazyIsland(() => homeIslands().then((m) => m.HomeBanners));
const HomeLobby = lazyIsland(() => homeIslands().then((m) => m.HomeLobby));

/**
 * Home (spec §2), games first: a compact greeting beside (on a phone, above) the banners, then the hot
 * games in the first screen, then the rest of the lobby.
 */
export function HomePage() {
  const { t } = useTranslation();
  const isLogin = useIsLoggedIn();
  const title = <Heading level="1">{t('home.title')}</Heading>;
  const welcome = (
    <Box
      background="surfaceRaised"
      borderRadius="large"
      padding="medium"
      boxShadow="medium"
    >
      <Stack space="medium" align="start">
        {isLogin ? (
          <Suspense fallback={title}>
            <MemberWelcome fallback={title} />
          </Suspense>
        ) : (
          title
        )}
        {/* the lead is the largest paint on a phone: it shows prerendered, before any script */}
        <Text tone="muted" size="large">
          {isLogin ? t('home.memberLead') : t('home.lead')}
        </Text>
        {isLogin ? null : (
          <Inline space="small">
            <Button variant="gold" onClick={() => authDialog.open('register')}>
              {t('home.join')}
            </Button>
            <Button variant="secondary" onClick={() => authDialog.open('login')}>
              {t('header.login')}
            </Button>
          </Inline>
        )}
      </Stack>
    </Box>
  );
  return (
    <Stack space="large">
      <LobbyHero
        welcome={welcome}
        // the hero keeps the banners' room while their island loads: nothing below jumps
        feature={<HomeBanners />}
      />
      {/* the lobby's room is kept while it loads, so nothing below (the footer) jumps when it arrives */}
      <Suspense fallback={<Skeleton height="28rem" />}>
        <HomeLobby />
      </Suspense>
    </Stack>
  );
}
