import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { seedMerchants } from '../../src/seed';

/** Empties every table (TRUNCATE fires no row triggers, so the append-only ledger allows it), then restores the merchants. */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => sql.identifier(getTableName(table)));
  await database.db.execute(sql`TRUNCATE ${sql.join(tables, sql`, `)} RESTART IDENTITY CASCADE`);
  await seedMerchants(database.db);
}
