import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { queryRows } from '../../src/db/query';
import { memberTotalsFromSources } from '../../src/modules/wallet/totals';

/** The ledger's invariants, read straight from the tables. */
export async function ledgerInvariants(database: Database) {
  const { db } = database;
  const unbalancedEntries = await queryRows(
    db,
    sql`SELECT entry_id FROM postings GROUP BY entry_id HAVING sum(amount) <> 0`,
  );
  // Members' kept balances plus the system accounts' posted sums: all the money of a currency is zero.
  const totals = await queryRows<{ currency: string; total: string }>(
    db,
    sql`SELECT currency, sum(held)::text AS total FROM (
          SELECT a.currency, CASE WHEN a.owner_member_id IS NULL THEN coalesce(sum(p.amount), 0) ELSE a.balance END AS held
          FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
          GROUP BY a.id) AS accounts
        GROUP BY currency`,
  );
  // A member's kept balance equals its postings; a system account keeps none.
  const driftedAccounts = await queryRows(
    db,
    sql`SELECT a.id FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
        GROUP BY a.id, a.balance, a.owner_member_id
        HAVING a.balance <> CASE WHEN a.owner_member_id IS NULL THEN 0 ELSE coalesce(sum(p.amount), 0) END`,
  );
  const negativeMembers = await queryRows(
    db,
    sql`SELECT id FROM ledger_accounts WHERE owner_member_id IS NOT NULL AND balance < 0`,
  );
  // Each member's kept all-time totals (wallet/totals.ts) equal what its deposits and rounds add up to.
  const driftedTotals = await queryRows(
    db,
    sql`SELECT coalesce(t.member_id, c.member_id) AS member_id FROM member_totals t
        FULL JOIN (${memberTotalsFromSources}
        ) c ON c.member_id = t.member_id AND c.currency = t.currency
        WHERE coalesce(t.deposits, 0) <> coalesce(c.deposits, 0) OR coalesce(t.valid_bet, 0) <> coalesce(c.valid_bet, 0)`,
  );
  return {
    unbalancedEntries: unbalancedEntries.length,
    nonZeroCurrencies: totals.filter((r) => r.total !== '0').map((r) => r.currency),
    driftedAccounts: driftedAccounts.length,
    negativeMembers: negativeMembers.length,
    driftedTotals: driftedTotals.length,
  };
}

export const HEALTHY = {
  unbalancedEntries: 0,
  nonZeroCurrencies: [],
  driftedAccounts: 0,
  negativeMembers: 0,
  driftedTotals: 0,
};
