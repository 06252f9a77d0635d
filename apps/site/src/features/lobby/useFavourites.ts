import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gamesKeys, type GameType } from '@croupier/sdk';
import { games, gamesMutations } from '@/shared/api';
import { useIsLoggedIn } from '@/shared/session';

interface FavouriteTarget {
  nodeId: string;
  vassalage: string;
  gameType: GameType;
}

/** The member's favourites as a set of nodeIds, and the toggle (spec §4: add when absent, else remove). */
export function useFavourites() {
  const isLogin = useIsLoggedIn();
  const queryClient = useQueryClient();
  const list = useQuery({ ...games.favoriteGamesList(), enabled: isLogin });
  const ids = useMemo(() => new Set((list.data ?? []).map((f) => f.nodeId)), [list.data]);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: gamesKeys.favoriteGamesList }),
      queryClient.invalidateQueries({ queryKey: gamesKeys.favoriteGames }),
    ]);
  const add = useMutation({ ...gamesMutations.addFavoriteGame(), onSettled: refresh });
  const remove = useMutation({ ...gamesMutations.removeFavoriteGame(), onSettled: refresh });
  const { mutate: addMutate } = add;
  const { mutate: removeMutate } = remove;
  // GameTile already throttles its heart to one toggle per 1000 ms (spec §9).
  const toggle = useCallback(
    (game: FavouriteTarget, favourite: boolean) => {
      const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      if (favourite) addMutate(body);
      else removeMutate(body);
    },
    [addMutate, removeMutate],
  );
  // one object while nothing in it changes: tiles and the carousel's tile function keep theirs
  return useMemo(() => ({ isLogin, ids, toggle }), [isLogin, ids, toggle]);
}
