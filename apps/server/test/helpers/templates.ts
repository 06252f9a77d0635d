// Databases made once and copied for each test file that needs one, on PGlite and on PostgreSQL:
// - migrated and empty: a PGlite started from a copy skips initdb and the migrations (about 0.6 s instead of 3 s on
//   two cores, for each of the suite's many in-memory databases);
// - migrated and seeded with the demo (seedDemo): about 30 s on PGlite and 15 s on PostgreSQL on a busy two-core
//   machine, which four files need. seed.test.ts still runs seedDemo itself; the others start from a copy.
// PGlite copies are dumps kept in the temp directory (vitest's workers are separate processes, so a copy in one's
// memory would serve only its own files); PostgreSQL copies are template databases. Both are named by what they were made
// from, and the seeded ones also by the day (the demo history is dated from today).
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database';
import { findUp, migrationsDir } from '../../src/paths';
import { seedDemo } from '../../src/seed';

type Kind = 'migrated' | 'seeded';

/** The files a copy is made from, in a stable order. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Changes with any migration and with the PGlite version (a dump is read by the version that wrote it); for a
 * seeded copy also with any server source (the seed calls the modules' own services) and with the day.
 */
function templateKey(kind: Kind): string {
  const hash = createHash('sha256').update(kind);
  const migrations = migrationsDir();
  const files = filesUnder(migrations, (n) => n.endsWith('.sql'));
  files.push(path.join(migrations, 'meta', '_journal.json'));
  if (kind === 'seeded') {
    const src = path.join(path.dirname(migrations), 'src');
    files.push(...filesUnder(src, (n) => n.endsWith('.ts')));
    hash.update(new Date().toISOString().slice(0, 10));
  }
  for (const file of files) hash.update(path.basename(file)).update(readFileSync(file));
  // The package's exports hide its package.json: read it beside the entry it resolves to.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(findUp('package.json', path.dirname(entry)), 'package.json');
  return hash.update(readFileSync(pkg)).digest('hex').slice(0, 16);
}

const build = async (database: Database, kind: Kind): Promise<void> => {
  if (kind === 'seeded') await seedDemo(database.db);
};

/** How long ago `lock` was made, or undefined when there is none. */
function lockAge(lock: string): number | undefined {
  try {
    return Date.now() - statSync(lock).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Runs `make` once among racing workers: the first to create `lock` makes the copy, the others wait until `done()`
 * holds. A lock left by a worker that died is taken over after `staleMs`.
 */
async function once(
  lock: string,
  done: () => boolean | Promise<boolean>,
  make: () => Promise<void>,
) {
  const staleMs = 10 * 60_000;
  while (!(await done())) {
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Another worker is making it: wait for its lock to go (a file check, not a query), then look again.
      for (let age = lockAge(lock); age !== undefined; age = lockAge(lock)) {
        if (age > staleMs) rmSync(lock, { force: true });
        else await sleep(250);
      }
      continue;
    }
    try {
      closeSync(fd);
      if (!(await done())) await make();
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

const PGLITE_PREFIX = 'croupier-pglite-';
const dumpName = (kind: Kind, key: string) => `${PGLITE_PREFIX}${kind}-${key}.tar`;

async function writeDump(file: string, kind: Kind): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await build(database, kind);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: readers never see half of one.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  // Copies of this kind made from other sources.
  for (const name of readdirSync(tmpdir()))
    if (
      name.startsWith(`${PGLITE_PREFIX}${kind}-`) &&
      name.endsWith('.tar') &&
      path.join(tmpdir(), name) !== file
    )
      rmSync(path.join(tmpdir(), name), { force: true });
}

async function openPgliteCopy(kind: Kind): Promise<Database> {
  const file = path.join(tmpdir(), dumpName(kind, templateKey(kind)));
  await once(
    `${file}.lock`,
    () => existsSync(file),
    () => writeDump(file, kind),
  );
  return openDatabase({ dataDir: 'memory', loadDataDir: new Blob([readFileSync(file)]) });
}

/** A new in-memory PGlite database with every migration applied. */
export const openMigratedPglite = (): Promise<Database> => openPgliteCopy('migrated');

/** A new in-memory PGlite database, migrated and seeded with the demo (seedDemo). */
export const openSeededPglite = (): Promise<Database> => openPgliteCopy('seeded');

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const withDatabase = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The name of a template database of `kind` on the server at `baseUrl`, made if missing. It is built under
 * another name and renamed when whole, so a template that exists is complete; older ones of its kind are dropped.
 */
async function postgresTemplate(baseUrl: string, kind: Kind): Promise<string> {
  const prefix = `croupier_template_${kind}_`;
  const name = `${prefix}${templateKey(kind)}`;
  const exists = () =>
    admin(
      baseUrl,
      async (c) =>
        (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
    );
  const lock = path.join(tmpdir(), `${name}.lock`);
  await once(lock, exists, async () => {
    const building = `${name}_${process.pid}`;
    await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
    await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${building}`));
    const database = await openDatabase({ url: withDatabase(baseUrl, building) });
    try {
      await build(database, kind);
    } finally {
      await database.close();
    }
    await admin(baseUrl, async (c) => {
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      const { rows } = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2`,
        [`${prefix}%`, name],
      );
      for (const { datname } of rows)
        await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  });
  return name;
}

/**
 * A new PostgreSQL database under `baseUrl`, copied from the template of `kind`, dropped on close; `url` reaches
 * it from other processes.
 */
export async function openPostgresCopy(
  baseUrl: string,
  kind: Kind = 'migrated',
): Promise<Database & { url: string }> {
  const template = await postgresTemplate(baseUrl, kind);
  const name = `croupier_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = withDatabase(baseUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
