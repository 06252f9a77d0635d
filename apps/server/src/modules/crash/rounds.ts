// A crash round's life in the database, the same from any server process: open (betting), start
// (running), auto and manual cash-outs, end at the crash point, and the restart rule. Every stake and
// payout is a records game round (bet:/win:/rollback: keys in the ledger), written in one transaction
// with the bet's row, and every state change is a conditional update, so nothing happens twice.
import { crashPayout, crashPointFromHash, msToReach, multiplierAt } from '@croupier/fair';
import { and, asc, desc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Outcome } from '../../db/groupCommit';
import { caseOf } from '../../db/query';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import {
  placeBetIn,
  placeBetsIn,
  rollbackBet,
  settleBet,
  settleBetsIn,
  UsedBetIdInBatch,
  type NewBet,
} from '../records/rounds';
import { masked } from '../games/rounds';
import type { Game } from '../games/model';
import { asApiError, moving } from '../wallet/guards';
import { UsedKeyInBatch } from '../wallet/ledger';
import { chainHash, currentChain, newChain } from './chain';
import { randomBytes } from 'node:crypto';
import {
  crashBets,
  crashChains,
  crashRounds,
  type CrashBetRow,
  type CrashRoundRow,
} from './tables';

export interface CrashTiming {
  bettingMs: number;
  /** Between a crash and the next round's betting window. */
  pauseMs: number;
  growthPerMs: number;
  chainLength: number;
}

export const CRASH_MIN_BET = 100;
/** Settlements at once: under the database pool's connections (node-postgres keeps 10). */
const SETTLE_CONCURRENCY = 6;
export const CRASH_MAX_BET = 1_000_000;

export const betIdOf = (bet: Pick<CrashBetRow, 'roundId' | 'memberId'>) =>
  `crash:${bet.roundId}:${bet.memberId}`;

/** The round's crash moment, in ms after its start (0 for a 1.00x round: it crashes at once). */
export const crashMsOf = (round: CrashRoundRow, growthPerMs: number) =>
  msToReach(round.crashPoint, growthPerMs);

/** The rounds of a merchant's game (those that also meet `more`). */
const roundsOfGame = (merchantCode: string, nodeId: string, more?: SQL) =>
  and(eq(crashRounds.merchantCode, merchantCode), eq(crashRounds.nodeId, nodeId), more);

export async function latestRound(db: Db, merchantCode: string, nodeId: string) {
  const [round] = await db
    .select()
    .from(crashRounds)
    .where(roundsOfGame(merchantCode, nodeId))
    .orderBy(desc(crashRounds.roundNo))
    .limit(1);
  return round;
}

/** Opens the game's next round for bets (or returns the one still open: opening twice opens once). */
export async function openRound(
  db: Db,
  merchantCode: string,
  nodeId: string,
  timing: CrashTiming,
  now: Date,
  seed?: () => string,
): Promise<CrashRoundRow> {
  return db.transaction(async (tx) => {
    const last = await latestRound(tx, merchantCode, nodeId);
    if (last && (last.status === 'betting' || last.status === 'running')) return last;
    let chain = await currentChain(tx, merchantCode, nodeId, timing.chainLength, seed);
    const [used] = await tx
      .select({ index: crashRounds.chainIndex })
      .from(crashRounds)
      .where(eq(crashRounds.chainId, chain.id))
      .orderBy(desc(crashRounds.chainIndex))
      .limit(1);
    let index = (used?.index ?? 0) + 1;
    if (index > chain.length) {
      // The chain is used up: the next one's terminal hash is published with this round.
      const nextSeed = seed?.() ?? randomBytes(32).toString('hex');
      chain = await newChain(tx, merchantCode, nodeId, timing.chainLength, nextSeed);
      index = 1;
    }
    const hash = chainHash(chain, index);
    const [round] = await tx
      .insert(crashRounds)
      .values({
        merchantCode,
        nodeId,
        roundNo: (last?.roundNo ?? 0) + 1,
        chainId: chain.id,
        chainIndex: index,
        hash,
        crashPoint: crashPointFromHash(hash),
        status: 'betting',
        bettingEndsAt: new Date(now.getTime() + timing.bettingMs),
      })
      .returning();
    return round!;
  });
}

