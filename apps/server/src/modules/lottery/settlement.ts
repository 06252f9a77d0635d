// Settling the bets of drawn lotteries. The draw machine (games/lottery.ts) decides a draw's numbers from the
// game and draw number alone, so any process can settle any drawn bet at any time: on a timer, and once at
// start-up for whatever a stopped server left. Each bet settles in its own transaction behind a row lock
// and the `status = 'open'` check, and its win moves under the ledger key `win:<betId>` (records module):
// however many processes or retries race, a bet is paid once.
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { prizesFor } from '../games/lottery';
import type { Notifier } from '../notifications/hub';
import { settleBet } from '../records/rounds';
import { pushBalance } from '../wallet/service';
import { hitsOf, payoutOf, type DrawResult, type PrizeMode } from './betTypes';
import { lotteryBets } from './tables';

interface Settled {
  memberId: string;
  currency: string;
  gameCode: string;
  numero: string;
  winAmount: number;
}

/** Settles one bet against its draw; null when another settler got there first. */
async function settleOne(db: Db, id: string, draw: DrawResult, at: Date): Promise<Settled | null> {
  return db.transaction(async (tx) => {
    const [bet] = await tx
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.id, id), eq(lotteryBets.status, 'open')))
      .for('update');
    if (!bet) return null;
    const hits = hitsOf(bet.prizeMode as PrizeMode, bet.betType, bet.selection, draw);
    const winAmount = payoutOf(bet.stake, bet.oddsCents, hits);
    await settleBet(tx, bet.betId, winAmount, at);
    await tx
      .update(lotteryBets)
      .set({
        status: winAmount > 0 ? 'won' : 'lost',
        winAmount,
        drawnNumbers: draw.numbers,
        settledAt: at,
      })
      .where(eq(lotteryBets.id, bet.id));
    return {
      memberId: bet.memberId,
      currency: bet.currency,
      gameCode: bet.gameCode,
      numero: bet.numero,
      winAmount,
    };
  });
}

/**
 * Settles every open bet whose draw is at or before `at`, then tells each member (balance and a
 * `lottery.settled` push per draw). Returns how many bets this call settled.
 */
export async function settleDrawnBets(db: Db, notifier: Notifier | undefined, at = new Date()) {
  const due = await db
    .select({
      id: lotteryBets.id,
      gameCode: lotteryBets.gameCode,
      numero: lotteryBets.numero,
      prizeMode: lotteryBets.prizeMode,
    })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.status, 'open'), lte(lotteryBets.drawAt, at)));
  const draws = new Map<string, DrawResult>();
  const settled: Settled[] = [];
  for (const bet of due) {
    const key = `${bet.gameCode}#${bet.numero}`;
    const draw = draws.get(key) ?? prizesFor(bet.prizeMode, bet.gameCode, bet.numero);
    draws.set(key, draw);
    const result = await settleOne(db, bet.id, draw, at);
    if (result) settled.push(result);
  }
  if (notifier) await announce(db, notifier, settled);
  return { settled: settled.length };
}

async function announce(db: Db, notifier: Notifier, settled: Settled[]) {
  const byMemberDraw = new Map<string, Settled & { bets: number; won: number }>();
  for (const s of settled) {
    const key = `${s.memberId}#${s.gameCode}#${s.numero}`;
    const entry = byMemberDraw.get(key) ?? { ...s, winAmount: 0, bets: 0, won: 0 };
    entry.bets += 1;
    entry.won += s.winAmount > 0 ? 1 : 0;
    entry.winAmount += s.winAmount;
    byMemberDraw.set(key, entry);
  }
  const wallets = new Map<string, string>();
  for (const e of byMemberDraw.values()) {
    wallets.set(e.memberId, e.currency);
    notifier.notify(e.memberId, {
      type: 'lottery.settled',
      gameCode: e.gameCode,
      numero: e.numero,
      bets: e.bets,
      won: e.won,
      winAmount: e.winAmount,
      currency: e.currency,
    });
  }
  for (const [memberId, currency] of wallets) await pushBalance(db, notifier, memberId, currency);
}
