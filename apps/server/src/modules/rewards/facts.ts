// What rewards and missions are decided by: the member's own deposits (ledger) and bets (game rounds).
import { and, count, eq, gte, lt, max, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { gameRounds } from '../records/tables';
import { AccountKind } from '../wallet/accounts';
import { journalEntries, ledgerAccounts, postings } from '../wallet/tables';
import type { Period } from './periods';

export interface DepositFacts {
  count: number;
  /** The largest single deposit, minor units. */
  largest: number;
  /** All deposits together, minor units. */
  total: number;
}

/** A value, or what stands for one in a query of the caller's (a column, a placeholder). */
type Operand<T> = T | SQLWrapper;

/** Which postings are deposits that reached the member's main wallet in the period (with the joins below). */
const depositFilter = (memberId: Operand<string>, currency: Operand<string>, period: Pick<Period, 'from' | 'to'>) =>
  and(
    eq(ledgerAccounts.ownerMemberId, memberId),
    eq(ledgerAccounts.kind, AccountKind.MEMBER_MAIN),
    eq(ledgerAccounts.currency, currency),
    eq(journalEntries.kind, 'deposit'),
    gte(journalEntries.createdAt, period.from),
    lt(journalEntries.createdAt, period.to),
  );

const depositSum = sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number);

/** Deposits that reached the member's main wallet in the period. */
export async function depositsIn(
  db: Db,
  memberId: string,
  currency: string,
  period: Pick<Period, 'from' | 'to'>,
): Promise<DepositFacts> {
  const [row] = await db
    .select({ n: count(), largest: max(postings.amount).mapWith(Number), total: depositSum })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(depositFilter(memberId, currency, period));
  return { count: row?.n ?? 0, largest: row?.largest ?? 0, total: row?.total ?? 0 };
}

export interface BetFacts {
  bets: number;
  /** Sum of bet amounts, minor units. */
  wager: number;
  /** Sum of the settled rounds' valid bets, minor units. */
  validBet: number;
}

const wagerSum = sql<number>`coalesce(sum(${gameRounds.betAmount}), 0)`.mapWith(Number);

/** Which game rounds are the member's bets placed in the period; a rolled-back (cancelled) bet does not count. */
const betFilter = (memberId: Operand<string>, period: Pick<Period, 'from' | 'to'>) =>
  and(
    eq(gameRounds.memberId, memberId),
    ne(gameRounds.status, 'cancelled'),
    gte(gameRounds.betAt, period.from),
    lt(gameRounds.betAt, period.to),
  );

const validBetSum = sql<number>`coalesce(sum(${gameRounds.validBet}), 0)`.mapWith(Number);

/** Bets placed in the period; a rolled-back (cancelled) bet does not count. */
export async function betsIn(
  db: Db,
  memberId: string,
  period: Pick<Period, 'from' | 'to'>,
): Promise<BetFacts> {
  const [row] = await db
    .select({ bets: count(), wager: wagerSum, validBet: validBetSum })
    .from(gameRounds)
    .where(betFilter(memberId, period));
  return { bets: row?.bets ?? 0, wager: row?.wager ?? 0, validBet: row?.validBet ?? 0 };
}

export { wagerSum };
