// The team's report pages: team betting (personalHistoryCopy), user loss (palStatementsAgentCopy),
// account details (agentDownlineTransactionDetailsCopy) and the agent's own credit report.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import type { Db } from '../../db/types';
import { dateRange, pageOf, type PageQuery } from '../../http/paging';
import type { Member } from '../member/service';
import type { Merchant } from '../system/service';
import {
  accountContains,
  movementsOf,
  movementTotals,
  teamIds,
  toMovementTotals,
  type MovementTotalsRow,
} from './movements';

export type TeamReportQuery = PageQuery & { account?: string; gameType?: string; type?: string };

const iso = (value: Date | string) => new Date(value).toISOString();

/** The team's rounds that the filter matches, joined to their member as m. */
function roundsWhere(agent: Member, merchant: Merchant, query: TeamReportQuery): SQL {
  const { from, to } = dateRange(query);
  return sql`r.member_id IN (${teamIds(agent.id)}) AND r.currency = ${merchant.currency}
    AND r.bet_at >= ${from} AND r.bet_at < ${to}
    AND ${query.gameType ? sql`r.game_type = ${query.gameType}` : sql`TRUE`}
    AND ${accountContains(sql`m.account`, query.account)}`;
}

/** The same filter over the team's daily sums (member_bet_days d, members m): what every total reads. */
export function betDaysWhere(agent: Member, merchant: Merchant, query: TeamReportQuery): SQL {
  const { from, to } = dateRange(query);
  const day = (at: Date) => at.toISOString().slice(0, 10);
  return sql`d.member_id IN (${teamIds(agent.id)}) AND d.currency = ${merchant.currency}
    AND d.day >= ${day(from)}::date AND d.day < ${day(to)}::date
    AND ${query.gameType ? sql`d.game_type = ${query.gameType}` : sql`TRUE`}
    AND ${accountContains(sql`m.account`, query.account)}`;
}

const dayTotals = sql`coalesce(sum(d.bet_amount), 0)::text AS bet_amount, coalesce(sum(d.valid_bet), 0)::text AS valid_bet,
  coalesce(sum(d.win_amount), 0)::text AS win_amount, coalesce(sum(d.profit), 0)::text AS profit`;

interface TotalsRow extends Record<string, unknown> {
  n: number;
  bet_amount: string;
  valid_bet: string;
  win_amount: string;
  profit: string;
}

const toTotals = (row: TotalsRow | undefined) => ({
  betAmount: Number(row?.bet_amount ?? 0),
  validBet: Number(row?.valid_bet ?? 0),
  winAmount: Number(row?.win_amount ?? 0),
  profit: Number(row?.profit ?? 0),
});

interface RoundRow extends Record<string, unknown> {
  account: string;
  bet_id: string;
  vendor: string;
  game_type: string;
  game_name: string;
  bet_amount: string;
  valid_bet: string;
  win_amount: string;
  status: string;
  bet_at: Date | string;
  settled_at: Date | string | null;
}