/** Closes the betting window and starts the curve; undefined when the round is no longer betting. */
export async function startRound(db: Db, roundId: number, now: Date) {
  const [round] = await db
    .update(crashRounds)
    .set({ status: 'running', startedAt: now })
    .where(and(eq(crashRounds.id, roundId), eq(crashRounds.status, 'betting')))
    .returning();
  return round;
}

export interface BetRequest {
  member: { id: string; account: string };
  currency: string;
  game: Game;
  merchantCode: string;
  amount: number;
  autoCashout?: number | null;
}

export interface PlacedCrashBet {
  bet: CrashBetRow;
  round: CrashRoundRow;
  balance?: number;
}

/**
 * The game's round open for bets, locked FOR SHARE: starting the round waits for bets being placed, and a
 * bet never lands in a running round.
 */
const bettingRound = async (tx: Db, merchantCode: string, nodeId: string) =>
  (
    await tx
      .select()
      .from(crashRounds)
      .where(roundsOfGame(merchantCode, nodeId, eq(crashRounds.status, 'betting')))
      .orderBy(desc(crashRounds.roundNo))
      .limit(1)
      .for('share')
  )[0];

const betValues = (request: BetRequest, round: CrashRoundRow, now: Date) => ({
  roundId: round.id,
  memberId: request.member.id,
  maskedName: masked(request.member.account),
  currency: request.currency,
  amount: request.amount,
  autoCashout: request.autoCashout ?? null,
  placedAt: now,
});

/** The records round of a crash bet: its stake through the ledger, keyed by the bet's id. */
const stakeOf = (request: BetRequest, round: CrashRoundRow, now: Date): NewBet => ({
  memberId: request.member.id,
  currency: request.currency,
  betId: betIdOf({ roundId: round.id, memberId: request.member.id }),
  vendor: request.game.vassalage,
  gameType: request.game.gameType,
  gameCode: request.game.gameCode,
  gameName: request.game.displayName,
  amount: request.amount,
  at: now,
});

/** A bet in the open betting window: the stake leaves the wallet once, in the transaction that stores it. */
export async function placeCrashBet(
  db: Db,
  request: BetRequest,
  now: Date,
): Promise<PlacedCrashBet> {
  return moving(() =>
    db.transaction(async (tx) => {
      const round = await bettingRound(tx, request.merchantCode, request.game.nodeId);
      if (!round || round.bettingEndsAt <= now) throw new ApiError(409, 'crash_betting_closed');
      const [bet] = await tx
        .insert(crashBets)
        .values(betValues(request, round, now))
        .onConflictDoNothing()
        .returning();
      if (!bet) throw new ApiError(409, 'crash_bet_placed');
      // In this transaction: a stake refused leaves no bet row (no savepoint needed).
      const { balance } = await placeBetIn(tx, stakeOf(request, round, now));
      return { bet, round, balance };
    }),
  );
}

/** A bet of a batch with the moment it came, as placeCrashBet takes them. */
export interface TimedBet {
  request: BetRequest;
  at: Date;
}

const outcomeOf = async <T>(run: () => Promise<T>): Promise<Outcome<T>> => {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
};
const refusedWith = (code: 'crash_betting_closed' | 'crash_bet_placed'): Outcome<never> => ({
  ok: false,
  error: new ApiError(409, code),
});

/**
 * placeCrashBet for bets of one game that came together (a busy table's bets gathered while the last batch
 * was written), in one transaction of a dozen statements whatever their number, with each bet's answer as
 * placeCrashBet would give it. What a batch cannot decide alone (a second bet of a member, a member with
 * limits or no wallet yet) and any batch that fails whole (a bet id or key used meanwhile by another
 * process) goes through placeCrashBet, bet by bet, after it.
 */
