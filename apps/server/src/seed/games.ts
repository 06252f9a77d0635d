// Seeds the generated game catalogue in bulk (a few hundred ms), once: a database that already holds it
// is left alone, so every start can call this.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { gameRooms, games, gameVendors, gameWins, lotteryGames } from '../modules/games/tables';
import { generateCatalogue, type Catalogue } from './catalogue';
import { WINNER_PREFIXES } from './words';
import { MERCHANTS } from './merchants';

const CHUNK = 1000;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The catalogue cut down to some vendors' games (tests and provider states seed only what they need). */
function onlyVendors(catalogue: Catalogue, vendors: readonly string[] | undefined): Catalogue {
  if (!vendors) return catalogue;
  const gamesOf = catalogue.games.filter((g) => vendors.includes(g.vassalage));
  const kept = new Set(gamesOf.map((g) => g.nodeId));
  return {
    vendors: catalogue.vendors,
    games: gamesOf,
    rooms: catalogue.rooms.filter((r) => kept.has(r.nodeId)),
    lotteryGames: catalogue.lotteryGames.filter((l) => kept.has(l.nodeId)),
  };
}

/** Inserts what is missing of the catalogue (or of some vendors' part); returns how many games it added. */
export async function seedGames(
  db: Db,
  options: { vendors?: readonly string[] } = {},
): Promise<{ inserted: number }> {
  const catalogue = onlyVendors(generateCatalogue(), options.vendors);
  const [existing] = await db.select({ n: count() }).from(games);
  if ((existing?.n ?? 0) >= catalogue.games.length) return { inserted: 0 };
  await db.transaction(async (tx) => {
    await tx
      .insert(gameVendors)
      .values([...catalogue.vendors])
      .onConflictDoNothing();
    await insertChunked(catalogue.games, (chunk) =>
      tx.insert(games).values(chunk).onConflictDoNothing(),
    );
    if (catalogue.rooms.length > 0)
      await tx.insert(gameRooms).values(catalogue.rooms).onConflictDoNothing();
    if (catalogue.lotteryGames.length > 0) {
      await tx.insert(lotteryGames).values(catalogue.lotteryGames).onConflictDoNothing();
    }
  });
  const winnable = catalogue.games.filter(
    (g) => g.isGame !== 'VASSALAGE' && ['RNG', 'LIVE', 'FISH', 'CRASH'].includes(g.gameType),
  );
  if (winnable.length > 0) {
    await seedWinnerBoards(
      db,
      winnable.map((g) => g.nodeId),
    );
  }
  return { inserted: Math.max(0, catalogue.games.length - (existing?.n ?? 0)) };
}

/** 60 past wins per merchant over the last week, so the home's biggest-wins list has data on day one. */
async function seedWinnerBoards(db: Db, nodeIds: string[]): Promise<void> {
  for (const { merchantCode } of MERCHANTS) {
    const [seeded] = await db
      .select({ n: count() })
      .from(gameWins)
      .where(eq(gameWins.merchantCode, merchantCode));
    if ((seeded?.n ?? 0) > 0) continue;
    const now = Date.now();
    const rows = Array.from({ length: 60 }, (_, i) => {
      const prefix = WINNER_PREFIXES[(i * 7) % WINNER_PREFIXES.length]!;
      return {
        merchantCode,
        customerName: `${prefix}***${(i * 37) % 10}`,
        nodeId: nodeIds[(i * 83 + merchantCode.charCodeAt(0)) % nodeIds.length]!,
        // Integer minor units, 500.00 to ~50,000.00, in a spread that looks like real wins.
        winAmount: 50_000 + ((i * 7919) % 97) * 50_000 + (i % 13) * 1_234,
        wonAt: new Date(now - ((i * 9973) % (7 * 24 * 60)) * 60_000),
      };
    });
    await db.insert(gameWins).values(rows);
  }
}
