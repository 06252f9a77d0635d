// The e2e run's one server: `apps/server/dist/main.js`, as `npm start` runs it. With DATABASE_URL set (CI has
// PostgreSQL) it gets a database of its own, created fresh here and dropped when Playwright stops it;
// without, it runs on an in-memory PGlite. PostgreSQL answers the journeys' concurrent requests on both cores,
// where PGlite runs every query of the process one at a time on the server's own thread.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps/server/dist/main.js');
const baseUrl = process.env.DATABASE_URL;
const PREFIX = 'croupier_e2e_';

const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');

async function admin(run) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** A fresh database named after this process; the ones left by runs whose process is gone are dropped. */
async function createDatabase() {
  const name = `${PREFIX}${process.pid}`;
  await admin(async (client) => {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const pid = Number(datname.slice(PREFIX.length));
      if (datname === name || !alive(pid))
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

const database = baseUrl ? await createDatabase() : undefined;
const env = { ...process.env };
if (database) env.DATABASE_URL = database.url;
else {
  delete env.DATABASE_URL;
  env.DATA_DIR = 'memory';
}

const child = spawn(process.execPath, [main], { env, stdio: 'inherit' });
let stopping = false;
const stop = (signal) => {
  stopping = true;
  child.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

child.on('exit', async (code, signal) => {
  if (database) {
    await admin((client) =>
      client.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`),
    ).catch((error) =>
      console.error(`Could not drop the e2e database ${database.name}:`, error.message),
    );
  }
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