export async function placeCrashBets(
  db: Db,
  bets: readonly TimedBet[],
  /** Told when a batch failed for a reason other than a bet placed meanwhile (its bets went alone). */
  onBatchFailed?: (error: unknown) => void,
): Promise<Outcome<PlacedCrashBet>[]> {
  const first = bets[0];
  if (!first) return [];
  const { merchantCode, currency, game } = first.request;
  const sameGame = ({ request }: TimedBet) =>
    request.merchantCode === merchantCode &&
    request.game.nodeId === game.nodeId &&
    request.currency === currency;
  if (!bets.every(sameGame))
    throw new Error('a batch of crash bets is one game of one merchant');
  const outcomes: (Outcome<PlacedCrashBet> | undefined)[] = [];
  const seen = new Set<string>();
  const batch = bets.flatMap((bet, i) => {
    if (seen.has(bet.request.member.id)) return [];
    seen.add(bet.request.member.id);
    return [i];
  });
  if (batch.length > 1) {
    try {
      const decided = await db.transaction(async (tx) => {
        const results = new Map<number, Outcome<PlacedCrashBet> | 'alone'>();
        const round = await bettingRound(tx, merchantCode, game.nodeId);
        const open = batch.filter((i) => {
          if (round && round.bettingEndsAt > bets[i]!.at) return true;
          results.set(i, refusedWith('crash_betting_closed'));
          return false;
        });
        if (!round || open.length === 0) return results;
        const members = open.map((i) => bets[i]!.request.member.id);
        const already = new Set(
          (
            await tx
              .select({ memberId: crashBets.memberId })
              .from(crashBets)
              .where(and(eq(crashBets.roundId, round.id), inArray(crashBets.memberId, members)))
          ).map((row) => row.memberId),
        );
        const fresh = open.filter((i) => {
          if (!already.has(bets[i]!.request.member.id)) return true;
          results.set(i, refusedWith('crash_bet_placed'));
          return false;
        });
        const stakes = await placeBetsIn(
          tx,
          fresh.map((i) => stakeOf(bets[i]!.request, round, bets[i]!.at)),
          currency,
        );
        const placed = fresh.flatMap((i, k) => {
          const stake = stakes[k]!;
          if ('placed' in stake) return [{ i, balance: stake.placed.balance }];
          results.set(i, 'alone' in stake ? 'alone' : { ok: false, error: asApiError(stake.refused) });
          return [];
        });
        if (placed.length === 0) return results;
        const rows = await tx
          .insert(crashBets)
          .values(placed.map(({ i }) => betValues(bets[i]!.request, round, bets[i]!.at)))
          .onConflictDoNothing()
          .returning();
        // Another process placed one of these members' bet meanwhile: this batch goes bet by bet.
        if (rows.length !== placed.length) throw new UsedBetIdInBatch();
        const rowOf = new Map(rows.map((row) => [row.memberId, row]));
        for (const { i, balance } of placed) {
          const bet = rowOf.get(bets[i]!.request.member.id)!;
          results.set(i, { ok: true, value: { bet, round, balance } });
        }
        return results;
      });
      for (const [i, outcome] of decided) if (outcome !== 'alone') outcomes[i] = outcome;
    } catch (error) {
      // Nothing of the batch was kept: every bet goes alone, and answers for itself.
      if (!(error instanceof UsedBetIdInBatch || error instanceof UsedKeyInBatch))
        onBatchFailed?.(error);
    }
  }
  for (const [i, bet] of bets.entries())
    outcomes[i] ??= await outcomeOf(() => placeCrashBet(db, bet.request, bet.at));
  return outcomes as Outcome<PlacedCrashBet>[];
}

/**
 * Settles an open bet once: its conditional update (status open) and the money (`move`, by the records
 * round's bet id) are one transaction; undefined when another request settled it first.
 */
async function settleOpen(
  db: Db,
  bet: CrashBetRow,
  change: Partial<CrashBetRow> & { status: CrashBetRow['status'] },
  move: (tx: Db, betId: string) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(crashBets)
      .set(change)
      .where(and(eq(crashBets.id, bet.id), eq(crashBets.status, 'open')))
      .returning();
    if (settled) await move(tx, betIdOf(settled));
    return settled;
  });
}

/**
 * Runs `task` on each item, SETTLE_CONCURRENCY at a time, and returns what it gave (undefined left out): a
 * round of thousands of bets ends in a second, not one transaction after another (each bet's settlement
 * is its own conditional transaction, so their order is free).
 */
export async function eachAtOnce<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R | undefined>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const result = await task(items[next++]!);
      if (result !== undefined) results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETTLE_CONCURRENCY, items.length) }, worker));
  return results;
}

/** Bets settled per transaction when many settle together (a round's end, its auto cash-outs). */
export const SETTLE_BATCH = 200;

