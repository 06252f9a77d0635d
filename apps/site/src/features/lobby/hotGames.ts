import { queryOptions } from '@tanstack/react-query';
import { games } from '@/shared/api';
import { merchantCode } from '@/shared/merchant';
import { queryClient } from '@/shared/queryClient';
import { sessionCached } from '@/shared/sessionCache';

/** The hot games, cached in session storage under HOT_GAMES (spec §3 session keys, §9). */
export const hotGamesQuery = (language: string) =>
  queryOptions({
    queryKey: ['HOT_GAMES', merchantCode(), language],
    queryFn: () =>
      sessionCached(`HOT_GAMES:${merchantCode()}:${language}`, () =>
        queryClient.fetchQuery(games.hotGames({ language, merchantCode: merchantCode() })),
      ),
    staleTime: Infinity,
  });
