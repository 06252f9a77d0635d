// Game rounds as a vendor's seamless wallet calls them: bet (stake leaves the main wallet), settle (a
// win comes back) and rollback (the stake returns by a reversing entry). Each is idempotent by bet id.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { caseOf } from '../../db/query';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import {
  AccountKind,
  lockMemberAccounts,
  openMemberMainAccount,
  openSystemAccount,
  openWalletAndHouse,
} from '../wallet/accounts';
import { journalEntries } from '../wallet/tables';
import { addToMemberTotals } from '../wallet/totals';
import {
  LedgerError,
  post,
  postAllIn,
  postIn,
  reverseEntry,
  type TransferInput,
} from '../wallet/ledger';
import { earnPointsForBet, earnPointsForBets } from '../points/ledger';
import { gameRounds, memberBetDays, type GameRoundRow } from './tables';
import { enforceLimits, membersWithLimits } from '../responsible/limits';

type DayChange = Partial<
  Record<'bets' | 'betAmount' | 'validBet' | 'winAmount' | 'profit', number>
>;

const DAY_COLUMNS = ['bets', 'betAmount', 'validBet', 'winAmount', 'profit'] as const;

/**
 * Adds to each round's member/day/game-type row of member_bet_days (created on the first round), by one
 * statement (rounds of one row are summed first: one statement changes a row once), and the valid bets to
 * the members' totals (wallet/totals.ts).
 */
async function addToBetDays(
  tx: Db,
  changes: readonly {
    round: Pick<GameRoundRow, 'memberId' | 'betAt' | 'gameType' | 'currency'>;
    change: DayChange;
  }[],
) {
  if (changes.length === 0) return;
  const add = (column: (typeof DAY_COLUMNS)[number]) =>
    sql`${memberBetDays[column]} + excluded.${sql.identifier(memberBetDays[column].name)}`;
  const rows = new Map<string, typeof memberBetDays.$inferInsert & Record<(typeof DAY_COLUMNS)[number], number>>();
  for (const { round, change } of changes) {
    const day = round.betAt.toISOString().slice(0, 10);
    const key = `${round.memberId}|${day}|${round.gameType}|${round.currency}`;
    const row = rows.get(key) ?? {
      memberId: round.memberId,
      day,
      gameType: round.gameType,
      currency: round.currency,
      ...(Object.fromEntries(DAY_COLUMNS.map((column) => [column, 0])) as Record<(typeof DAY_COLUMNS)[number], number>),
    };
    for (const column of DAY_COLUMNS) row[column] += change[column] ?? 0;
    rows.set(key, row);
  }
  await tx
    .insert(memberBetDays)
    // In key order: two batches upserting rows of the same members lock them in one order (no deadlock).
    .values([...rows.keys()].sort().map((key) => rows.get(key)!))
    .onConflictDoUpdate({
      target: [
        memberBetDays.memberId,
        memberBetDays.day,
        memberBetDays.gameType,
        memberBetDays.currency,
      ],
      set: Object.fromEntries(DAY_COLUMNS.map((column) => [column, add(column)])),
    });
  // Valid bets also add to the member's all-time totals (the VIP ladder's), in the same transaction.
  await addToMemberTotals(
    tx,
    changes.map(({ round, change }) => ({ memberId: round.memberId, currency: round.currency, validBet: change.validBet })),
  );
}

const addToBetDay = (
  tx: Db,
  round: Pick<GameRoundRow, 'memberId' | 'betAt' | 'gameType' | 'currency'>,
  change: DayChange,
) => addToBetDays(tx, [{ round, change }]);

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

const roundValues = (bet: NewBet) => ({
  betId: bet.betId,
  memberId: bet.memberId,
  vendor: bet.vendor,
  gameType: bet.gameType,
  gameCode: bet.gameCode,
  gameName: bet.gameName,
  currency: bet.currency,
  betAmount: bet.amount,
  ...(bet.at && { betAt: bet.at }),
});

/** A bet's stake as a ledger transfer, wallet to house, keyed by its bet id. */
const stakeTransfer = (bet: NewBet, walletId: number, houseId: number): TransferInput => ({
  idempotencyKey: `bet:${bet.betId}`,
  kind: 'bet',
  from: walletId,
  to: houseId,
  amount: bet.amount,
  occurredAt: bet.at,
  metadata: { betId: bet.betId, name: bet.gameName, vendor: bet.vendor },
});

