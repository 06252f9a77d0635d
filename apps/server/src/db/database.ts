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
  /** Raw parameterised SQL on the same connection(s), for a library that brings its own queries (pg-boss). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * LISTEN on `channel`; resolves once listening, with the function that stops. Payloads come from
   * `pg_notify` in any process: on PostgreSQL over a connection of its own (reconnecting when it drops),
   * on PGlite (one process) from its own connection.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** PGlite data directory, or 'memory' for a throwaway in-memory database (the default). */
  dataDir?: string | 'memory';
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /**
   * In-memory PGlite only: start from this dump of a data directory (PGlite's `dumpDataDir`) instead of a new
   * cluster, which skips initdb (tests start from a migrated copy: test/helpers/templates.ts).
   */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.url
    ? openPostgres(options.url)
    : await openPglite(options.dataDir ?? 'memory', options.loadDataDir);
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

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(
    inMemory ? { ...(loadDataDir && { loadDataDir }) } : { dataDir },
  );
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    location: inMemory ? 'PGlite in memory' : `PGlite in ${dataDir}`,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir() }),
    close: () => client.close(),
    async executeSql(text, values) {
      // Several statements in one string (pg-boss's transactions) only go through the simple protocol.
      if (!values?.length) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
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
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, onPayload) => listenOn(url, channel, onPayload),
  };
}

/** A dedicated client for LISTEN (a pooled one may be handed to someone else between notifications). */
async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const reconnect = (): void => {
    if (!stopped) setTimeout(() => void connect().catch(reconnect), 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // A dropped connection comes back a second later; notifications sent meanwhile are lost, as with
    // any LISTEN (the socket clients reload what they show when they reconnect).
    next.on('error', () => {});
    next.on('end', reconnect);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
