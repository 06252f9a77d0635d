import { useQuery } from '@tanstack/react-query';
import type { GameType } from '@croupier/sdk';
import { games } from '@/shared/api';
import { useIsLoggedIn } from '@/shared/session';
import type { TileGame } from '../LobbyTile';
import type { Selection } from './SelectionFilter';

/**
 * The games a selection shows that the catalogue alone cannot: NEW from the server's game list, FAV and
 * RECENT from the member's own lists (spec §3, §9 page sizes). ALL and HOT come from the catalogue.
 */
export function useSelectionGames(
  selection: Selection,
  gameType: GameType,
  vassalage: string | undefined,
  language: string,
) {
  const isLogin = useIsLoggedIn();
  const newGames = useQuery({
    ...games.gameList({
      gameType,
      vassalage,
      selection: 'NEW',
      pageNo: 1,
      pageSize: 100,
      language,
    }),
    enabled: selection === 'NEW',
  });
  const favourites = useQuery({
    ...games.favoriteGames({ gameType, language }),
    enabled: selection === 'FAV' && isLogin,
  });
  const recent = useQuery({
    ...games.recentGames({ gameType, language }),
    enabled: selection === 'RECENT' && isLogin,
  });
  const byVendor = (list: TileGame[] | undefined) =>
    list && (vassalage ? list.filter((g) => g.vassalage === vassalage) : list);
  if (selection === 'NEW') return { games: newGames.data?.content, loading: newGames.isPending };
  if (selection === 'FAV')
    return { games: byVendor(favourites.data?.content), loading: isLogin && favourites.isPending };
  if (selection === 'RECENT')
    return { games: byVendor(recent.data?.content), loading: isLogin && recent.isPending };
  return undefined;
}
