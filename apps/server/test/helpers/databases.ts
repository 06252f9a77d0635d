// The databases the server tests run on: PGlite in memory always, and PostgreSQL (DATABASE_URL) for the
// files whose subject the two drivers answer differently. Each PostgreSQL use gets its own freshly created
// database, dropped on close, so files run in parallel.
import type { Database } from '../../src/db/database';
import { openMigratedPglite, openPostgresCopy, openSeededPglite } from './templates';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A new database, migrated and empty. */
  open(): Promise<Database>;
  /** A new database, migrated and seeded with the demo (seedDemo), copied from one seeded once per run and day. */
  openSeeded(): Promise<Database>;
}

/** A new PostgreSQL database under `baseUrl`, migrated, dropped on close; `url` reaches it from other processes. */
export const openFreshPostgres = (baseUrl: string): Promise<Database & { url: string }> =>
  openPostgresCopy(baseUrl, 'migrated');

/**
 * - `'both'`: the storage is the subject (the ledger, the seed, requests that race: PGlite runs one query at a
 *   time, PostgreSQL really races them), so the file runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 * - `'pglite'` (the default): the subject is the module's logic, which both drivers would test the same. It
 *   runs on PGlite, the driver of `npm start`; CI's e2e journeys run the same routes on PostgreSQL
 *   (e2e/server.mjs), so both drivers still see every query. `SERVER_TESTS_ON_BOTH=1` runs it on both too.
 */
export function databases(subject: 'both' | 'pglite' = 'pglite'): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'pglite', open: openMigratedPglite, openSeeded: openSeededPglite },
  ];
  const url = process.env.DATABASE_URL;
  const onPostgres = subject === 'both' || process.env.SERVER_TESTS_ON_BOTH === '1';
  if (url && onPostgres)
    list.push({
      name: 'postgres',
      open: () => openFreshPostgres(url),
      openSeeded: () => openPostgresCopy(url, 'seeded'),
    });
  return list;
}

/** PostgreSQL alone, for tests that need real concurrent connections (undefined without DATABASE_URL). */
export const postgresDatabase = (): TestDatabase | undefined =>
  databases('both').find((d) => d.name === 'postgres');
