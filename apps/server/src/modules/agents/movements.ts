// The team's money as the ledger holds it, one relation for the overview, the account details page and
// the credit report alike, so their figures cannot disagree.
import { sql, type SQL } from 'drizzle-orm';

/**
 * Every deposit, withdrawal payout, transfer to or from an agent and bonus of the members `owners`
 * selects (an SQL list of member ids), in one currency: columns entry_id, time, member_id, type, amount
 * (signed, as it moved the member's money; a payout is negative).
 */
export function movementsOf(owners: SQL, currency: string): SQL {
  return sql`(
    SELECT e.id AS entry_id, e.created_at AS time, a.owner_member_id AS member_id,
           CASE e.kind WHEN 'withdrawal_payout' THEN 'withdrawal' ELSE e.kind END AS type, p.amount AS amount
    FROM ledger_accounts a
    JOIN postings p ON p.account_id = a.id
    JOIN journal_entries e ON e.id = p.entry_id
    WHERE a.owner_member_id IN (${owners}) AND a.currency = ${currency}
      AND ((a.kind = 'member_main' AND e.kind IN ('deposit', 'agent_transfer', 'bonus'))
        OR (a.kind = 'member_held' AND e.kind = 'withdrawal_payout'))
  ) AS movements`;
}

/** The ids of the agent's team, the agent itself excluded. */
export const teamIds = (agentId: string): SQL =>
  sql`SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0`;

/** Aggregates of a movements relation: the totals of the account details page. */
export const movementTotals = sql`
  coalesce(sum(amount) FILTER (WHERE type = 'deposit'), 0)::bigint AS deposits,
  coalesce(-sum(amount) FILTER (WHERE type = 'withdrawal'), 0)::bigint AS withdrawals,
  coalesce(sum(amount) FILTER (WHERE type = 'agent_transfer' AND amount > 0), 0)::bigint AS transfers_in,
  coalesce(-sum(amount) FILTER (WHERE type = 'agent_transfer' AND amount < 0), 0)::bigint AS transfers_out,
  coalesce(sum(amount) FILTER (WHERE type = 'bonus'), 0)::bigint AS bonuses`;

export interface MovementTotalsRow extends Record<string, unknown> {
  deposits: string | number;
  withdrawals: string | number;
  transfers_in: string | number;
  transfers_out: string | number;
  bonuses: string | number;
}

export const toMovementTotals = (row: MovementTotalsRow | undefined) => ({
  deposits: Number(row?.deposits ?? 0),
  withdrawals: Number(row?.withdrawals ?? 0),
  transfersIn: Number(row?.transfers_in ?? 0),
  transfersOut: Number(row?.transfers_out ?? 0),
  bonuses: Number(row?.bonuses ?? 0),
});

/** `account ILIKE %text%`, with the LIKE wildcards of the text taken literally. */
export const accountContains = (column: SQL | { getSQL(): SQL }, text: string | undefined): SQL =>
  text ? sql`${column} ILIKE ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql`TRUE`;
