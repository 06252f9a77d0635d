// Catalogue reads straight from the database: what must be fresh (a launch's maintenance check), what
// joins member rows (favourites, recent), and the load of the in-memory catalogue (catalogueStore.ts).
import { asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { toGame, type Game } from './model';
import { games, gameVendors, type GameRow } from './tables';

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

export async function findGame(db: Db, nodeId: string): Promise<Game | undefined> {
  const [row] = await gamesWithVendor(db).where(eq(games.nodeId, nodeId));
  return row && toGame(row.game, row.vendorMaintenance);
}

export async function findVendor(db: Db, vassalage: string) {
  const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.vassalage, vassalage));
  return vendor;
}

/** Changes whenever a game or vendor is added or edited (every write bumps updated_at). */
export async function catalogueVersion(db: Db): Promise<string> {
  const [row] = await db.select({ n: count(), latest: max(games.updatedAt) }).from(games);
  const [vendor] = await db.select({ latest: max(gameVendors.updatedAt) }).from(gameVendors);
  return `${row?.n ?? 0}-${row?.latest?.getTime() ?? 0}-${vendor?.latest?.getTime() ?? 0}`;
}

/** Every game with its vendor, in vendor order then the vendor's own order. */
export async function loadCatalogue(db: Db) {
  const [rows, vendors] = await Promise.all([
    gamesWithVendor(db).orderBy(asc(gameVendors.sort), asc(games.sort), asc(games.nodeId)),
    db.select().from(gameVendors).orderBy(asc(gameVendors.sort)),
  ]);
  return { rows, vendors };
}

/** Puts a game, or a whole vendor, in or out of maintenance (a launch then answers game_maintenance). */
export async function setMaintenance(
  db: Db,
  target: { nodeId: string } | { vassalage: string },
  maintenance: boolean,
): Promise<void> {
  const updatedAt = new Date();
  if ('nodeId' in target) {
    await db.update(games).set({ maintenance, updatedAt }).where(eq(games.nodeId, target.nodeId));
  } else {
    await db
      .update(gameVendors)
      .set({ maintenance, updatedAt })
      .where(eq(gameVendors.vassalage, target.vassalage));
  }
}