/**
 * placeBet inside the caller's transaction, with no savepoint of its own: for a caller whose transaction
 * fails whole when the stake cannot be taken (an in-house bet stored with its stake).
 */
export async function placeBetIn(tx: Db, bet: NewBet): Promise<PlacedBet> {
  const [round] = await tx
    .insert(gameRounds)
    .values(roundValues(bet))
    .onConflictDoNothing({ target: gameRounds.betId })
    .returning();
  if (!round) {
    const [first] = await tx.select().from(gameRounds).where(eq(gameRounds.betId, bet.betId));
    return { round: first! };
  }
  // Responsible gaming: a stake over the member's stake or loss limit moves nothing (the round goes too).
  await enforceLimits(tx, bet.memberId, ['stake', 'loss'], bet.amount, bet.at, true);
  const { wallet, house } = await openWalletAndHouse(tx, bet.memberId, bet.currency);
  const { memberBalances } = await postIn(tx, stakeTransfer(bet, wallet.id, house.id), [
    wallet,
    house,
  ]);
  await addToBetDay(tx, round, { bets: 1, betAmount: round.betAmount });
  return { round, balance: memberBalances.get(wallet.id) };
}

/** placeBetsIn found a bet id used before: nothing was taken, and the caller bets one by one. */
export class UsedBetIdInBatch extends Error {
  constructor() {
    super('a bet id of the batch was placed before');
    this.name = 'UsedBetIdInBatch';
  }
}

/** What placeBetsIn did with a bet: placed, refused (a LedgerError), or left for placeBetIn (`alone`). */
export type BatchedBet = { placed: Required<PlacedBet> } | { refused: LedgerError } | { alone: true };

/**
 * placeBetIn for many new bets of distinct members in one currency, in the caller's transaction and a
 * fixed number of statements (what a crash round's thousands of bets need). A bet is left `alone` for
 * placeBetIn when its member has a stake or loss limit to check or no wallet yet, and refused
 * (insufficient_funds) when the wallet, locked here, cannot cover it. Throws UsedBetIdInBatch (or the
 * ledger's UsedKeyInBatch) when a bet id was placed before: the caller rolls back and bets one by one.
 */
export async function placeBetsIn(
  tx: Db,
  bets: readonly NewBet[],
  currency: string,
): Promise<BatchedBet[]> {
  const memberIds = bets.map((bet) => bet.memberId);
  if (new Set(memberIds).size !== bets.length) throw new Error('a batch holds one bet per member');
  if (bets.some((bet) => bet.currency !== currency)) throw new Error('a batch is in one currency');
  if (bets.length === 0) return [];
  const limited = await membersWithLimits(tx, memberIds, ['stake', 'loss']);
  const wallets = await lockMemberAccounts(tx, memberIds, AccountKind.MEMBER_MAIN, currency);
  const house = await openSystemAccount(tx, AccountKind.HOUSE, currency);
  const walletOf = new Map(wallets.map((wallet) => [wallet.ownerMemberId!, wallet]));
  // Each bet: left alone, refused, or taken (null).
  const decided = bets.map((bet): Exclude<BatchedBet, { placed: unknown }> | null => {
    const wallet = walletOf.get(bet.memberId);
    if (!wallet || limited.has(bet.memberId)) return { alone: true };
    if (wallet.balance >= bet.amount) return null;
    const message = `account ${wallet.id} holds ${wallet.balance}, cannot take ${bet.amount}`;
    return { refused: new LedgerError('insufficient_funds', message) };
  });
  const taken = bets.filter((_, i) => decided[i] === null);
  if (taken.length === 0) return decided as BatchedBet[];
  const rounds = await tx
    .insert(gameRounds)
    .values(taken.map(roundValues))
    .onConflictDoNothing({ target: gameRounds.betId })
    .returning();
  if (rounds.length !== taken.length) throw new UsedBetIdInBatch();
  const roundOf = new Map(rounds.map((round) => [round.betId, round]));
  const balances = await postAllIn(
    tx,
    taken.map((bet) => stakeTransfer(bet, walletOf.get(bet.memberId)!.id, house.id)),
    [house, ...wallets],
  );
  await addToBetDays(
    tx,
    rounds.map((round) => ({ round, change: { bets: 1, betAmount: round.betAmount } })),
  );
  return bets.map(
    (bet, i) =>
      decided[i] ?? {
        placed: {
          round: roundOf.get(bet.betId)!,
          balance: balances.get(walletOf.get(bet.memberId)!.id)!,
        },
      },
  );
}

