// The catalogue as the lobby reads it, computed in memory from one load: lists, hot and jackpot games,
// vendors, lanes and menus. 5,000 games filter in well under a millisecond; a database round trip does not.
import {
  gameArtUrl,
  GAME_TYPES,
  toGame,
  toPage,
  vendorLogoUrl,
  type Game,
  type GameClassify,
  type GameType,
  type Page,
} from './model';
import type { loadCatalogue } from './service';

export interface GameListFilter {
  gameType?: GameType;
  gameClassify?: GameClassify;
  vassalage?: string;
  selection?: 'ALL' | 'NEW' | 'HOT';
}

type Loaded = Awaited<ReturnType<typeof loadCatalogue>>;
type Entry = { game: Game; hotRank: number | null; vendorSort: number; sort: number };

const byGameType = (a: GameType, b: GameType) => GAME_TYPES.indexOf(a) - GAME_TYPES.indexOf(b);

/** Vendor entries first, then hot games by popularity, then vendor order and the vendor's own order. */
function listOrder(a: Entry, b: Entry): number {
  const vendorEntry = Number(b.game.isGame === 'VASSALAGE') - Number(a.game.isGame === 'VASSALAGE');
  const hot = (a.hotRank ?? Infinity) - (b.hotRank ?? Infinity);
  return (
    vendorEntry ||
    hot ||
    a.vendorSort - b.vendorSort ||
    a.sort - b.sort ||
    (a.game.nodeId < b.game.nodeId ? -1 : 1)
  );
}

export function createCatalogueView(version: string, { rows, vendors }: Loaded) {
  const entries: Entry[] = rows
    .map((r) => ({
      game: toGame(r.game, r.vendorMaintenance),
      hotRank: r.game.hotRank,
      vendorSort: r.vendorSort,
      sort: r.game.sort,
    }))
    .sort(listOrder);
  const playable = entries.filter((e) => e.game.isGame === 'GAME');

  /** The matching games of each filter asked for: the view never changes, so each filters once. */
  const matchesOf = new Map<string, Game[]>();
  const MAX_FILTERS = 512;
  function matching(filter: GameListFilter): Game[] {
    const key = `${filter.gameType}|${filter.gameClassify}|${filter.vassalage}|${filter.selection}`;
    let games = matchesOf.get(key);
    if (games) return games;
    games = entries
      .filter(
        ({ game, hotRank }) =>
          (!filter.gameType || game.gameType === filter.gameType) &&
          (!filter.gameClassify || game.gameClassify === filter.gameClassify) &&
          // One vendor's list is its games, without the vendor entry that opened it.
          (!filter.vassalage || (game.vassalage === filter.vassalage && game.isGame === 'GAME')) &&
          (filter.selection !== 'NEW' || game.isNew) &&
          (filter.selection !== 'HOT' || hotRank !== null),
      )
      .map((e) => e.game);
    // Vendor codes come from the caller: the memo stays bounded however many are tried.
    if (matchesOf.size >= MAX_FILTERS) matchesOf.clear();
    matchesOf.set(key, games);
    return games;
  }

  function listGames(filter: GameListFilter, pageNo: number, pageSize: number): Page<Game> {
    const games = matching(filter);
    const start = (pageNo - 1) * pageSize;
    return toPage(games.slice(start, start + pageSize), pageNo, pageSize, games.length);
  }

  const hotGames = playable
    .filter((e) => e.hotRank !== null)
    .sort((a, b) => a.hotRank! - b.hotRank! || (a.game.nodeId < b.game.nodeId ? -1 : 1))
    .slice(0, 30)
    .map((e) => e.game);
  const playableByCode = new Map(playable.map((e) => [`${e.game.vassalage}|${e.game.gameCode}`, e.game]));
  const jackpotGames = entries.filter((e) => e.game.isJackpot).map((e) => e.game);

  // Per vendor and category: the lanes (spec §3 vendor lane) and the vendor list come from one pass.
  const lanes = new Map<
    GameType,
    {
      first: number;
      cards: Map<
        string,
        {
          vassalage: string;
          displayName: string;
          logoUrl: string;
          gameType: GameType;
          gameCount: number;
          maintenance: boolean;
        }
      >;
      classes: Map<GameClassify, string[]>;
    }
  >();
  for (const vendor of vendors) {
    for (const { game } of playable.filter((e) => e.game.vassalage === vendor.vassalage)) {
      const lane = lanes.get(game.gameType) ?? {
        first: vendor.sort,
        cards: new Map(),
        classes: new Map(),
      };
      const card = lane.cards.get(vendor.vassalage) ?? {
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        logoUrl: vendorLogoUrl(vendor.vassalage),
        gameType: game.gameType,
        gameCount: 0,
        maintenance: vendor.maintenance,
      };
      card.gameCount += 1;
      lane.cards.set(vendor.vassalage, card);
      if (game.gameClassify) {
        const withClass = lane.classes.get(game.gameClassify) ?? [];
        if (!withClass.includes(vendor.vassalage)) withClass.push(vendor.vassalage);
        lane.classes.set(game.gameClassify, withClass);
      }
      lanes.set(game.gameType, lane);
    }
  }
  /** The categories that have vendors, in vendor sorting order (spec §2 top nav): where their first vendor comes. */
  const vendorLanes = [...lanes]
    .sort(([a, la], [b, lb]) => la.first - lb.first || byGameType(a, b))
    .map(([title, lane]) => ({
      title,
      cards: [...lane.cards.values()],
      gameClassify: [...lane.classes].map(([key, withClass]) => ({ key, vendors: withClass })),
    }));
  const gameMenus = vendorLanes.map((lane) => ({
    gameType: lane.title,
    vendors: lane.cards.map(({ vassalage, displayName, logoUrl }) => ({
      vassalage,
      displayName,
      logoUrl,
    })),
  }));
  const vendorList = vendors
    .map((vendor) => ({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      logoUrl: vendorLogoUrl(vendor.vassalage),
      sort: vendor.sort,
      gameTypes: vendorLanes
        .filter((l) => l.cards.some((c) => c.vassalage === vendor.vassalage))
        .map((l) => l.title)
        .sort(byGameType),
      maintenance: vendor.maintenance,
    }))
    .filter((vendor) => vendor.gameTypes.length > 0);

  /** Every game in compact form (the instant search), in vendor order. */
  const compact = (gameType?: GameType) =>
    rows
      .filter((r) => !gameType || r.game.gameType === gameType)
      .map(({ game }) => ({
        nodeId: game.nodeId,
        displayName: game.displayName,
        vassalage: game.vassalage,
        gameType: game.gameType as GameType,
        gameCode: game.gameCode,
        isGame: game.isGame as Game['isGame'],
        iconUrl: gameArtUrl(game.nodeId),
        isHot: game.hotRank === null ? (0 as const) : (1 as const),
      }));

  return {
    version,
    listGames,
    hotGames: () => hotGames,
    /** A playable game by its vendor and code (how a bet record names it). */
    gameByCode: (vassalage: string, gameCode: string) => playableByCode.get(`${vassalage}|${gameCode}`),
    jackpotGames: (limit: number) => jackpotGames.slice(0, limit),
    vendors: () => vendorList,
    vendorLanes: () => vendorLanes,
    gameMenus: () => gameMenus,
    compact,
  };
}

export type CatalogueView = ReturnType<typeof createCatalogueView>;
