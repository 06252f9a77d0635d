import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompactGame } from '@croupier/sdk';
import { games } from '@/shared/api';
import { queryClient } from '@/shared/queryClient';
import { buildSearchIndex } from './search';

/** Performance marks the lobby bench reads (bench/lobby.mjs). */
export const lobbyMarks = {
  data: 'lobby:data',
  grid: 'lobby:grid',
  input: 'lobby:search-input',
  results: 'lobby:search-results',
} as const;

/** The whole catalogue, compact, kept an hour: the game lists and the instant search filter it locally. */
function catalogueOptions(language: string) {
  const base = games.catalogue({ language });
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async (context) => {
      const value = await base.queryFn(context);
      performance.mark(lobbyMarks.data);
      return value;
    },
    staleTime: 60 * 60 * 1000,
  });
}

/** For route loaders: start loading while the page's code loads. */
export const prefetchCatalogue = (language: string) =>
  queryClient.prefetchQuery(catalogueOptions(language));

export function useCatalogue(language: string) {
  const query = useQuery(catalogueOptions(language));
  const all: CompactGame[] | undefined = query.data?.games;
  const index = useMemo(() => (all ? buildSearchIndex(all) : undefined), [all]);
  return { query, all, index };
}
