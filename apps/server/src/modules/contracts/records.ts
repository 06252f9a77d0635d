// The agent's own contract records: settlements of one kind (agentDividendRecordCopy2, agentDailyWages2,
// agentHourSalary, agentRealtimeSalary) and its income by day (agentRevenueReport).
import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { dateRange, pageOf, type PageQuery } from '../../http/paging';
import { isAgentType } from '../member/memberTypes';
import type { Member } from '../member/service';
import { getMerchant } from '../system/service';
import { CONTRACT_TYPES, contractSettlements, type ContractType } from './tables';

async function currencyFor(db: Db, agent: Member) {
  if (!isAgentType(agent.type)) throw new ApiError(403, 'error_not_agent');
  return (await getMerchant(db, agent.merchantCode))?.currency ?? '';
}

export async function listSettlements(
  db: Db,
  agent: Member,
  query: PageQuery & { type: ContractType },
  now = new Date(),
) {
  const currency = await currencyFor(db, agent);
  const { from, to } = dateRange(query, now);
  const where = and(
    eq(contractSettlements.memberId, agent.id),
    eq(contractSettlements.type, query.type),
    gte(contractSettlements.periodStart, from),
    lt(contractSettlements.periodStart, to),
  );
  const page = pageOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contractSettlements)
      .where(where)
      .orderBy(desc(contractSettlements.periodStart))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        n: count(),
        amount: sum(contractSettlements.amount).mapWith(Number),
        teamValidBet: sum(contractSettlements.teamValidBet).mapWith(Number),
        teamProfitLoss: sum(contractSettlements.teamProfitLoss).mapWith(Number),
      })
      .from(contractSettlements)
      .where(where),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    contractId: row.contractId,
    type: row.type,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    teamValidBet: row.teamValidBet,
    teamProfitLoss: row.teamProfitLoss,
    activeMembers: row.activeMembers,
    rateBps: row.rateBps,
    amount: row.amount,
    status: row.status as 'paid' | 'nothing' | 'unpaid',
    settledAt: row.settledAt.toISOString(),
  }));
  return {
    ...page.result(list, totals?.n ?? 0),
    currency,
    totals: {
      amount: totals?.amount ?? 0,
      teamValidBet: totals?.teamValidBet ?? 0,
      teamProfitLoss: totals?.teamProfitLoss ?? 0,
    },
  };
}

type Income = Record<ContractType | 'total', number>;
const zero = (): Income => ({
  dividend: 0,
  daily_salary: 0,
  hourly_salary: 0,
  realtime_salary: 0,
  total: 0,
});

/** What the agent received from its contracts per day (the period's end day, UTC), oldest first. */
export async function revenueReport(db: Db, agent: Member, query: PageQuery, now = new Date()) {
  const currency = await currencyFor(db, agent);
  const { from, to } = dateRange(query, now);
  const day = sql<string>`to_char(${contractSettlements.periodStart} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      type: contractSettlements.type,
      amount: sum(contractSettlements.amount).mapWith(Number),
    })
    .from(contractSettlements)
    .where(
      and(
        eq(contractSettlements.memberId, agent.id),
        eq(contractSettlements.status, 'paid'),
        gte(contractSettlements.periodStart, from),
        lt(contractSettlements.periodStart, to),
      ),
    )
    .groupBy(day, contractSettlements.type)
    .orderBy(day);
  const days = new Map<string, Income>();
  const totals = zero();
  for (const row of rows) {
    const income = days.get(row.day) ?? zero();
    days.set(row.day, income);
    if (!CONTRACT_TYPES.includes(row.type)) continue;
    income[row.type] += row.amount;
    income.total += row.amount;
    totals[row.type] += row.amount;
    totals.total += row.amount;
  }
  return { currency, days: [...days].map(([date, income]) => ({ date, ...income })), totals };
}
