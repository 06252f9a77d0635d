import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Dialog,
  JackpotCounter,
  NoticeMarquee,
  PromotionCarousel,
  Stack,
  Text,
  WinnersBoard,
  type Notice,
} from '@croupier/ui';
import { paths } from '@/config/paths';
import { games, lobby } from '@/shared/api';
import { localeOf } from '@/shared/language';
import { useLoginFlags } from '@/shared/member';
import { merchantCurrency } from '@/shared/merchant';
import { useCdnUrls } from '@/shared/system';
import { withArtImages } from '@/shared/cdnUrl';
import { GameSection } from '../GameSection';
import { GameStartProvider } from '../GameStart';
import { useLobbyMessages } from '../kitMessages';
import { useFavourites } from '../useFavourites';
import { useRevealed } from './useStaggered';
import { HomeCategorySections, HomeHotGames } from './HomeGameSections';
import { HomePopups } from './HomePopups';
import { PopularGames } from './PopularGames';

/**
 * The home lobby under the greeting and banners (spec §2): the games first (recent, hot), then notices,
 * promotions, jackpot, biggest wins, jackpot games and the category sections.
 */
export function HomeLobby() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { member } = useLoginFlags();
  const favourites = useFavourites();
  const messages = useLobbyMessages();
  const currency = member?.currency ?? merchantCurrency();
  const locale = localeOf(member);
  const notices = useQuery(lobby.notices({ language }));
  const promotions = useQuery(lobby.homePromotions({ language }));
  const winners = useQuery(games.rankList({ language }));
  const jackpotGames = useQuery(games.jackpotGames({ language }));
  const [notice, setNotice] = useState<Notice & { content?: string }>();
  const { art } = useCdnUrls();
  const { sentinel, revealed } = useRevealed(1, '200px');

  const below = [
    <PromotionCarousel
      key="promotions"
      promotions={(promotions.data ?? []).map((p) => ({
        ...withArtImages(p, art),
        href: paths.promotions.href(p.id),
      }))}
      loading={promotions.isPending}
      moreHref={paths.promotions.href()}
      messages={messages.promotions}
    />,
    <PopularGames key="popular" favourites={favourites} />,
    <JackpotCounter
      key="jackpot"
      currency={currency}
      locale={locale}
      messages={messages.jackpot}
    />,
    <WinnersBoard
      key="winners"
      entries={(winners.data?.list ?? []).map((winner) => ({ ...winner, iconUrl: art(winner.iconUrl) }))}
      currency={winners.data?.list[0]?.currency ?? currency}
      locale={locale}
      loading={winners.isPending}
      messages={messages.winners}
    />,
    <GameSection
      key="jackpotGames"
      title={t('lobby.home.jackpotGames')}
      games={jackpotGames.data ?? []}
      favourites={favourites}
    />,
    <HomeCategorySections key="sections" favourites={favourites} />,
  ];

  return (
    // every tile here starts its game through one provider (spec §4)
    <GameStartProvider>
      <Stack space="xlarge">
        <HomeHotGames favourites={favourites} />
        <NoticeMarquee
          notices={notices.data ?? []}
          loading={notices.isPending}
          onSelect={(n) => setNotice(notices.data?.find((x) => x.id === n.id))}
          messages={messages.notices}
        />
        {/* below the fold, block by block as the visitor nears it: no carousel or counter runs unseen */}
        {below.slice(0, revealed)}
        {revealed < below.length ? <div ref={sentinel} /> : null}
        <HomePopups />
        <Dialog.Root
          open={notice !== undefined}
          onOpenChange={(open) => (open ? undefined : setNotice(undefined))}
        >
          <Dialog.Content>
            <Dialog.Title>{notice?.title}</Dialog.Title>
            <Text as="p">{notice?.content}</Text>
          </Dialog.Content>
        </Dialog.Root>
      </Stack>
    </GameStartProvider>
  );
}
