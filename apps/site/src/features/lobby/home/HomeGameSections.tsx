import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { HotGamesCarousel } from '@croupier/ui';
import type { GameType } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { games } from '@/shared/api';
import { categoryLabelKeys, useGameMenus } from '@/shared/gameMenus';
import { useIsLoggedIn } from '@/shared/session';
import { GameSection } from '../GameSection';
import { hotGamesQuery } from '../hotGames';
import { useLobbyMessages } from '../kitMessages';
import { LobbyTile, type TileGame } from '../LobbyTile';
import type { useFavourites } from '../useFavourites';
import { useRevealed, useStaggered } from './useStaggered';

/** Spec §2: the home's category sections, in this order, after recent games and the hot games carousel. */
const sectionTypes: readonly GameType[] = [
  'RNG',
  'CRASH',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'COCKFIGHT',
];

type Favourites = ReturnType<typeof useFavourites>;

function CategorySection({
  gameType,
  favourites,
  vendorNames,
}: {
  gameType: GameType;
  favourites: Favourites;
  vendorNames: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const list = useQuery(games.gameList({ gameType, pageNo: 1, language: i18n.language }));
  // react-query renders its updates at once; the section's tiles render in a transition instead, which
  // React splits into short tasks, so a section's data arriving does not block a tap (TBT)
  const content = useDeferredValue(list.data?.content);
  return (
    <GameSection
      title={t(categoryLabelKeys[gameType])}
      games={content ?? []}
      favourites={favourites}
      moreHref={paths.category.href(gameType)}
      vendorNames={vendorNames}
    />
  );
}

/** Vendor code -> name, for the tiles' vendor line. */
function useVendorNames(): ReadonlyMap<string, string> {
  // (the menus come deferred: their arrival renders in a transition)
  const menuData = useGameMenus().data;
  return useMemo(
    () =>
      new Map(
        (menuData ?? []).flatMap((m) =>
          m.vendors.map((v) => [v.vassalage, v.displayName] as const),
        ),
      ),
    [menuData],
  );
}

/**
 * The games at the top of home (spec §2): recent games (members), then the hot games carousel. Above the
 * fold on a phone and a laptop: what the operator sells comes first.
 */
export function HomeHotGames({ favourites }: { favourites: Favourites }) {
  const { t, i18n } = useTranslation();
  const isLogin = useIsLoggedIn();
  const messages = useLobbyMessages();
  const vendorNames = useVendorNames();
  const recent = useQuery({ ...games.recentGames({ language: i18n.language }), enabled: isLogin });
  const hot = useQuery(hotGamesQuery(i18n.language));
  const hotGames = useDeferredValue(hot.data);
  // one function while the favourites and vendor names stay: the carousel then keeps its tiles as they are
  const renderTile = useCallback(
    (game: TileGame, { priority }: { priority: boolean }) => (
      <LobbyTile
        game={game}
        favourites={favourites}
        vendorName={vendorNames.get(game.vassalage)}
        priority={priority}
      />
    ),
    [favourites, vendorNames],
  );
  return (
    <>
      {isLogin ? (
        <GameSection
          title={t('lobby.home.recent')}
          games={recent.data?.content ?? []}
          favourites={favourites}
          moreHref={paths.recent.href()}
          vendorNames={vendorNames}
        />
      ) : null}
      <HotGamesCarousel
        games={hotGames ?? []}
        loading={hot.isPending || hotGames !== hot.data}
        messages={messages.hotGames}
        // the first view's artwork loads at once, with priority: on home it is the largest paint
        renderTile={renderTile}
      />
    </>
  );
}

/** One section per category, their requests 300 ms apart (spec §9), built as the visitor nears them. */
export function HomeCategorySections({ favourites }: { favourites: Favourites }) {
  const vendorNames = useVendorNames();
  const released = useStaggered(sectionTypes.length);
  const { sentinel, revealed } = useRevealed(2, '300px');
  return (
    <>
      {sectionTypes.slice(0, Math.min(released, revealed)).map((gameType) => (
        <CategorySection
          key={gameType}
          gameType={gameType}
          favourites={favourites}
          vendorNames={vendorNames}
        />
      ))}
      {revealed < sectionTypes.length ? <div ref={sentinel} /> : null}
    </>
  );
}