export async function teamBets(db: Db, agent: Member, merchant: Merchant, query: TeamReportQuery) {
  const page = pageOf(query);
  const where = roundsWhere(agent, merchant, query);
  const [rows, [totals]] = await Promise.all([
    queryRows<RoundRow>(
      db,
      sql`SELECT m.account, r.* FROM game_rounds r JOIN members m ON m.id = r.member_id WHERE ${where}
          ORDER BY r.bet_at DESC, r.bet_id LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<TotalsRow>(
      db,
      sql`SELECT coalesce(sum(d.bets), 0)::int AS n, ${dayTotals} FROM member_bet_days d JOIN members m ON m.id = d.member_id
          WHERE ${betDaysWhere(agent, merchant, query)}`,
    ),
  ]);
  const list = rows.map((r) => {
    const [betAmount, winAmount] = [Number(r.bet_amount), Number(r.win_amount)];
    return {
      account: r.account,
      betId: r.bet_id,
      vendor: r.vendor,
      gameType: r.game_type as 'RNG',
      gameName: r.game_name,
      betAmount,
      validBet: Number(r.valid_bet),
      winAmount,
      profit: r.status === 'settled' ? winAmount - betAmount : 0,
      status: r.status as 'settled',
      betAt: iso(r.bet_at),
      ...(r.settled_at !== null && { settledAt: iso(r.settled_at) }),
    };
  });
  return {
    ...page.result(list, totals?.n ?? 0),
    totals: toTotals(totals),
    currency: merchant.currency,
  };
}

export async function userLoss(db: Db, agent: Member, merchant: Merchant, query: TeamReportQuery) {
  const page = pageOf(query);
  const where = betDaysWhere(agent, merchant, query);
  const from_ = sql`member_bet_days d JOIN members m ON m.id = d.member_id`;
  const [rows, [totals]] = await Promise.all([
    queryRows<TotalsRow & { member_id: string; account: string }>(
      db,
      sql`SELECT d.member_id, m.account, sum(d.bets)::int AS n, ${dayTotals} FROM ${from_} WHERE ${where}
          GROUP BY d.member_id, m.account ORDER BY m.account LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<TotalsRow>(
      db,
      sql`SELECT count(DISTINCT d.member_id)::int AS n, ${dayTotals} FROM ${from_} WHERE ${where}`,
    ),
  ]);
  const list = rows.map((r) => ({
    memberId: r.member_id,
    account: r.account,
    bets: r.n,
    ...toTotals(r),
  }));
  return {
    ...page.result(list, totals?.n ?? 0),
    totals: toTotals(totals),
    currency: merchant.currency,
  };
}

interface MovementRow extends Record<string, unknown> {
  entry_id: string | number;
  time: Date | string;
  account: string;
  type: string;
  amount: string | number;
}

export async function teamTransactions(
  db: Db,
  agent: Member,
  merchant: Merchant,
  query: TeamReportQuery,
) {
  const { from, to } = dateRange(query);
  const page = pageOf(query);
  const movements = movementsOf(teamIds(agent.id), merchant.currency);
  const from_ = sql`${movements} JOIN (SELECT id, account FROM members) m ON m.id = movements.member_id`;
  const where = sql`movements.time >= ${from} AND movements.time < ${to}
    AND ${query.type ? sql`movements.type = ${query.type}` : sql`TRUE`}
    AND ${accountContains(sql`m.account`, query.account)}`;
  const [rows, [totals]] = await Promise.all([
    queryRows<MovementRow>(
      db,
      sql`SELECT movements.*, m.account FROM ${from_} WHERE ${where}
          ORDER BY movements.time DESC, movements.entry_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<MovementTotalsRow & { n: number }>(
      db,
      sql`SELECT count(*)::int AS n, ${movementTotals} FROM ${from_} WHERE ${where}`,
    ),
  ]);
  const list = rows.map((r) => ({
    referenceNo: `J${r.entry_id}`,
    time: iso(r.time),
    account: r.account,
    type: r.type as 'deposit',
    amount: Number(r.amount),
  }));
  return {
    ...page.result(list, totals?.n ?? 0),
    totals: toMovementTotals(totals),
    currency: merchant.currency,
  };
}

/** What the agent's own wallet received (deposits, bonuses, transfers from its team), sent to its team and paid out. */
export async function creditReport(db: Db, agent: Member, merchant: Merchant, query: PageQuery) {
  const { from, to } = dateRange(query);
  const rows = await queryRows<{
    day: string;
    received: string;
    transferred: string;
    paid: string;
  }>(
    db,
    sql`SELECT to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
               coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::text AS received,
               coalesce(-sum(amount) FILTER (WHERE type = 'agent_transfer' AND amount < 0), 0)::text AS transferred,
               coalesce(-sum(amount) FILTER (WHERE type = 'withdrawal'), 0)::text AS paid
        FROM ${movementsOf(sql`${agent.id}::uuid`, merchant.currency)}
        WHERE time >= ${from} AND time < ${to}
        GROUP BY day ORDER BY day`,
  );
  const list = rows.map((r) => ({
    date: r.day,
    received: Number(r.received),
    transferred: Number(r.transferred),
    paid: Number(r.paid),
  }));
  const sum = (key: 'received' | 'transferred' | 'paid') =>
    list.reduce((total, r) => total + r[key], 0);
  const [wallet] = await queryRows<{ balance: string }>(
    db,
    sql`SELECT balance::text FROM ledger_accounts WHERE owner_member_id = ${agent.id} AND kind = 'member_main' AND currency = ${merchant.currency}`,
  );
  return {
    rows: list,
    totals: { received: sum('received'), transferred: sum('transferred'), paid: sum('paid') },
    balance: Number(wallet?.balance ?? 0),
    currency: merchant.currency,
  };
}
