import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { GameGrid, Heading, Stack } from '@croupier/ui';
import { paths } from '@/config/paths';
import { games } from '@/shared/api';
import { useLobbyMessages } from '../kitMessages';
import { GameStartProvider } from '../GameStart';
import { LobbyTile } from '../LobbyTile';
import { useFavourites } from '../useFavourites';

/** /favorite and /recent (spec §2 account game lists): the member's favourites (up to 999) or last 20 games. */
export function AccountGamesPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const favouritePage = pathname.toLowerCase() === paths.favorite.path;
  const favourites = useFavourites();
  const messages = useLobbyMessages();
  const favouriteList = useQuery({
    ...games.favoriteGames({ language: i18n.language }),
    enabled: favouritePage,
  });
  const recentList = useQuery({
    ...games.recentGames({ language: i18n.language }),
    enabled: !favouritePage,
  });
  const list = favouritePage ? favouriteList : recentList;
  return (
    <GameStartProvider>
      <Stack space="large">
        <Heading level="1">
          {favouritePage ? t('lobby.account.favourites') : t('lobby.account.recent')}
        </Heading>
        <GameGrid
          games={list.data?.content ?? []}
          loading={list.isPending}
          messages={{
            ...messages.grid,
            emptyTitle: favouritePage
              ? t('lobby.account.noFavourites')
              : t('lobby.account.noRecent'),
            emptyDescription: favouritePage
              ? t('lobby.account.noFavouritesHint')
              : t('lobby.account.noRecentHint'),
          }}
          renderTile={(game, { priority }) => (
            <LobbyTile game={game} favourites={favourites} priority={priority} />
          )}
        />
      </Stack>
    </GameStartProvider>
  );
}
