// Each member's all-time totals (member_totals, see wallet/tables.ts): deposits into the main wallet and valid
// bets, added to in the transaction that moves the money or settles the round, and recounted from the ledger
// and the rounds where rows were written in bulk. The VIP ladder reads them (vip/service.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { memberTotals } from './tables';

/** What one change adds to a member's totals in a currency. */
export interface TotalsChange {
  memberId: string;
  currency: string;
  deposits?: number;
  validBet?: number;
}

/** Adds the changes (summed per member and currency first: one statement changes a row once), by one upsert. */
export async function addToMemberTotals(tx: Db, changes: readonly TotalsChange[]): Promise<void> {
  const rows = new Map<string, Required<TotalsChange>>();
  for (const change of changes) {
    if (!change.deposits && !change.validBet) continue;
    const key = `${change.memberId}|${change.currency}`;
    const row = rows.get(key) ?? { memberId: change.memberId, currency: change.currency, deposits: 0, validBet: 0 };
    row.deposits += change.deposits ?? 0;
    row.validBet += change.validBet ?? 0;
    rows.set(key, row);
  }
  if (rows.size === 0) return;
  await tx
    .insert(memberTotals)
    // In key order: two batches upserting rows of the same members lock them in one order (no deadlock).
    .values([...rows.keys()].sort().map((key) => rows.get(key)!))
    .onConflictDoUpdate({
      target: [memberTotals.memberId, memberTotals.currency],
      set: {
        deposits: sql`${memberTotals.deposits} + excluded.deposits`,
        validBet: sql`${memberTotals.validBet} + excluded.valid_bet`,
      },
    });
}

/**
 * What every member's totals add up to from their sources, as rows (member_id, currency, deposits,
 * valid_bet): deposit entries' postings into main wallets, and the valid bets of rounds not cancelled.
 */
export const memberTotalsFromSources = sql`
  SELECT member_id, currency, sum(deposits) AS deposits, sum(valid_bet) AS valid_bet FROM (
    SELECT a.owner_member_id AS member_id, a.currency, p.amount AS deposits, 0::bigint AS valid_bet
    FROM postings p
    JOIN journal_entries j ON j.id = p.entry_id
    JOIN ledger_accounts a ON a.id = p.account_id
    WHERE a.kind = 'member_main' AND a.owner_member_id IS NOT NULL AND j.kind = 'deposit'
    UNION ALL
    SELECT member_id, currency, 0, valid_bet FROM game_rounds WHERE status <> 'cancelled' AND valid_bet <> 0
  ) counted
  GROUP BY member_id, currency`;

/** Sets every member's totals to what their sources say (migration 0024's backfill is this statement). */
export async function recountMemberTotals(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO member_totals (member_id, currency, deposits, valid_bet) ${memberTotalsFromSources}
    ON CONFLICT (member_id, currency) DO UPDATE SET deposits = excluded.deposits, valid_bet = excluded.valid_bet`);
}
