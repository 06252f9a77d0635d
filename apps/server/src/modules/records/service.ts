// personalHistoryCopy (bets), personalProfit (P/L per game type) and bonusDetails.
import { and, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { dateRange, pageOf, type PageQuery } from '../../http/paging';
import type { Member } from '../member/service';
import type { Merchant } from '../system/service';
import { withdrawalOrders } from '../withdrawals/tables';
import { journalEntries, ledgerAccounts, postings } from '../wallet/tables';
import { gameRounds, type GameRoundRow } from './tables';

// Profit counts settled rounds only: an open bet has no result yet, a cancelled one none at all.
const profitOf = sql<number>`coalesce(sum(CASE WHEN ${gameRounds.status} = 'settled' THEN ${gameRounds.winAmount} - ${gameRounds.betAmount} ELSE 0 END), 0)`.mapWith(Number);
const totalsSelection = {
  betAmount: sql<number>`coalesce(sum(${gameRounds.betAmount}), 0)`.mapWith(Number),
  validBet: sql<number>`coalesce(sum(${gameRounds.validBet}), 0)`.mapWith(Number),
  winAmount: sql<number>`coalesce(sum(${gameRounds.winAmount}), 0)`.mapWith(Number),
  profit: profitOf,
};

const toBetRecord = (r: GameRoundRow) => ({
  betId: r.betId,
  vendor: r.vendor,
  gameType: r.gameType as 'RNG',
  gameName: r.gameName,
  betAmount: r.betAmount,
  validBet: r.validBet,
  winAmount: r.winAmount,
  profit: r.status === 'settled' ? r.winAmount - r.betAmount : 0,
  status: r.status as 'settled',
  betAt: r.betAt.toISOString(),
  ...(r.settledAt && { settledAt: r.settledAt.toISOString() }),
});

export type BetRecordsQuery = PageQuery & { gameType?: string; status?: string };

export async function listBetRecords(db: Db, member: Member, merchant: Merchant, query: BetRecordsQuery) {
  const { from, to } = dateRange(query);
  const where: SQL[] = [eq(gameRounds.memberId, member.id), gte(gameRounds.betAt, from), lt(gameRounds.betAt, to)];
  if (query.gameType) where.push(eq(gameRounds.gameType, query.gameType));
  if (query.status) where.push(eq(gameRounds.status, query.status));
  const page = pageOf(query);
  const [rows, [totals]] = await Promise.all([
    db.select().from(gameRounds).where(and(...where)).orderBy(desc(gameRounds.betAt)).limit(page.limit).offset(page.offset),
    db.select({ n: count(), ...totalsSelection }).from(gameRounds).where(and(...where)),
  ]);
  const { n, ...sums } = totals ?? { n: 0, betAmount: 0, validBet: 0, winAmount: 0, profit: 0 };
  return { ...page.result(rows.map(toBetRecord), n), totals: sums, currency: merchant.currency };
}

/** Sum of the member's main-wallet postings of a ledger kind in the range. */
async function postedSum(db: Db, member: Member, currency: string, kind: string, from: Date, to: Date) {
  const [row] = await db
    .select({ total: sum(postings.amount).mapWith(Number) })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(
      and(
        eq(ledgerAccounts.ownerMemberId, member.id),
        eq(ledgerAccounts.kind, 'member_main'),
        eq(ledgerAccounts.currency, currency),
        eq(journalEntries.kind, kind),
        gte(journalEntries.createdAt, from),
        lt(journalEntries.createdAt, to),
      ),
    );
  return row?.total ?? 0;
}

export async function personalProfit(db: Db, member: Member, merchant: Merchant, query: PageQuery) {
  const { from, to } = dateRange(query);
  const inRange = and(eq(gameRounds.memberId, member.id), gte(gameRounds.betAt, from), lt(gameRounds.betAt, to));
  const [rows, [totals], deposits, bonuses, [withdrawn]] = await Promise.all([
    db
      .select({ gameType: gameRounds.gameType, bets: count(), ...totalsSelection })
      .from(gameRounds)
      .where(inRange)
      .groupBy(gameRounds.gameType)
      .orderBy(gameRounds.gameType),
    db.select(totalsSelection).from(gameRounds).where(inRange),
    postedSum(db, member, merchant.currency, 'deposit', from, to),
    postedSum(db, member, merchant.currency, 'bonus', from, to),
    db
      .select({ total: sum(withdrawalOrders.amount).mapWith(Number) })
      .from(withdrawalOrders)
      .where(
        and(
          eq(withdrawalOrders.memberId, member.id),
          sql`${withdrawalOrders.status} NOT IN ('reviewing', 'rejected')`,
          gte(withdrawalOrders.createdAt, from),
          lt(withdrawalOrders.createdAt, to),
        ),
      ),
  ]);
  return {
    currency: merchant.currency,
    rows: rows.map((r) => ({ ...r, gameType: r.gameType as 'RNG' })),
    totals: totals ?? { betAmount: 0, validBet: 0, winAmount: 0, profit: 0 },
    deposits,
    withdrawals: withdrawn?.total ?? 0,
    bonuses,
  };
}

export async function listBonusRecords(db: Db, member: Member, merchant: Merchant, query: PageQuery) {
  const { from, to } = dateRange(query);
  const where = and(
    eq(ledgerAccounts.ownerMemberId, member.id),
    eq(ledgerAccounts.kind, 'member_main'),
    eq(ledgerAccounts.currency, merchant.currency),
    eq(journalEntries.kind, 'bonus'),
    gte(journalEntries.createdAt, from),
    lt(journalEntries.createdAt, to),
  );
  const page = pageOf(query);
  const base = () =>
    db
      .select({ id: journalEntries.id, time: journalEntries.createdAt, metadata: journalEntries.metadata, amount: postings.amount })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(where);
  const [rows, [totals]] = await Promise.all([
    base().orderBy(desc(journalEntries.createdAt)).limit(page.limit).offset(page.offset),
    db
      .select({ n: count(), amount: sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number) })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(where),
  ]);
  return {
    ...page.result(
      rows.map((r) => ({
        referenceNo: `J${r.id}`,
        time: r.time.toISOString(),
        name: String(r.metadata.name ?? 'Bonus'),
        amount: r.amount,
      })),
      totals?.n ?? 0,
    ),
    totals: { amount: totals?.amount ?? 0 },
    currency: merchant.currency,
  };
}
