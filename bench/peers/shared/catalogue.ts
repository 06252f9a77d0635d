// The lobby's data, fetched as Croupier's /rng lobby fetches it (apps/site/src/features/lobby/catalogue.ts
// through packages/sdk games.catalogue): GET /wps/game/catalogue?language=en with Accept-Language, the whole
// compact catalogue in one response, of which /rng shows the RNG games. The artwork URLs are the catalogue's
// own iconUrl (/api/art/games/<nodeId>?format=jpeg), the same JPEGs Croupier's tiles load.

export interface RngGame {
  nodeId: string;
  displayName: string;
  gameType: string;
  iconUrl: string;
}

/** The server draws every game's artwork at 400×400: tiles reserve that square before it loads. */
const ARTWORK_SIZE = 400;

let request: Promise<RngGame[]> | undefined;

/**
 * The catalogue's RNG games, requested once per page load: main.tsx starts the request before React renders
 * (as Croupier's route loader prefetches it), and the grid reads the same promise with `use`.
 */
export function loadRngGames(): Promise<RngGame[]> {
  request ??= fetch('/wps/game/catalogue?language=en', { headers: { 'Accept-Language': 'en' } })
    .then((response) => {
      if (!response.ok) throw new Error(`game catalogue: HTTP ${response.status}`);
      return response.json() as Promise<{ value: { games: RngGame[] } }>;
    })
    .then((body) => body.value.games.filter((game) => game.gameType === 'RNG'));
  return request;
}

/** The games whose name holds what was typed, case-insensitive; all of them for an empty query. */
export function gamesNamed(games: RngGame[], query: string): RngGame[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return games;
  return games.filter((game) => game.displayName.toLocaleLowerCase().includes(wanted));
}

/** Where a tile leads: a game page this minimal lobby does not have (its server answers with the lobby). */
export const playHref = (game: RngGame) => `/play/${encodeURIComponent(game.nodeId)}`;

/**
 * A tile's artwork attributes (besides its empty alt: the tile's name says it): the square reserved before the
 * image loads, and the first row's artwork, the LCP on a phone, loaded at once with high priority; every
 * other row's lazily.
 */
export const artworkAttributes = (game: RngGame, firstRow: boolean) =>
  ({
    src: game.iconUrl,
    width: ARTWORK_SIZE,
    height: ARTWORK_SIZE,
    loading: firstRow ? 'eager' : 'lazy',
    fetchPriority: firstRow ? 'high' : 'auto',
    decoding: 'async',
  }) as const;