/**
 * Settles open bets of one round by their verdicts, exactly as one by one would: paid and lost bets go
 * SETTLE_BATCH per transaction of a dozen statements (each bet's conditional update, and its records
 * round by settleBetsIn), refunds and every bet of a batch that failed whole (a bet settled by a click
 * meanwhile is skipped, not failed) one by one. Returns the bets this call settled.
 */
async function settleAll(
  db: Db,
  bets: readonly CrashBetRow[],
  verdict: (bet: CrashBetRow) => Verdict,
  now: Date,
  onBatchFailed?: (error: unknown) => void,
): Promise<CrashBetRow[]> {
  const alone = bets.filter((bet) => verdict(bet) === 'refund');
  const byCurrency = new Map<string, CrashBetRow[]>();
  for (const bet of bets)
    if (verdict(bet) !== 'refund') byCurrency.set(bet.currency, [...(byCurrency.get(bet.currency) ?? []), bet]);
  const settled: CrashBetRow[] = [];
  for (const batched of byCurrency.values())
    for (let at = 0; at < batched.length; at += SETTLE_BATCH) {
      const batch = batched.slice(at, at + SETTLE_BATCH);
      try {
        settled.push(...(await settleBatch(db, batch, verdict, now)));
      } catch (error) {
        if (!(error instanceof UsedKeyInBatch)) onBatchFailed?.(error);
        alone.push(...batch);
      }
    }
  const one = (bet: CrashBetRow) => {
    const decided = verdict(bet);
    if (decided === 'refund') return refund(db, bet, now);
    return decided === 'lost' ? settleLost(db, bet, now) : payWon(db, bet, decided.cashout, now);
  };
  return [...settled, ...(await eachAtOnce(alone, one))];
}

/** One transaction of settleAll: the bets still open updated by one statement, their rounds settled. */
function settleBatch(
  db: Db,
  bets: readonly CrashBetRow[],
  verdict: (bet: CrashBetRow) => Verdict,
  now: Date,
): Promise<CrashBetRow[]> {
  const paid = new Map<string, { cashout: number; payout: number }>();
  for (const bet of bets) {
    const decided = verdict(bet);
    if (typeof decided === 'object')
      paid.set(bet.id, { cashout: decided.cashout, payout: crashPayout(bet.amount, decided.cashout) });
  }
  const ofPaid = (pick: (win: { cashout: number; payout: number }) => number, lost: number | null) =>
    new Map(bets.map((bet) => { const win = paid.get(bet.id); return [bet.id, win ? pick(win) : lost]; }));
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(crashBets)
      .set({
        status: caseOf(crashBets.id, new Map(bets.map((bet) => [bet.id, paid.has(bet.id) ? 'won' : 'lost'])), 'text'),
        cashout: caseOf(crashBets.id, ofPaid((win) => win.cashout, null), 'integer'),
        payout: caseOf(crashBets.id, ofPaid((win) => win.payout, 0), 'bigint'),
        settledAt: now,
      })
      .where(and(inArray(crashBets.id, bets.map((bet) => bet.id)), eq(crashBets.status, 'open')))
      .returning();
    if (rows.length === 0) return rows;
    await settleBetsIn(
      tx,
      rows.map((row) => ({ betId: betIdOf(row), winAmount: row.payout })),
      bets[0]!.currency,
      now,
    );
    return rows;
  });
}

/** Pays an open bet at `hundredths`, once. */
function payWon(db: Db, bet: CrashBetRow, hundredths: number, now: Date) {
  const payout = crashPayout(bet.amount, hundredths);
  return settleOpen(
    db,
    bet,
    { status: 'won', cashout: hundredths, payout, settledAt: now },
    (tx, betId) => settleBet(tx, betId, payout, now),
  );
}

const settleLost = (db: Db, bet: CrashBetRow, now: Date) =>
  settleOpen(db, bet, { status: 'lost', settledAt: now }, (tx, betId) =>
    settleBet(tx, betId, 0, now),
  );

const refund = (db: Db, bet: CrashBetRow, now: Date) =>
  settleOpen(db, bet, { status: 'refunded', settledAt: now }, (tx, betId) =>
    rollbackBet(tx, betId, now),
  );

