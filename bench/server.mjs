// The built API server on a fresh in-memory database, for the benches; resolves once it answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts apps/server/dist/main.js on `port` (serving `staticDir` when given); `stop()` ends it. With
 * `artwork`, it also waits until the JPEG copies of the tiles' artwork are rendered: a server in
 * production has them long before a player scrolls, and the first bench on a machine renders them
 * once into node_modules/.cache (later runs find them there). `env` adds to or overrides the server's
 * environment. `processes` above 1 starts `npm run start:cluster`'s entry (dist/cluster.js, PostgreSQL
 * only) with that many server processes on the port.
 */
export async function startServer({
  port,
  staticDir = '',
  ms = 90_000,
  artwork = false,
  env = {},
  processes = 1,
}) {
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'apps/server/dist', processes > 1 ? 'cluster.js' : 'main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory',
        STATIC_DIR: staticDir,
        // A visitor from a known country (loopback placed in Brazil, as e2e does): no region question first.
        IP_COUNTRIES: JSON.stringify({ '127.0.0.1': 'BR', '::1': 'BR', '::ffff:127.0.0.1': 'BR' }),
        ART_CACHE_DIR: path.join(root, 'node_modules/.cache/croupier-art'),
        ART_PREWARM: artwork ? '1' : '0',
        // `env` last: the API bench points the server at PostgreSQL (DATABASE_URL) or away from it ('').
        ...(processes > 1 && { WORKERS: String(processes) }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const artReady = new Promise((resolve) =>
    server.stdout.on('data', (chunk) => {
      output = (output + chunk).slice(-200);
      if (/Game artwork ready/.test(output)) resolve();
    }),
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  /** Ends the server; the promise resolves once its process has exited (its connections closed). */
  const stop = () => {
    // keep draining its output: the server says goodbye as it stops, and a closed pipe would fail that write
    server.stdout.removeAllListeners('data');
    server.stdout.resume();
    server.kill();
    return exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/wps/system/health`, ms);
    if (artwork) {
      const started = Date.now();
      let timer;
      await Promise.race([
        artReady,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('artwork not rendered in 10 min')), 600_000);
        }),
      ]).finally(() => clearTimeout(timer));
      console.log(`artwork ready (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

/** A new session of the seeded demo_player on the server at `base` (its password is the seed's): its token. */
export async function demoPlayerToken(base) {
  const response = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_player', password: 'Demo1234!', type: 'username' }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`demo_player's login failed: ${JSON.stringify(body)}`);
  return body.value.token;
}
