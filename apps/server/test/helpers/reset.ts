import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { seedMerchants } from '../../src/seed';

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableName(table));

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Empties every table (TRUNCATE fires no row triggers, so the append-only ledger allows it), then restores the merchants. */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = tableNames.map((name) => sql.identifier(name));
  await database.db.execute(sql`TRUNCATE ${sql.join(tables, sql`, `)} RESTART IDENTITY CASCADE`);
  await seedMerchants(database.db);
}

/** A copy of every row and sequence of the schema at one moment, kept beside it by {@link snapshots}. */
export interface Snapshot {
  /** Puts the database back as it was when the copy was taken. */
  restore(): Promise<void>;
}

/**
 * Copies of the whole database, taken and put back far faster than resetDatabase runs (which makes new files for
 * each of the schema's tables and runs the merchants' seed again: about 450 ms on a busy two-core machine, 30 ms
 * for a restore), for a suite that starts each of many checks from a known state (the Pact verifier: 155
 * interactions).
 *
 * A copy is temporary tables on the one connection (PGlite only): one per table that had rows, and the sequences'
 * values. A restore is one transaction with triggers off (`session_replication_role = replica`: the ledger's
 * append-only triggers and the foreign keys): it deletes every row, puts the copied rows back and sets the
 * sequences back. The merchant settings' change trigger is off too, so the restore tells the guard caches itself,
 * as the trigger does for a TRUNCATE. What lives outside the database (a server's memory) is not in a copy.
 */
export function snapshots(database: Database): { take(): Promise<Snapshot> } {
  if (database.driver !== 'pglite')
    throw new Error('snapshots are temporary tables: one connection (PGlite) only');
  const probe = tableNames
    .map((name) => `SELECT '${name}' AS name WHERE EXISTS (SELECT 1 FROM ${quote(name)})`)
    .join(' UNION ALL ');
  let taken = 0;
  return {
    async take() {
      const prefix = `snapshot_${++taken}_`;
      const copy = (name: string) => quote(prefix + name);
      const filled = ((await database.executeSql(probe)).rows as { name: string }[]).map((r) => r.name);
      const sequences = quote(`${prefix}sequences`);
      await database.executeSql(
        [
          ...filled.map((name) => `CREATE TEMP TABLE ${copy(name)} AS TABLE ${quote(name)};`),
          `CREATE TEMP TABLE ${sequences} AS
             SELECT format('%I.%I', schemaname, sequencename)::regclass AS seq,
                    coalesce(last_value, start_value) AS value, last_value IS NOT NULL AS called
             FROM pg_sequences WHERE schemaname = 'public';`,
        ].join('\n'),
      );
      const restore = [
        'BEGIN;',
        'SET LOCAL session_replication_role = replica;',
        ...tableNames.map((name) => `DELETE FROM ${quote(name)};`),
        ...filled.map(
          (name) => `INSERT INTO ${quote(name)} OVERRIDING SYSTEM VALUE SELECT * FROM ${copy(name)};`,
        ),
        `SELECT setval(seq, value, called) FROM ${sequences};`,
        "SELECT pg_notify('croupier_merchant_settings', '*');",
        'COMMIT;',
      ].join('\n');
      return {
        async restore() {
          await database.executeSql(restore);
        },
      };
    },
  };
}
