// Placing lottery bets: a slip of lines on the open draw of one game, each line's stake through the ledger
// as a betting record, all in one transaction, idempotent by the slip's requestId.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError, validationFailed, type FieldErrors } from '../../http/envelope';
import { pageOf, type PageQuery } from '../../http/paging';
import { recordRecent } from '../games/favorites';
import { lotteryByCode } from '../games/lottery';
import { placeBet } from '../records/rounds';
import { getMainBalance } from '../wallet/service';
import { moving } from '../wallet/guards';
import { BET_TYPES, betTypeOf, normaliseSelection, type PrizeMode } from './betTypes';
import { openDraw } from './draws';
import { lotteryBets, type LotteryBetRow } from './tables';

export interface SlipLine {
  betType: string;
  selection: string;
  /** Integer minor units (the contract bounds it). */
  stake: number;
}

export interface Slip {
  gameCode: string;
  numero: string;
  requestId: string;
  bets: SlipLine[];
}

export interface Bettor {
  memberId: string;
  currency: string;
}

const odds = (oddsCents: number) => oddsCents / 100;

/** The open draw of a game and what it takes: bet types, their odds and how a selection looks. */
export async function bettingOffer(
  db: Db,
  gameCode: string,
  fastDrawSeconds: number,
  now = Date.now(),
) {
  const game = await lotteryByCode(db, gameCode);
  const draw = openDraw(game, fastDrawSeconds, now);
  const mode = game.prizeMode as PrizeMode;
  return {
    gameCode,
    gameName: game.displayName,
    prizeMode: mode,
    maintenance: game.maintenance,
    draw: {
      numero: draw.numero,
      drawAt: draw.drawAt.toISOString(),
      closesAt: draw.closesAt.toISOString(),
    },
    betTypes: BET_TYPES[mode].map((type) => ({
      code: type.code,
      odds: odds(type.oddsCents),
      perHit: type.perHit,
      selection: type.selection,
    })),
  };
}

export function toLotteryBet(row: LotteryBetRow) {
  return {
    id: row.id,
    gameCode: row.gameCode,
    gameName: row.gameName,
    numero: row.numero,
    drawAt: row.drawAt.toISOString(),
    betType: row.betType,
    selection: row.selection,
    stake: row.stake,
    odds: odds(row.oddsCents),
    currency: row.currency,
    status: row.status as 'open' | 'won' | 'lost',
    winAmount: row.winAmount,
    drawnNumbers: row.drawnNumbers ?? null,
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

const slipOf = (db: Db, bettor: Bettor, requestId: string) =>
  db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.memberId, bettor.memberId), eq(lotteryBets.requestId, requestId)))
    .orderBy(asc(lotteryBets.line));

/** A retry answers the first slip; the same requestId with other lines is idempotency_conflict. */
function sameSlip(rows: LotteryBetRow[], slip: Slip, selections: string[]): boolean {
  return (
    rows.length === slip.bets.length &&
    rows.every(
      (row, i) =>
        row.gameCode === slip.gameCode &&
        row.numero === slip.numero &&
        row.betType === slip.bets[i]!.betType &&
        row.selection === selections[i] &&
        row.stake === slip.bets[i]!.stake,
    )
  );
}

class SlipTaken extends Error {}

export async function placeSlip(
  db: Db,
  bettor: Bettor,
  slip: Slip,
  fastDrawSeconds: number,
  now = Date.now(),
) {
  const game = await lotteryByCode(db, slip.gameCode);
  const mode = game.prizeMode as PrizeMode;
  const fieldErrors: FieldErrors = {};
  const selections = slip.bets.map((line, i) => {
    const type = betTypeOf(mode, line.betType);
    if (!type) {
      fieldErrors[`bets.${i}.betType`] = { rule: 'invalid' };
      return '';
    }
    const selection = normaliseSelection(type.selection, line.selection);
    if (selection === null) fieldErrors[`bets.${i}.selection`] = { rule: 'invalid' };
    return selection ?? '';
  });
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);

  const answer = async (rows: LotteryBetRow[]) => ({
    bets: rows.map(toLotteryBet),
    ...(await getMainBalance(db, bettor.memberId, bettor.currency)),
  });
  const replay = async () => {
    const rows = await slipOf(db, bettor, slip.requestId);
    if (!sameSlip(rows, slip, selections)) throw new ApiError(409, 'idempotency_conflict');
    return answer(rows);
  };
  if ((await slipOf(db, bettor, slip.requestId)).length > 0) return replay();

  if (game.maintenance) throw new ApiError(409, 'game_maintenance');
  const draw = openDraw(game, fastDrawSeconds, now);
  if (slip.numero !== draw.numero) {
    // An earlier draw has closed (or been drawn); anything else is not a draw of this game.
    if (slip.numero < draw.numero) throw new ApiError(409, 'lottery_draw_closed');
    throw validationFailed({ numero: { rule: 'invalid' } });
  }

  try {
    const rows = await moving(() =>
      db.transaction(async (tx) => {
        const placed: LotteryBetRow[] = [];
        for (const [line, bet] of slip.bets.entries()) {
          const type = betTypeOf(mode, bet.betType)!;
          const betId = `lottery:${bettor.memberId}:${slip.requestId}:${line}`;
          const [row] = await tx
            .insert(lotteryBets)
            .values({
              betId,
              memberId: bettor.memberId,
              requestId: slip.requestId,
              line,
              currency: bettor.currency,
              gameCode: slip.gameCode,
              gameName: game.displayName,
              prizeMode: mode,
              numero: draw.numero,
              drawAt: draw.drawAt,
              betType: type.code,
              selection: selections[line]!,
              stake: bet.stake,
              oddsCents: type.oddsCents,
              placedAt: new Date(now),
            })
            .onConflictDoNothing()
            .returning();
          // A concurrent twin of this slip committed first: answer its result instead.
          if (!row) throw new SlipTaken();
          await placeBet(tx, {
            memberId: bettor.memberId,
            currency: bettor.currency,
            betId,
            vendor: game.vassalage,
            gameType: 'LOTT',
            gameCode: slip.gameCode,
            gameName: game.displayName,
            amount: bet.stake,
            at: new Date(now),
          });
          placed.push(row);
        }
        return placed;
      }),
    );
    // A slip plays the game: it joins the member's recent lotteries.
    await recordRecent(db, bettor.memberId, game.nodeId);
    return answer(rows);
  } catch (error) {
    if (error instanceof SlipTaken) return replay();
    throw error;
  }
}

export interface BetListQuery extends PageQuery {
  gameCode?: string;
  status?: 'open' | 'won' | 'lost';
}

/** The member's lottery bets, newest first. */
export async function listBets(db: Db, memberId: string, query: BetListQuery) {
  const page = pageOf(query);
  const where: SQL[] = [eq(lotteryBets.memberId, memberId)];
  if (query.gameCode) where.push(eq(lotteryBets.gameCode, query.gameCode));
  if (query.status) where.push(eq(lotteryBets.status, query.status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lotteryBets)
      .where(and(...where))
      .orderBy(desc(lotteryBets.placedAt), asc(lotteryBets.line))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(lotteryBets)
      .where(and(...where)),
  ]);
  return page.result(rows.map(toLotteryBet), total?.n ?? 0);
}
