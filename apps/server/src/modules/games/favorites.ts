// A member's favourite and recent games (spec §4 favourite toggle, §7 MCSFE_*Favorite*, GCS_recentGame).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { toPage, type Game, type GameType, type Page } from './model';
import { gamesWithVendor, toGames } from './service';
import { favoriteGames, games, recentGames } from './tables';

async function requireGame(db: Db, nodeId: string): Promise<void> {
  const [row] = await db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(eq(games.nodeId, nodeId));
  if (!row) throw new ApiError(404, 'not_found', `No game ${nodeId}`);
}

/** Adding a favourite twice keeps one. */
export async function addFavorite(db: Db, memberId: string, nodeId: string): Promise<void> {
  await requireGame(db, nodeId);
  await db.insert(favoriteGames).values({ memberId, nodeId }).onConflictDoNothing();
}

/** Removing a favourite that is not there is not an error: the toggle's end state is what counts. */
export async function removeFavorite(db: Db, memberId: string, nodeId: string): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.nodeId, nodeId)));
}

const typeFilter = (gameType?: GameType) => (gameType ? eq(games.gameType, gameType) : undefined);

/** A member's own list (favourites or recent), newest first, as a page of games. */
async function memberGamePage(
  db: Db,
  table: typeof favoriteGames | typeof recentGames,
  newest: ReturnType<typeof desc>,
  memberId: string,
  options: { gameType?: GameType; pageNo: number; pageSize: number },
): Promise<Page<Game>> {
  const where = and(eq(table.memberId, memberId), typeFilter(options.gameType));
  const [rows, [total]] = await Promise.all([
    gamesWithVendor(db)
      .innerJoin(table, eq(table.nodeId, games.nodeId))
      .where(where)
      .orderBy(newest, desc(games.nodeId))
      .limit(options.pageSize)
      .offset((options.pageNo - 1) * options.pageSize),
    db
      .select({ n: count() })
      .from(table)
      .innerJoin(games, eq(games.nodeId, table.nodeId))
      .where(where),
  ]);
  return toPage(toGames(rows), options.pageNo, options.pageSize, total?.n ?? 0);
}

export const favoritePage = (
  db: Db,
  memberId: string,
  options: { gameType?: GameType; pageNo: number; pageSize: number },
) => memberGamePage(db, favoriteGames, desc(favoriteGames.createdAt), memberId, options);

export const recentPage = (
  db: Db,
  memberId: string,
  options: { gameType?: GameType; pageNo: number; pageSize: number },
) => memberGamePage(db, recentGames, desc(recentGames.playedAt), memberId, options);

export async function favoriteKeys(db: Db, memberId: string) {
  const rows = await db
    .select({ nodeId: games.nodeId, vassalage: games.vassalage, gameType: games.gameType })
    .from(favoriteGames)
    .innerJoin(games, eq(games.nodeId, favoriteGames.nodeId))
    .where(eq(favoriteGames.memberId, memberId))
    .orderBy(desc(favoriteGames.createdAt));
  return rows.map((r) => ({ ...r, gameType: r.gameType as GameType }));
}

/** A launch moves the game to the top of the member's recent games. */
export async function recordRecent(db: Db, memberId: string, nodeId: string): Promise<void> {
  const playedAt = new Date();
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, playedAt })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt } });
}

/** The member's recent games among `nodeIds`, newest first (the lottery menu's recent list). */
export async function recentAmong(db: Db, memberId: string, nodeIds: string[]): Promise<string[]> {
  if (nodeIds.length === 0) return [];
  const rows = await db
    .select({ nodeId: recentGames.nodeId })
    .from(recentGames)
    .where(and(eq(recentGames.memberId, memberId), inArray(recentGames.nodeId, nodeIds)))
    .orderBy(desc(recentGames.playedAt));
  return rows.map((r) => r.nodeId);
}