/** A round's win as a ledger transfer, house to wallet, keyed by its bet id. */
const winTransfer = (
  round: GameRoundRow,
  amount: number,
  walletId: number,
  houseId: number,
  at: Date,
): TransferInput => ({
  idempotencyKey: `win:${round.betId}`,
  kind: 'win',
  from: houseId,
  to: walletId,
  amount,
  occurredAt: at,
  metadata: { betId: round.betId, name: round.gameName, vendor: round.vendor },
});

/** What a settled round adds to its day row. */
const settledDay = (round: GameRoundRow): DayChange => ({
  validBet: round.validBet,
  winAmount: round.winAmount,
  profit: round.winAmount - round.betAmount,
});

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
      await postIn(tx, winTransfer(round, winAmount, wallet.id, house.id, at), [wallet, house]);
    }
    const [settled] = await tx
      .update(gameRounds)
      .set({ status: 'settled', winAmount, validBet: round.betAmount, settledAt: at })
      .where(eq(gameRounds.id, round.id))
      .returning();
    await addToBetDay(tx, round, settledDay(settled!));
    // Points for the valid bet, in this transaction: a round settles once, so it earns once.
    await earnPointsForBet(tx, settled!, at);
    return settled!;
  });
}

/** A round's settlement in a batch: its bet id and its win (0 for a loss). */
export interface Settlement {
  betId: string;
  winAmount: number;
}

/**
 * settleBet for many rounds of one currency in the caller's transaction, in a fixed number of statements
 * whatever their number (a crash round's thousand bets at its end): the rounds locked in id order, the wins
 * in one postAllIn (the winners' wallets locked in id order first), the rounds in one UPDATE, their day
 * rows in one upsert, their points in one more postAllIn. A round settled or cancelled before is left as it
 * is. Throws the ledger's UsedKeyInBatch when a win or points key was used meanwhile: the caller rolls
 * back and settles one by one. Returns the rounds this call settled.
 */
export async function settleBetsIn(
  tx: Db,
  settlements: readonly Settlement[],
  currency: string,
  at = new Date(),
): Promise<GameRoundRow[]> {
  if (settlements.length === 0) return [];
  const winOf = new Map(settlements.map((s) => [s.betId, s.winAmount]));
  const locked = await tx
    .select()
    .from(gameRounds)
    .where(inArray(gameRounds.betId, [...winOf.keys()]))
    .orderBy(asc(gameRounds.id))
    .for('update');
  const due = locked.filter((round) => round.status === 'unsettled');
  if (due.some((round) => round.currency !== currency)) throw new Error('a batch is in one currency');
  if (due.length === 0) return [];
  const won = due.filter((round) => winOf.get(round.betId)! > 0);
  if (won.length > 0) {
    const wallets = await lockMemberAccounts(
      tx,
      won.map((round) => round.memberId),
      AccountKind.MEMBER_MAIN,
      currency,
    );
    const house = await openSystemAccount(tx, AccountKind.HOUSE, currency);
    const walletOf = new Map(wallets.map((wallet) => [wallet.ownerMemberId, wallet]));
    await postAllIn(
      tx,
      won.map((round) => winTransfer(round, winOf.get(round.betId)!, walletOf.get(round.memberId)!.id, house.id, at)),
      [house, ...wallets],
    );
  }
  const settled = await tx
    .update(gameRounds)
    .set({
      status: 'settled',
      winAmount: caseOf(gameRounds.id, new Map(due.map((round) => [round.id, winOf.get(round.betId)])), 'bigint'),
      validBet: sql`${gameRounds.betAmount}`,
      settledAt: at,
    })
    .where(inArray(gameRounds.id, due.map((round) => round.id)))
    .returning();
  await addToBetDays(tx, settled.map((round) => ({ round, change: settledDay(round) })));
  await earnPointsForBets(tx, settled, at);
  return settled;
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
