// Game rounds as a vendor's seamless wallet calls them: bet (stake leaves the main wallet), settle (a
// win comes back) and rollback (the stake returns by a reversing entry). Each is idempotent by bet id.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { AccountKind, openMemberMainAccount, openSystemAccount } from '../wallet/accounts';
import { journalEntries } from '../wallet/tables';
import { post, reverseEntry } from '../wallet/ledger';
import { gameRounds, type GameRoundRow } from './tables';

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
  return db.transaction(async (tx) => {
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
      return first!;
    }
    const wallet = await openMemberMainAccount(tx, bet.memberId, bet.currency);
    const house = await openSystemAccount(tx, AccountKind.HOUSE, bet.currency);
    await post(tx, {
      idempotencyKey: `bet:${bet.betId}`,
      kind: 'bet',
      from: wallet.id,
      to: house.id,
      amount: bet.amount,
      occurredAt: bet.at,
      metadata: { betId: bet.betId, name: bet.gameName, vendor: bet.vendor },
    });
    return round;
  });
}

async function lockedRound(tx: Db, betId: string) {
  const [round] = await tx.select().from(gameRounds).where(eq(gameRounds.betId, betId)).for('update');
  if (!round) throw new ApiError(404, 'not_found');
  return round;
}

/** Settles once with the win (0 for a loss); settling again changes nothing. */
export async function settleBet(db: Db, betId: string, winAmount: number, at = new Date()) {
  return db.transaction(async (tx) => {
    const round = await lockedRound(tx, betId);
    if (round.status !== 'unsettled') return round;
    if (winAmount > 0) {
      const wallet = await openMemberMainAccount(tx, round.memberId, round.currency);
      const house = await openSystemAccount(tx, AccountKind.HOUSE, round.currency);
      await post(tx, {
        idempotencyKey: `win:${betId}`,
        kind: 'win',
        from: house.id,
        to: wallet.id,
        amount: winAmount,
        occurredAt: at,
        metadata: { betId, name: round.gameName, vendor: round.vendor },
      });
    }
    const [settled] = await tx
      .update(gameRounds)
      .set({ status: 'settled', winAmount, validBet: round.betAmount, settledAt: at })
      .where(eq(gameRounds.id, round.id))
      .returning();
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
