// Game rounds as a vendor's seamless wallet calls them: bet (stake leaves the main wallet), settle (a
// win comes back) and rollback (the stake returns by a reversing entry). Each is idempotent by bet id.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { AccountKind, openMemberMainAccount, openSystemAccount, openWalletAndHouse } from '../wallet/accounts';
import { journalEntries } from '../wallet/tables';
import { post, postIn, reverseEntry } from '../wallet/ledger';
import { earnPointsForBet } from '../points/ledger';
import { gameRounds, memberBetDays, type GameRoundRow } from './tables';
import { enforceLimits } from '../responsible/limits';

type DayChange = Partial<
  Record<'bets' | 'betAmount' | 'validBet' | 'winAmount' | 'profit', number>
>;

/** Adds to the round's member/day/game-type row of member_bet_days (created on the first round). */
async function addToBetDay(
  tx: Db,
  round: Pick<GameRoundRow, 'memberId' | 'betAt' | 'gameType' | 'currency'>,
  change: DayChange,
) {
  const values = { bets: 0, betAmount: 0, validBet: 0, winAmount: 0, profit: 0, ...change };
  const add = (column: keyof DayChange) => sql`${memberBetDays[column]} + ${values[column]}`;
  await tx
    .insert(memberBetDays)
    .values({
      memberId: round.memberId,
      day: round.betAt.toISOString().slice(0, 10),
      gameType: round.gameType,
      currency: round.currency,
      ...values,
    })
    .onConflictDoUpdate({
      target: [
        memberBetDays.memberId,
        memberBetDays.day,
        memberBetDays.gameType,
        memberBetDays.currency,
      ],
      set: {
        bets: add('bets'),
        betAmount: add('betAmount'),
        validBet: add('validBet'),
        winAmount: add('winAmount'),
        profit: add('profit'),
      },
    });
}

export interface NewBet {
  memberId: string;
  currency: string;
  betId: string;
  vendor: string;
  gameType: string;
  gameCode: string;
  gameName: string;
  amount: number;
  at?: Date;
}

/** Takes the stake (insufficient_funds when the wallet cannot cover it; then no round is kept). */
export async function placeBet(db: Db, bet: NewBet): Promise<GameRoundRow> {
  return db.transaction(async (tx) => (await placeBetIn(tx, bet)).round);
}

export interface PlacedBet {
  round: GameRoundRow;
  /** The main wallet's balance after the stake; undefined when the bet id had been placed before. */
  balance?: number;
}

/**
 * placeBet inside the caller's transaction, with no savepoint of its own: for a caller whose transaction
 * fails whole when the stake cannot be taken (an in-house bet stored with its stake).
 */
export async function placeBetIn(tx: Db, bet: NewBet): Promise<PlacedBet> {
  const [round] = await tx
    .insert(gameRounds)
    .values({
      betId: bet.betId,
      memberId: bet.memberId,
      vendor: bet.vendor,
      gameType: bet.gameType,
      gameCode: bet.gameCode,
      gameName: bet.gameName,
      currency: bet.currency,
      betAmount: bet.amount,
      ...(bet.at && { betAt: bet.at }),
    })
    .onConflictDoNothing({ target: gameRounds.betId })
    .returning();
  if (!round) {
    const [first] = await tx.select().from(gameRounds).where(eq(gameRounds.betId, bet.betId));
    return { round: first! };
  }
  // Responsible gaming: a stake over the member's stake or loss limit moves nothing (the round goes too).
  await enforceLimits(tx, bet.memberId, ['stake', 'loss'], bet.amount, bet.at, true);
  const { wallet, house } = await openWalletAndHouse(tx, bet.memberId, bet.currency);
  const { memberBalances } = await postIn(
    tx,
    {
      idempotencyKey: `bet:${bet.betId}`,
      kind: 'bet',
      from: wallet.id,
      to: house.id,
      amount: bet.amount,
      occurredAt: bet.at,
      metadata: { betId: bet.betId, name: bet.gameName, vendor: bet.vendor },
    },
    [wallet, house],
  );
  await addToBetDay(tx, round, { bets: 1, betAmount: round.betAmount });
  return { round, balance: memberBalances.get(wallet.id) };
}

async function lockedRound(tx: Db, betId: string) {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.betId, betId))
    .for('update');
  if (!round) throw new ApiError(404, 'not_found');
  return round;
}

/** Settles once with the win (0 for a loss) and earns the round's points; settling again changes nothing. */
export async function settleBet(db: Db, betId: string, winAmount: number, at = new Date()) {
  return db.transaction(async (tx) => {
    const round = await lockedRound(tx, betId);
    if (round.status !== 'unsettled') return round;
    if (winAmount > 0) {
      const { wallet, house } = await openWalletAndHouse(tx, round.memberId, round.currency);
      await postIn(
        tx,
        {
          idempotencyKey: `win:${betId}`,
          kind: 'win',
          from: house.id,
          to: wallet.id,
          amount: winAmount,
          occurredAt: at,
          metadata: { betId, name: round.gameName, vendor: round.vendor },
        },
        [wallet, house],
      );
    }
    const [settled] = await tx
      .update(gameRounds)
      .set({ status: 'settled', winAmount, validBet: round.betAmount, settledAt: at })
      .where(eq(gameRounds.id, round.id))
      .returning();
    await addToBetDay(tx, round, {
      validBet: round.betAmount,
      winAmount,
      profit: winAmount - round.betAmount,
    });
    // Points for the valid bet, in this transaction: a round settles once, so it earns once.
    await earnPointsForBet(tx, settled!, at);
    return settled!;
  });
}

/** Cancels an unsettled round: the stake comes back by reversing the bet entry. */
export async function rollbackBet(db: Db, betId: string, at = new Date()) {
  return db.transaction(async (tx) => {
    const round = await lockedRound(tx, betId);
    if (round.status === 'cancelled') return round;
    if (round.status !== 'unsettled') throw new ApiError(409, 'order_state_conflict');
    const [entry] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `bet:${betId}`));
    await reverseEntry(tx, {
      entryId: entry!.id,
      idempotencyKey: `rollback:${betId}`,
      kind: 'rollback',
      metadata: { betId, name: round.gameName },
    });
    const [cancelled] = await tx
      .update(gameRounds)
      .set({ status: 'cancelled', validBet: 0, settledAt: at })
      .where(eq(gameRounds.id, round.id))
      .returning();
    return cancelled!;
  });
}

export interface Bonus {
  memberId: string;
  currency: string;
  amount: number;
  /** The promotion or reward that pays it, shown in bonusDetails. */
  name: string;
  idempotencyKey: string;
  at?: Date;
}

/** Pays a bonus from the house into the main wallet. */
export async function grantBonus(db: Db, bonus: Bonus) {
  return db.transaction(async (tx) => {
    const wallet = await openMemberMainAccount(tx, bonus.memberId, bonus.currency);
    const house = await openSystemAccount(tx, AccountKind.HOUSE, bonus.currency);
    return post(tx, {
      idempotencyKey: bonus.idempotencyKey,
      kind: 'bonus',
      from: house.id,
      to: wallet.id,
      amount: bonus.amount,
      occurredAt: bonus.at,
      metadata: { name: bonus.name },
    });
  });
}
