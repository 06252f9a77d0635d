import { use, useEffect, useMemo } from 'react';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { gamesKeys, type CompactGame } from '@croupier/sdk';
import { games } from '@/shared/api';
import { queryClient } from '@/shared/queryClient';
import { whenIdle } from '@/shared/idle';
import { isWithheld, releaseWithheld } from '@/shared/serverRendered';
import { buildSearchIndex } from './search';

/** Performance marks the lobby bench reads (bench/lobby.mjs). */
export const lobbyMarks = {
  data: 'lobby:data',
  page: 'lobby:page',
  grid: 'lobby:grid',
  input: 'lobby:search-input',
  results: 'lobby:search-results',
} as const;

/**
 * Sets one of the bench's marks, in the browser only: a server's render of a lobby page runs the catalogue's query
 * and the page's first render too, and Node keeps every mark for good (one more a render, never cleared).
 */
export const markLobby = (name: (typeof lobbyMarks)[keyof typeof lobbyMarks]): void => {
  if (typeof window !== 'undefined') performance.mark(name);
};

/** The whole catalogue, compact, kept an hour: the game lists and the instant search filter it locally. */
function catalogueOptions(language: string) {
  const base = games.catalogue({ language });
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async (context) => {
      const value = await base.queryFn(context);
      markLobby(lobbyMarks.data);
      return value;
    },
    staleTime: 60 * 60 * 1000,
  });
}

/** For route loaders: start loading while the page's code loads. */
export const prefetchCatalogue = (language: string) =>
  queryClient.prefetchQuery(catalogueOptions(language));

/** The catalogue's queries (any language): a server's render uses it, but leaves it out of the page. */
export const isCatalogueQuery = (queryKey: QueryKey): boolean =>
  gamesKeys.catalogue.every((part, index) => queryKey[index] === part);

let arrival: Promise<void> | undefined;
/** Settles once the catalogue has loaded or failed, and from then on the page renders as usual. */
const catalogueArrival = (language: string) =>
  (arrival ??= queryClient
    .ensureQueryData(catalogueOptions(language))
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => releaseWithheld('catalogue')));

/** `make`'s value, made on the first call only. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function useCatalogue(language: string) {
  const query = useQuery(catalogueOptions(language));
  // The server rendered this page with the games the catalogue gives (src/ssr): while it is on its way, wait
  // (the server's markup stays on screen) rather than render a skeleton over the tiles.
  if (query.data === undefined && isWithheld('catalogue')) use(catalogueArrival(language));
  // here before the page needed to wait for it (the route's loader asked first): the page is whole all the same
  useEffect(() => {
    if (query.data !== undefined) releaseWithheld('catalogue');
  }, [query.data]);
  const all: CompactGame[] | undefined = query.data?.games;
  // Built when the first keystroke needs it, or once the browser is idle: not in the task that shows the games.
  const index = useMemo(() => (all ? once(() => buildSearchIndex(all)) : undefined), [all]);
  useEffect(() => (index ? whenIdle(index) : undefined), [index]);
  return { query, all, index };
}