/**
 * The member's cash-out in the running round at the multiplier of this moment; when their auto cash-out
 * was reached already, that one came first and is what pays. A repeated cash-out answers the paid bet.
 */
export async function cashOut(
  db: Db,
  who: { memberId: string; merchantCode: string; nodeId: string },
  growthPerMs: number,
  now: Date,
): Promise<{ bet: CrashBetRow; round: CrashRoundRow }> {
  const round = await latestRound(db, who.merchantCode, who.nodeId);
  const [bet] = round
    ? await db
        .select()
        .from(crashBets)
        .where(and(eq(crashBets.roundId, round.id), eq(crashBets.memberId, who.memberId)))
    : [];
  if (!round || !bet) throw new ApiError(409, 'crash_not_cashable');
  if (bet.status === 'won') return { bet, round };
  if (round.status !== 'running' || bet.status !== 'open' || !round.startedAt)
    throw new ApiError(409, 'crash_not_cashable');
  const elapsed = now.getTime() - round.startedAt.getTime();
  if (elapsed >= crashMsOf(round, growthPerMs)) throw new ApiError(409, 'crash_not_cashable');
  const shown = multiplierAt(elapsed, growthPerMs);
  const at = bet.autoCashout !== null && bet.autoCashout <= shown ? bet.autoCashout : shown;
  const won = await payWon(db, bet, at, now);
  if (won) return { bet: won, round };
  // Another request (the auto cash-out, a second click) settled it first.
  const [settled] = await db.select().from(crashBets).where(eq(crashBets.id, bet.id));
  if (settled?.status === 'won') return { bet: settled, round };
  throw new ApiError(409, 'crash_not_cashable');
}

/** Pays the running round's auto cash-outs the curve has reached by now; returns the bets it paid. */
export async function payReachedAutoCashouts(
  db: Db,
  round: CrashRoundRow,
  growthPerMs: number,
  now: Date,
  onBatchFailed?: (error: unknown) => void,
): Promise<CrashBetRow[]> {
  if (!round.startedAt) return [];
  const elapsed = now.getTime() - round.startedAt.getTime();
  const reached = Math.min(multiplierAt(elapsed, growthPerMs), round.crashPoint);
  if (round.crashPoint <= 100) return [];
  const due = await db
    .select()
    .from(crashBets)
    .where(
      and(
        eq(crashBets.roundId, round.id),
        eq(crashBets.status, 'open'),
        isNotNull(crashBets.autoCashout),
        lte(crashBets.autoCashout, reached),
      ),
    )
    .orderBy(asc(crashBets.autoCashout));
  return settleAll(db, due, (bet) => ({ cashout: bet.autoCashout! }), now, onBatchFailed);
}

/** How an open bet settles: paid at a multiplier (hundredths), lost, or its stake back. */
type Verdict = { cashout: number } | 'lost' | 'refund';

/** What closing a round may be told: when it closed (before its bets settle), and of a failed batch. */
export interface CloseOptions {
  /** The round's new status is stored: a loop tells watchers now, not after a thousand settlements. */
  onClosed?: (round: CrashRoundRow) => void;
  /** A batch of settlements failed whole for a reason other than a race (its bets went one by one). */
  onBatchFailed?: (error: unknown) => void;
}

/**
 * Moves the round from one status to the next once, then settles each of its open bets by `verdict`.
 * Undefined when the round had moved already.
 */
async function closeRound(
  db: Db,
  round: CrashRoundRow,
  from: 'betting' | 'running',
  to: 'cancelled' | 'ended',
  now: Date,
  verdict: (bet: CrashBetRow, closed: CrashRoundRow) => Verdict,
  options: CloseOptions = {},
): Promise<{ round: CrashRoundRow; settled: CrashBetRow[] } | undefined> {
  const [closed] = await db
    .update(crashRounds)
    .set({ status: to, endedAt: now })
    .where(and(eq(crashRounds.id, round.id), eq(crashRounds.status, from)))
    .returning();
  if (!closed) return undefined;
  options.onClosed?.(closed);
  return { round: closed, settled: await settleOpenBets(db, closed, now, verdict, options.onBatchFailed) };
}

