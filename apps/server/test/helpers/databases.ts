// The databases the server tests run on: PGlite in memory always, and PostgreSQL (DATABASE_URL) for the
// files whose subject the two drivers answer differently. Each PostgreSQL use gets its own freshly created
// database, dropped on close, so files run in parallel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database';
import { openMigratedPglite } from './pgliteTemplate';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database under `baseUrl`, migrated, dropped on close; `url` reaches it from other processes. */
export async function openFreshPostgres(baseUrl: string): Promise<Database & { url: string }> {
  const name = `croupier_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * - `'both'`: the storage is the subject (the ledger, the seed, requests that race: PGlite runs one query at a
 *   time, PostgreSQL really races them), so the file runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 * - `'pglite'` (the default): the subject is the module's logic, which both drivers would test the same. It
 *   runs on PGlite, the driver of `npm start`; CI's e2e journeys run the same routes on PostgreSQL
 *   (e2e/server.mjs), so both drivers still see every query. `SERVER_TESTS_ON_BOTH=1` runs it on both too.
 */
export function databases(subject: 'both' | 'pglite' = 'pglite'): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'pglite', open: openMigratedPglite },
  ];
  const url = process.env.DATABASE_URL;
  const onPostgres = subject === 'both' || process.env.SERVER_TESTS_ON_BOTH === '1';
  if (url && onPostgres) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}

/** PostgreSQL alone, for tests that need real concurrent connections (undefined without DATABASE_URL). */
export const postgresDatabase = (): TestDatabase | undefined =>
  databases('both').find((d) => d.name === 'postgres');
