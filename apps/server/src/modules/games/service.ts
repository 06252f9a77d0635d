// Catalogue reads: game lists and pages, hot and jackpot games, vendors, lanes and menus.
import { and, asc, count, eq, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import {
  GAME_TYPES,
  toGame,
  toPage,
  vendorLogoUrl,
  type Game,
  type GameClassify,
  type GameType,
  type Page,
} from './model';
import { games, gameVendors, type GameRow } from './tables';

export interface GameListFilter {
  gameType?: GameType;
  gameClassify?: GameClassify;
  vassalage?: string;
  selection?: 'ALL' | 'NEW' | 'HOT';
}

/** Games with their vendor; the vendor's maintenance closes the game too. */
export const gamesWithVendor = (db: Db) =>
  db
    .select({
      game: games,
      vendorMaintenance: gameVendors.maintenance,
      vendorSort: gameVendors.sort,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.vassalage, games.vassalage));

type Joined = { game: GameRow; vendorMaintenance: boolean };
export const toGames = (rows: Joined[]): Game[] =>
  rows.map((r) => toGame(r.game, r.vendorMaintenance));

/** Vendor entries first, then hot games by popularity, then each vendor's own order. */
const listOrder = [
  sql`case when ${games.isGame} = 'VASSALAGE' then 0 else 1 end`,
  sql`${games.hotRank} asc nulls last`,
  asc(gameVendors.sort),
  asc(games.sort),
  asc(games.nodeId),
];

function listWhere(filter: GameListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.gameType && eq(games.gameType, filter.gameType),
    filter.gameClassify && eq(games.gameClassify, filter.gameClassify),
    // One vendor's list is its games, without the vendor entry that opened it.
    filter.vassalage
      ? and(eq(games.vassalage, filter.vassalage), eq(games.isGame, 'GAME'))
      : undefined,
    filter.selection === 'NEW' ? eq(games.isNew, true) : undefined,
    filter.selection === 'HOT' ? isNotNull(games.hotRank) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export async function listGames(
  db: Db,
  filter: GameListFilter,
  pageNo: number,
  pageSize: number,
): Promise<Page<Game>> {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    gamesWithVendor(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return toPage(toGames(rows), pageNo, pageSize, total?.n ?? 0);
}

export async function hotGames(db: Db, limit = 30): Promise<Game[]> {
  const rows = await gamesWithVendor(db)
    .where(and(isNotNull(games.hotRank), eq(games.isGame, 'GAME')))
    .orderBy(asc(games.hotRank), asc(games.nodeId))
    .limit(limit);
  return toGames(rows);
}

export async function jackpotGames(db: Db, limit: number): Promise<Game[]> {
  const rows = await gamesWithVendor(db)
    .where(eq(games.isJackpot, true))
    .orderBy(sql`${games.hotRank} asc nulls last`, asc(gameVendors.sort), asc(games.sort))
    .limit(limit);
  return toGames(rows);
}

export async function findGame(db: Db, nodeId: string): Promise<Game | undefined> {
  const [row] = await gamesWithVendor(db).where(eq(games.nodeId, nodeId));
  return row && toGame(row.game, row.vendorMaintenance);
}

/** Per vendor and category (and live game class), how many games there are: lanes, menus and vendors come from it. */
async function vendorTypeCounts(db: Db) {
  const rows = await db
    .select({
      vassalage: games.vassalage,
      gameType: games.gameType,
      gameClassify: games.gameClassify,
      n: count(),
      displayName: gameVendors.displayName,
      sort: gameVendors.sort,
      maintenance: gameVendors.maintenance,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.vassalage, games.vassalage))
    .where(eq(games.isGame, 'GAME'))
    .groupBy(
      games.vassalage,
      games.gameType,
      games.gameClassify,
      gameVendors.displayName,
      gameVendors.sort,
      gameVendors.maintenance,
    );
  return rows.sort((a, b) => a.sort - b.sort);
}

export async function listVendors(db: Db) {
  const rows = await vendorTypeCounts(db);
  const byVendor = new Map<
    string,
    {
      vassalage: string;
      displayName: string;
      logoUrl: string;
      sort: number;
      gameTypes: GameType[];
      maintenance: boolean;
    }
  >();
  for (const row of rows) {
    const vendor = byVendor.get(row.vassalage) ?? {
      vassalage: row.vassalage,
      displayName: row.displayName,
      logoUrl: vendorLogoUrl(row.vassalage),
      sort: row.sort,
      gameTypes: [],
      maintenance: row.maintenance,
    };
    if (!vendor.gameTypes.includes(row.gameType as GameType))
      vendor.gameTypes.push(row.gameType as GameType);
    byVendor.set(row.vassalage, vendor);
  }
  for (const vendor of byVendor.values())
    vendor.gameTypes.sort((a, b) => GAME_TYPES.indexOf(a) - GAME_TYPES.indexOf(b));
  return [...byVendor.values()];
}

/**
 * The categories that have vendors, in vendor sorting order (spec §2 top nav): a category comes where
 * its first vendor does, ties in the contract's GameType order.
 */
export async function vendorLanes(db: Db) {
  const rows = await vendorTypeCounts(db);
  const lanes = new Map<
    GameType,
    {
      title: GameType;
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
  for (const row of rows) {
    const gameType = row.gameType as GameType;
    const lane = lanes.get(gameType) ?? {
      title: gameType,
      first: row.sort,
      cards: new Map(),
      classes: new Map(),
    };
    const card = lane.cards.get(row.vassalage) ?? {
      vassalage: row.vassalage,
      displayName: row.displayName,
      logoUrl: vendorLogoUrl(row.vassalage),
      gameType,
      gameCount: 0,
      maintenance: row.maintenance,
    };
    card.gameCount += row.n;
    lane.cards.set(row.vassalage, card);
    if (row.gameClassify) {
      const vendors = lane.classes.get(row.gameClassify as GameClassify) ?? [];
      if (!vendors.includes(row.vassalage)) vendors.push(row.vassalage);
      lane.classes.set(row.gameClassify as GameClassify, vendors);
    }
    lanes.set(gameType, lane);
  }
  return [...lanes.values()]
    .sort((a, b) => a.first - b.first || GAME_TYPES.indexOf(a.title) - GAME_TYPES.indexOf(b.title))
    .map((lane) => ({
      title: lane.title,
      cards: [...lane.cards.values()],
      gameClassify: [...lane.classes].map(([key, vendors]) => ({ key, vendors })),
    }));
}

export async function gameMenus(db: Db) {
  return (await vendorLanes(db)).map((lane) => ({
    gameType: lane.title,
    vendors: lane.cards.map(({ vassalage, displayName, logoUrl }) => ({
      vassalage,
      displayName,
      logoUrl,
    })),
  }));
}

/** Changes whenever a game is added or edited: the compact catalogue's ETag. */
export async function catalogueVersion(db: Db): Promise<string> {
  const [row] = await db.select({ n: count(), latest: max(games.updatedAt) }).from(games);
  return `${row?.n ?? 0}-${row?.latest?.getTime() ?? 0}`;
}

export async function compactCatalogue(db: Db, gameType?: GameType) {
  const rows = await db
    .select({
      nodeId: games.nodeId,
      displayName: games.displayName,
      vassalage: games.vassalage,
      gameType: games.gameType,
      gameCode: games.gameCode,
      isGame: games.isGame,
      hotRank: games.hotRank,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.vassalage, games.vassalage))
    .where(gameType ? eq(games.gameType, gameType) : undefined)
    .orderBy(asc(gameVendors.sort), asc(games.gameType), asc(games.sort));
  return rows.map(({ hotRank, ...row }) => ({
    ...row,
    iconUrl: `/api/art/games/${encodeURIComponent(row.nodeId)}`,
    isHot: hotRank === null ? 0 : 1,
  }));
}

/** Puts a game, or a whole vendor, in or out of maintenance (a launch then answers game_maintenance). */
export async function setMaintenance(
  db: Db,
  target: { nodeId: string } | { vassalage: string },
  maintenance: boolean,
): Promise<void> {
  if ('nodeId' in target) {
    await db
      .update(games)
      .set({ maintenance, updatedAt: new Date() })
      .where(eq(games.nodeId, target.nodeId));
  } else {
    await db
      .update(gameVendors)
      .set({ maintenance })
      .where(eq(gameVendors.vassalage, target.vassalage));
  }
}

export async function findVendor(db: Db, vassalage: string) {
  const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.vassalage, vassalage));
  return vendor;
}
