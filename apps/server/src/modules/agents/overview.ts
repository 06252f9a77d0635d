// agentTeamOverview: the team's size and its money and bets over a period, in total and per day.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import type { Db } from '../../db/types';
import { dateRange, type PageQuery } from '../../http/paging';
import type { Member } from '../member/service';
import type { Merchant } from '../system/service';
import { movementsOf, teamIds } from './movements';

interface DayRow extends Record<string, unknown> {
  day: string;
  new_members: number;
  deposits: string;
  withdrawals: string;
  bonuses: string;
  bet_amount: string;
  valid_bet: string;
  profit: string;
}

const n = (value: unknown) => Number(value ?? 0);

export async function teamOverview(db: Db, agent: Member, merchant: Merchant, query: PageQuery) {
  const { from, to } = dateRange(query);
  const [fromDay, toDay] = [from, to].map((at) => at.toISOString().slice(0, 10));
  const team = teamIds(agent.id);
  const day = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
  const [[size], [active], days] = await Promise.all([
    queryRows<{ direct: number; total: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE depth = 1)::int AS direct, count(*) FILTER (WHERE depth > 0)::int AS total
          FROM member_tree WHERE ancestor_id = ${agent.id}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT member_id)::int AS n FROM member_bet_days
          WHERE member_id IN (${team}) AND currency = ${merchant.currency} AND day >= ${fromDay}::date AND day < ${toDay}::date`,
    ),
    queryRows<DayRow>(
      db,
      sql`SELECT day, sum(new_members)::int AS new_members, sum(deposits)::text AS deposits,
                 sum(withdrawals)::text AS withdrawals, sum(bonuses)::text AS bonuses,
                 sum(bet_amount)::text AS bet_amount, sum(valid_bet)::text AS valid_bet, sum(profit)::text AS profit
          FROM (
            SELECT ${day('m.created_at')} AS day, 1 AS new_members, 0 AS deposits, 0 AS withdrawals, 0 AS bonuses,
                   0 AS bet_amount, 0 AS valid_bet, 0 AS profit
            FROM members m WHERE m.id IN (${team}) AND m.created_at >= ${from} AND m.created_at < ${to}
            UNION ALL
            SELECT ${day('time')}, 0,
                   CASE WHEN type = 'deposit' THEN amount ELSE 0 END,
                   CASE WHEN type = 'withdrawal' THEN -amount ELSE 0 END,
                   CASE WHEN type = 'bonus' THEN amount ELSE 0 END, 0, 0, 0
            FROM ${movementsOf(team, merchant.currency)}
            WHERE time >= ${from} AND time < ${to} AND type <> 'agent_transfer'
            UNION ALL
            SELECT to_char(d.day, 'YYYY-MM-DD'), 0, 0, 0, 0, d.bet_amount, d.valid_bet, d.profit
            FROM member_bet_days d
            WHERE d.member_id IN (${team}) AND d.currency = ${merchant.currency} AND d.day >= ${fromDay}::date AND d.day < ${toDay}::date
          ) AS facts
          GROUP BY day ORDER BY day`,
    ),
  ]);
  const list = days.map((d) => ({
    date: d.day,
    newMembers: n(d.new_members),
    deposits: n(d.deposits),
    withdrawals: n(d.withdrawals),
    validBet: n(d.valid_bet),
    profit: n(d.profit),
  }));
  const total = (pick: (d: DayRow) => unknown) => days.reduce((sum, d) => sum + n(pick(d)), 0);
  return {
    currency: merchant.currency,
    directMembers: size?.direct ?? 0,
    teamMembers: size?.total ?? 0,
    newMembers: total((d) => d.new_members),
    activeMembers: active?.n ?? 0,
    deposits: total((d) => d.deposits),
    withdrawals: total((d) => d.withdrawals),
    bonuses: total((d) => d.bonuses),
    betAmount: total((d) => d.bet_amount),
    validBet: total((d) => d.valid_bet),
    profit: total((d) => d.profit),
    days: list,
  };
}
