// Lottery games (spec §7 Lottery) and the sandbox draw machine: a draw's numbers follow from the game and
// the draw number alone, so every server process shows the same results without storing them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { recentAmong } from './favorites';
import { gameArtUrl, stableHash } from './model';
import { games, gameVendors, lotteryGames } from './tables';

const MINUTE = 60_000;
/** Daily draws close at 11:15 UTC (18:15 in Vietnam, when the provincial results come out). */
const DAILY_OFFSET = (11 * 60 + 15) * MINUTE;

export interface LotteryRow {
  nodeId: string;
  gameCode: string;
  vassalage: string;
  displayName: string;
  prizeMode: string;
  region: string | null;
  drawIntervalMinutes: number;
  maintenance: boolean;
}

const lotteryRows = (db: Db) =>
  db
    .select({
      nodeId: games.nodeId,
      gameCode: games.gameCode,
      vassalage: games.vassalage,
      displayName: games.displayName,
      prizeMode: lotteryGames.prizeMode,
      region: lotteryGames.region,
      drawIntervalMinutes: lotteryGames.drawIntervalMinutes,
      gameMaintenance: games.maintenance,
      vendorMaintenance: gameVendors.maintenance,
      vendorSort: gameVendors.sort,
      sort: games.sort,
    })
    .from(lotteryGames)
    .innerJoin(games, eq(games.nodeId, lotteryGames.nodeId))
    .innerJoin(gameVendors, eq(gameVendors.vassalage, games.vassalage));

const DAILY = 24 * 60;

/** When a game draws: every `periodMs` from `offsetMs` past the epoch. */
export interface DrawSchedule {
  periodMs: number;
  offsetMs: number;
}

/**
 * A game's schedule. `fastDrawSeconds` (config lotteryDrawSeconds, for tests) makes every game drawn more
 * than daily draw that often instead; 0 keeps each game's own interval.
 */
export function scheduleOf(intervalMinutes: number, fastDrawSeconds = 0): DrawSchedule {
  if (intervalMinutes >= DAILY)
    return { periodMs: intervalMinutes * MINUTE, offsetMs: DAILY_OFFSET };
  return {
    periodMs: fastDrawSeconds > 0 ? fastDrawSeconds * 1000 : intervalMinutes * MINUTE,
    offsetMs: 0,
  };
}

/** The index of the last draw at or before `now`. */
export const lastDrawIndex = (schedule: DrawSchedule, now: number) =>
  Math.floor((now - schedule.offsetMs) / schedule.periodMs);
export const drawTime = (schedule: DrawSchedule, index: number) =>
  new Date(index * schedule.periodMs + schedule.offsetMs);

function toLotteryGame(row: LotteryRow, now: number, fastDrawSeconds: number) {
  const schedule = scheduleOf(row.drawIntervalMinutes, fastDrawSeconds);
  const next = drawTime(schedule, lastDrawIndex(schedule, now) + 1);
  return {
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    vassalage: row.vassalage,
    displayName: row.displayName,
    prizeMode: row.prizeMode as 'LOTT' | 'ZY' | 'ELOTT' | 'SEA',
    region: row.region as 'north' | 'central' | 'south' | null,
    iconUrl: gameArtUrl(row.nodeId),
    drawIntervalMinutes: row.drawIntervalMinutes,
    nextDrawAt: next.toISOString(),
    maintenance: row.maintenance,
  };
}

const flatten = (
  r: Awaited<ReturnType<ReturnType<typeof lotteryRows>['where']>>[number],
): LotteryRow => ({
  ...r,
  maintenance: r.gameMaintenance || r.vendorMaintenance,
});

export async function lotteryMenu(db: Db, vassalage?: string, fastDrawSeconds = 0) {
  const rows = await lotteryRows(db)
    .where(vassalage ? eq(games.vassalage, vassalage) : undefined)
    .orderBy(asc(gameVendors.sort), asc(games.sort));
  const now = Date.now();
  return rows.map((r) => toLotteryGame(flatten(r), now, fastDrawSeconds));
}

