import { useQuery } from '@tanstack/react-query';
import type { GameClassify, GameType } from '@croupier/sdk';
import { games } from '@/shared/api';
import { useIsLoggedIn } from '@/shared/session';
import type { TileGame } from '../LobbyTile';
import type { Selection } from './SelectionFilter';

/**
 * The games a selection shows that the catalogue alone cannot: NEW from the server's game list, FAV and
 * RECENT from the member's own lists (spec §3, §9 page sizes). ALL and HOT come from the catalogue, unless
 * a live game class is chosen: the compact catalogue has no classes, so the game list filters by it
 * (spec §7: the list takes gameClassify).
 */
export function useSelectionGames(
  selection: Selection,
  gameType: GameType,
  vassalage: string | undefined,
  language: string,
  gameClassify?: GameClassify,
) {
  const isLogin = useIsLoggedIn();
  const fromList =
    selection === 'NEW' || (Boolean(gameClassify) && (selection === 'ALL' || selection === 'HOT'));
  const listed = useQuery({
    ...games.gameList({
      gameType,
      vassalage,
      gameClassify,
      selection: selection === 'NEW' || selection === 'HOT' ? selection : undefined,
      pageNo: 1,
      pageSize: 100,
      language,
    }),
    enabled: fromList,
  });
  const favourites = useQuery({
    ...games.favoriteGames({ gameType, language }),
    enabled: selection === 'FAV' && isLogin,
  });
  const recent = useQuery({
    ...games.recentGames({ gameType, language }),
    enabled: selection === 'RECENT' && isLogin,
  });
  const mine = (list: TileGame[] | undefined) =>
    list?.filter(
      (g) =>
        (!vassalage || g.vassalage === vassalage) &&
        (!gameClassify || ('gameClassify' in g && g.gameClassify === gameClassify)),
    );
  if (fromList) return { games: listed.data?.content, loading: listed.isPending };
  if (selection === 'FAV')
    return { games: mine(favourites.data?.content), loading: isLogin && favourites.isPending };
  if (selection === 'RECENT')
    return { games: mine(recent.data?.content), loading: isLogin && recent.isPending };
  return undefined;
}
