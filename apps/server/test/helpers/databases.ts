// The databases every server test runs on: PGlite in memory always, PostgreSQL too when DATABASE_URL is
// set. Each PostgreSQL use gets its own freshly created database, dropped on close, so files run in parallel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database';

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

async function openFreshPostgres(baseUrl: string): Promise<Database> {
  const name = `croupier_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function databases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'pglite', open: () => openDatabase({ dataDir: 'memory' }) },
  ];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}
