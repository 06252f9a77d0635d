// One Database over two drivers with the same schema and migrations: PGlite (embedded, the default)
// and PostgreSQL through node-postgres (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';
import type { Db } from './types';

export interface Database {
  /** The typed Drizzle handle every service takes. */
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Where the data lives, without credentials, for logs. */
  readonly location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** PGlite data directory, or 'memory' for a throwaway in-memory database (the default). */
  dataDir?: string | 'memory';
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.url
    ? openPostgres(options.url)
    : await openPglite(options.dataDir ?? 'memory');
  if (options.migrate !== false) {
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? {} : { dataDir });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    location: inMemory ? 'PGlite in memory' : `PGlite in ${dataDir}`,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir() }),
    close: () => client.close(),
  };
}

// Any constant works; it only has to be the same for every server process migrating one database.
const MIGRATION_LOCK = 7_305_112;

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const parsed = new URL(url);
  return {
    db: drizzlePg({ client: pool, schema }),
    driver: 'postgres',
    location: `PostgreSQL at ${parsed.host}${parsed.pathname}`,
    async migrate() {
      // Several processes may start together on one database: migrate one at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir() });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