export async function recentLotteryMenu(db: Db, memberId: string, fastDrawSeconds = 0) {
  const all = await lotteryRows(db);
  const order = await recentAmong(
    db,
    memberId,
    all.map((r) => r.nodeId),
  );
  const now = Date.now();
  return order.map((nodeId) =>
    toLotteryGame(flatten(all.find((r) => r.nodeId === nodeId)!), now, fastDrawSeconds),
  );
}

/** Numbers from a seeded generator: the same game and draw always give the same result. */
function drawNumbers(gameCode: string, numero: string) {
  let s = stableHash(`${gameCode}#${numero}`);
  const next = (n: number) => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return s % n;
  };
  const digits = (length: number) => Array.from({ length }, () => next(10)).join('');
  return { next, digits };
}

export type Prize = { prize: string; numbers: string[] };

/** A draw's result: the headline numbers and every prize tier. */
export function prizesFor(
  prizeMode: string,
  gameCode: string,
  numero: string,
): { numbers: string[]; prizes: Prize[] } {
  const { next, digits } = drawNumbers(gameCode, numero);
  const many = (count: number, length: number) =>
    Array.from({ length: count }, () => digits(length));
  if (prizeMode === 'ZY') {
    // Vietnamese provincial draw: special prize down to eighth.
    const tiers: [string, number, number][] = [
      ['special', 1, 6],
      ['first', 1, 5],
      ['second', 1, 5],
      ['third', 2, 5],
      ['fourth', 7, 5],
      ['fifth', 1, 4],
      ['sixth', 3, 4],
      ['seventh', 1, 3],
      ['eighth', 1, 2],
    ];
    const prizes = tiers.map(([prize, count, length]) => ({ prize, numbers: many(count, length) }));
    return { numbers: prizes[0]!.numbers, prizes };
  }
  if (prizeMode === 'SEA') {
    const prizes = [
      { prize: 'first', numbers: many(1, 4) },
      { prize: 'second', numbers: many(1, 4) },
      { prize: 'third', numbers: many(1, 4) },
      { prize: 'starter', numbers: many(10, 4) },
      { prize: 'consolation', numbers: many(10, 4) },
    ];
    return { numbers: prizes.slice(0, 3).flatMap((p) => p.numbers), prizes };
  }
  if (prizeMode === 'LOTT') {
    const balls = new Set<number>();
    while (balls.size < 6) balls.add(next(45) + 1);
    const numbers = [...balls].sort((a, b) => a - b).map((n) => String(n).padStart(2, '0'));
    return { numbers, prizes: [{ prize: 'main', numbers }] };
  }
  const numbers = Array.from({ length: 5 }, () => String(next(10)));
  return { numbers, prizes: [{ prize: 'main', numbers }] };
}

/** The draw number: the date, and the draw of the day for games drawn more than daily. */
export function numeroOf(schedule: DrawSchedule, index: number): string {
  const at = drawTime(schedule, index);
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  if (schedule.periodMs >= DAILY * MINUTE) return day;
  const ofDay = Math.floor((at.getTime() % (DAILY * MINUTE)) / schedule.periodMs) + 1;
  return `${day}-${String(ofDay).padStart(4, '0')}`;
}

export async function lotteryByCode(db: Db, gameCode: string): Promise<LotteryRow> {
  const [row] = await lotteryRows(db).where(
    and(eq(games.gameCode, gameCode), inArray(games.gameType, ['LOTT', 'ELOTT'])),
  );
  if (!row) throw new ApiError(404, 'not_found', `No lottery game ${gameCode}`);
  return flatten(row);
}

export async function openedDraws(db: Db, gameCode: string, limit: number, fastDrawSeconds = 0) {
  const game = await lotteryByCode(db, gameCode);
  const schedule = scheduleOf(game.drawIntervalMinutes, fastDrawSeconds);
  const last = lastDrawIndex(schedule, Date.now());
  return Array.from({ length: limit }, (_, i) => {
    const index = last - i;
    const numero = numeroOf(schedule, index);
    return {
      gameCode,
      numero,
      openedAt: drawTime(schedule, index).toISOString(),
      ...prizesFor(game.prizeMode, gameCode, numero),
    };
  });
}