/** Settles the open bets of a round that has ended or been cancelled (by `verdict`). */
async function settleOpenBets(
  db: Db,
  closed: CrashRoundRow,
  now: Date,
  verdict: (bet: CrashBetRow, closed: CrashRoundRow) => Verdict,
  onBatchFailed?: (error: unknown) => void,
) {
  const open = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, closed.id), eq(crashBets.status, 'open')));
  return settleAll(db, open, (bet) => verdict(bet, closed), now, onBatchFailed);
}

/** The auto cash-out of a bet still open at the crash, when the curve reached it (it pays). */
export const reachedAutoCashout = (
  bet: Pick<CrashBetRow, 'autoCashout'>,
  ended: Pick<CrashRoundRow, 'crashPoint'>,
): number | undefined =>
  bet.autoCashout !== null && bet.autoCashout <= ended.crashPoint && ended.crashPoint > 100
    ? bet.autoCashout
    : undefined;

/** An ended round's verdict on a bet still open: its auto cash-out if the curve reached it, else lost. */
const endVerdict =
  (refundOpen: boolean) =>
  (bet: CrashBetRow, ended: CrashRoundRow): Verdict => {
    const cashout = reachedAutoCashout(bet, ended);
    return cashout !== undefined ? { cashout } : refundOpen ? 'refund' : 'lost';
  };

/**
 * Ends the round at its crash point, once: auto cash-outs at or below it are paid, the other open bets
 * lose, or with `refundOpen` (a round whose crash moment passed while no process ran it, so nobody could
 * cash out) get their stake back. Returns the round, or undefined when it had ended already.
 */
export const endRound = (
  db: Db,
  round: CrashRoundRow,
  now: Date,
  options: { refundOpen?: boolean } & CloseOptions = {},
) => closeRound(db, round, 'running', 'ended', now, endVerdict(!!options.refundOpen), options);

/** A round that never started is cancelled and every bet refunded, once. */
export const cancelRound = (db: Db, round: CrashRoundRow, now: Date) =>
  closeRound(db, round, 'betting', 'cancelled', now, () => 'refund');

/** Closed rounds recovery looks back over for bets left open (a loop settles one round at a time). */
const RECOVERY_LOOKBACK = 10;

/**
 * The restart rule, run by whoever takes a game's loop over: a round still betting never started, so it
 * is cancelled and refunded; a running round whose crash moment has passed ends (acknowledged cash-outs
 * were paid when acknowledged, reached auto cash-outs are paid, the rest refunded); a running round still
 * before its crash moment goes on. A round that closed but whose bets were not all settled (the process
 * stopped between the two) has them settled as its close would have: an ended round's lose or get their
 * reached auto cash-out, a cancelled round's are refunded. Returns the running round, if any.
 */
export async function recoverGame(
  db: Db,
  merchantCode: string,
  nodeId: string,
  growthPerMs: number,
  now: Date,
): Promise<CrashRoundRow | undefined> {
  const closed = await db
    .select()
    .from(crashRounds)
    .where(roundsOfGame(merchantCode, nodeId, inArray(crashRounds.status, ['ended', 'cancelled'])))
    .orderBy(desc(crashRounds.roundNo))
    .limit(RECOVERY_LOOKBACK);
  for (const round of closed)
    await settleOpenBets(db, round, now, round.status === 'ended' ? endVerdict(false) : () => 'refund');
  const unfinished = await db
    .select()
    .from(crashRounds)
    .where(roundsOfGame(merchantCode, nodeId, inArray(crashRounds.status, ['betting', 'running'])))
    .orderBy(asc(crashRounds.roundNo));
  let running: CrashRoundRow | undefined;
  for (const round of unfinished) {
    if (round.status === 'betting') {
      await cancelRound(db, round, now);
    } else if (now.getTime() >= round.startedAt!.getTime() + crashMsOf(round, growthPerMs)) {
      await endRound(db, round, now, { refundOpen: true });
    } else {
      running = round;
    }
  }
  return running;
}

export const roundBets = (db: Db, roundId: number) =>
  db
    .select()
    .from(crashBets)
    .where(eq(crashBets.roundId, roundId))
    .orderBy(asc(crashBets.placedAt));

export const chainOf = async (db: Db, chainId: number) =>
  (await db.select().from(crashChains).where(eq(crashChains.id, chainId)))[0];
