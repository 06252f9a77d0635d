// downlineManagmentView: the direct members of me or of a sub-agent of my team, and one member in detail.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import type { Db } from '../../db/types';
import { pageOf, type PageQuery } from '../../http/paging';
import { isAgentType } from '../member/memberTypes';
import type { Member } from '../member/service';
import type { Merchant } from '../system/service';
import { accountContains } from './movements';
import { pathFrom, requireInTeam } from './tree';

const ACTIVE_DAYS = 30;

interface MemberRow extends Record<string, unknown> {
  id: string;
  account: string;
  nickname: string;
  type: number;
  balance: string | null;
  direct_members: number;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function statusOf(lastLoginAt: Date | string | null, now = Date.now()) {
  if (lastLoginAt === null) return 'new' as const;
  return now - new Date(lastLoginAt).getTime() <= ACTIVE_DAYS * 86_400_000
    ? ('active' as const)
    : ('dormant' as const);
}

export const toTeamMember = (row: MemberRow) => ({
  memberId: row.id,
  account: row.account,
  nickname: row.nickname,
  type: row.type,
  isAgent: isAgentType(row.type),
  balance: Number(row.balance ?? 0),
  directMembers: row.direct_members,
  createdAt: iso(row.created_at),
  lastLoginAt: row.last_login_at === null ? null : iso(row.last_login_at),
  status: statusOf(row.last_login_at),
});

/** Members as the team pages show them, with their main balance in `currency` and their direct count. */
export const selectTeamMembers = (currency: string, where: SQL) => sql`
  SELECT m.id, m.account, m.nickname, m.type, a.balance::text AS balance, m.created_at, m.last_login_at,
         (SELECT count(*)::int FROM members c WHERE c.parent_id = m.id) AS direct_members
  FROM members m
  LEFT JOIN ledger_accounts a ON a.owner_member_id = m.id AND a.kind = 'member_main' AND a.currency = ${currency}
  WHERE ${where}`;

export type TeamMembersQuery = Pick<PageQuery, 'pageNo' | 'pageSize'> & {
  parentId?: string;
  account?: string;
};

export async function listTeamMembers(
  db: Db,
  agent: Member,
  merchant: Merchant,
  query: TeamMembersQuery,
) {
  const parentId = query.parentId ?? agent.id;
  if (parentId !== agent.id) await requireInTeam(db, agent, parentId);
  const page = pageOf(query);
  const where = sql`m.parent_id = ${parentId} AND ${accountContains(sql`m.account`, query.account)}`;
  const [rows, [counted], path] = await Promise.all([
    queryRows<MemberRow>(
      db,
      sql`${selectTeamMembers(merchant.currency, where)} ORDER BY m.account LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM members m WHERE ${where}`),
    pathFrom(db, agent, parentId),
  ]);
  return {
    ...page.result(rows.map(toTeamMember), counted?.n ?? 0),
    path,
    currency: merchant.currency,
  };
}

export async function teamMemberDetails(
  db: Db,
  agent: Member,
  merchant: Merchant,
  memberId: string,
) {
  const level = await requireInTeam(db, agent, memberId);
  const [[row], [figures]] = await Promise.all([
    queryRows<MemberRow & { upline: string }>(
      db,
      sql`SELECT q.*, u.account AS upline FROM (${selectTeamMembers(merchant.currency, sql`m.id = ${memberId}`)}) q
          JOIN members me ON me.id = q.id JOIN members u ON u.id = me.parent_id`,
    ),
    queryRows<{
      team: number;
      deposits: string;
      withdrawals: string;
      valid_bet: string;
      profit: string;
    }>(
      db,
      sql`SELECT
            (SELECT count(*)::int FROM member_tree WHERE ancestor_id = ${memberId} AND depth > 0) AS team,
            (SELECT coalesce(sum(p.amount), 0)::text FROM ledger_accounts a JOIN postings p ON p.account_id = a.id
               JOIN journal_entries e ON e.id = p.entry_id
             WHERE a.owner_member_id = ${memberId} AND a.kind = 'member_main' AND a.currency = ${merchant.currency}
               AND e.kind = 'deposit') AS deposits,
            (SELECT coalesce(-sum(p.amount), 0)::text FROM ledger_accounts a JOIN postings p ON p.account_id = a.id
               JOIN journal_entries e ON e.id = p.entry_id
             WHERE a.owner_member_id = ${memberId} AND a.kind = 'member_held' AND a.currency = ${merchant.currency}
               AND e.kind = 'withdrawal_payout') AS withdrawals,
            (SELECT coalesce(sum(valid_bet), 0)::text FROM game_rounds WHERE member_id = ${memberId} AND currency = ${merchant.currency}) AS valid_bet,
            (SELECT coalesce(sum(win_amount - bet_amount) FILTER (WHERE status = 'settled'), 0)::text FROM game_rounds
             WHERE member_id = ${memberId} AND currency = ${merchant.currency}) AS profit`,
    ),
  ]);
  return {
    member: toTeamMember(row!),
    level,
    upline: row!.upline,
    teamMembers: figures?.team ?? 0,
    deposits: Number(figures?.deposits ?? 0),
    withdrawals: Number(figures?.withdrawals ?? 0),
    validBet: Number(figures?.valid_bet ?? 0),
    profit: Number(figures?.profit ?? 0),
    currency: merchant.currency,
  };
}
