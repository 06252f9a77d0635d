import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { queryRows } from '../../src/db/query';

/** The ledger's invariants, read straight from the tables. */
export async function ledgerInvariants(database: Database) {
  const { db } = database;
  const unbalancedEntries = await queryRows(
    db,
    sql`SELECT entry_id FROM postings GROUP BY entry_id HAVING sum(amount) <> 0`,
  );
  const totals = await queryRows<{ currency: string; total: string }>(
    db,
    sql`SELECT currency, sum(balance)::text AS total FROM ledger_accounts GROUP BY currency`,
  );
  const driftedAccounts = await queryRows(
    db,
    sql`SELECT a.id FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
        GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(p.amount), 0)`,
  );
  const negativeMembers = await queryRows(
    db,
    sql`SELECT id FROM ledger_accounts WHERE owner_member_id IS NOT NULL AND balance < 0`,
  );
  return {
    unbalancedEntries: unbalancedEntries.length,
    nonZeroCurrencies: totals.filter((r) => r.total !== '0').map((r) => r.currency),
    driftedAccounts: driftedAccounts.length,
    negativeMembers: negativeMembers.length,
  };
}

export const HEALTHY = {
  unbalancedEntries: 0,
  nonZeroCurrencies: [],
  driftedAccounts: 0,
  negativeMembers: 0,
};
