// API throughput under load: 50 connections (autocannon) against the built server, on PostgreSQL and on
// PGlite, each beside a yardstick run in the same process tree and the same minute (bench/baseline-api.mjs:
// minimal Fastify doing the balance read's logical work in one prepared statement). Croupier and its
// baseline alternate (A B A B, ROUNDS rounds; on PostgreSQL member info takes its turn too) so a
// neighbour's load falls on both; each figure is the mean of the rounds. `npm run bench` (run.mjs) runs it;
// `node bench/api.mjs` runs it alone. Writes results/api.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { adminStatement as admin } from './postgresAdmin.mjs';
import { demoPlayerToken, startServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 2);
const firstPort = Number(process.env.BENCH_API_PORT ?? 8196);
const PORTS = { baseline: firstPort, croupier: firstPort + 1 };
/** A first start migrates and seeds the demo (about 5,000 games): minutes on a busy 2-core machine. */
const START_MS = 300_000;
/** `BENCH_API_DATABASES=pglite` (or `postgres`) runs one side only. */
const DATABASES = (process.env.BENCH_API_DATABASES ?? 'postgres,pglite').split(',');

/** Issue 16's goals: ratios to the baseline measured in the same run, and absolute floors. */
export const apiBudgets = {
  balanceRatio: 0.8,
  balanceP99Ms: 25,
  memberInfoRatio: 0.6,
  gameListRps: 3_000,
  pgliteBalanceRatio: 0.7,
};

const GAME_LIST = '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageSize=20&pageNo=1';

async function load(url, headers = {}, seconds = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** A B A B ...: each target's mean req/s and worst p99 over the rounds. */
async function alternate(targets) {
  const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (const t of Object.values(targets)) await load(t.url, t.headers, 2); // warm-up
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, t] of Object.entries(targets)) runs[name].push(await load(t.url, t.headers));
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        rps: Math.round(list.reduce((s, r) => s + r.rps, 0) / list.length),
        p50: Math.max(...list.map((r) => r.p50)),
        p99: Math.max(...list.map((r) => r.p99)),
        rounds: list.map((r) => r.rps),
      },
    ]),
  );
}

const logIn = async (base) => ({ authorization: `Bearer ${await demoPlayerToken(base)}` });

/** Starts bench/baseline-api.mjs; resolves with its token (PGlite) once it listens. */
function startBaseline(env) {
  const child = spawn(process.execPath, [path.join(here, 'baseline-api.mjs')], {
    env: { ...process.env, PORT: String(PORTS.baseline), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.on('exit', (code) => reject(new Error(`baseline exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!/listening/.test(output)) return;
      const token = /token (\S+)/.exec(output)?.[1];
      resolve({ stop: () => child.kill(), token });
    });
  });
}


async function onPostgres(baseUrl) {
  // BENCH_API_DB names a database that is kept between runs (created and seeded by the first, reused after):
  // repeated runs skip the minutes of seeding. Without it each run seeds a scratch database and drops it.
  const kept = process.env.BENCH_API_DB;
  const name = kept ?? `croupier_api_bench_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_API_DB: "${name}" is not a plain database name`);
  const created = await admin(baseUrl, `CREATE DATABASE ${name}`);
  if (!created && !(kept && (await admin(baseUrl, 'SELECT 1')))) {
    console.log(`API bench on PostgreSQL skipped: no PostgreSQL at ${new URL(baseUrl).host}`);
    return undefined;
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  const croupier = await startServer({ port: PORTS.croupier, env, ms: START_MS });
  let baseline;
  try {
    baseline = await startBaseline(env);
    const auth = await logIn(croupier.base);
    // Both budgets are ratios to this baseline: all three take turns.
    const figures = await alternate({
      croupier: { url: `${croupier.base}/wps/v2/wallets/balance`, headers: auth },
      memberInfo: { url: `${croupier.base}/wps/member/info`, headers: auth },
      baseline: { url: `http://127.0.0.1:${PORTS.baseline}/balance`, headers: auth },
    });
    const memberInfo = figures.memberInfo;
    const gameList = await load(`${croupier.base}${GAME_LIST}`);
    const status = await load(`${croupier.base}/wps/system/status`);
    const constant = await load(`http://127.0.0.1:${PORTS.baseline}/constant`);
    return { balance: figures.croupier, baseline: figures.baseline, memberInfo, gameList, status, constant };
  } finally {
    baseline?.stop();
    croupier.stop();
    await new Promise((r) => setTimeout(r, 500));
    if (!kept) await admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function onPglite() {
  const croupier = await startServer({ port: PORTS.croupier, env: { DATABASE_URL: '' }, ms: START_MS });
  let baseline;
  try {
    baseline = await startBaseline({ DATABASE_URL: '' });
    const own = { authorization: `Bearer ${baseline.token}` };
    // The budget's yardstick is one PGlite query; the same statement prepared is shown beside it.
    const figures = await alternate({
      croupier: { url: `${croupier.base}/wps/v2/wallets/balance`, headers: await logIn(croupier.base) },
      baseline: { url: `http://127.0.0.1:${PORTS.baseline}/balance`, headers: own },
      prepared: { url: `http://127.0.0.1:${PORTS.baseline}/balance-prepared`, headers: own },
    });
    return { balance: figures.croupier, baseline: figures.baseline, preparedBaseline: figures.prepared };
  } finally {
    baseline?.stop();
    croupier.stop();
  }
}

const ratio = (a, b) => +(a / b).toFixed(2);

/** Runs both databases; writes results/api.json and prints the table. */
export async function measureApi() {
  const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const postgres = DATABASES.includes('postgres') ? await onPostgres(baseUrl) : undefined;
  const pglite = DATABASES.includes('pglite') ? await onPglite() : undefined;
  const figures = {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    loadAverage: +loadavg()[0].toFixed(1),
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    budgets: apiBudgets,
    postgres: postgres && {
      ...postgres,
      balanceRatio: ratio(postgres.balance.rps, postgres.baseline.rps),
      memberInfoRatio: ratio(postgres.memberInfo.rps, postgres.baseline.rps),
    },
    pglite: pglite && {
      ...pglite,
      balanceRatio: ratio(pglite.balance.rps, pglite.baseline.rps),
      preparedRatio: ratio(pglite.balance.rps, pglite.preparedBaseline.rps),
    },
  };
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results', 'api.json'), `${JSON.stringify(figures, null, 2)}\n`);
  const line = (label, r, extra = '') =>
    console.log(`API ${label.padEnd(28)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${extra}`);
  console.log(`API load: ${CONNECTIONS} connections, ${SECONDS} s a run, load average ${figures.loadAverage}`);
  if (figures.postgres) {
    const p = figures.postgres;
    line('PostgreSQL balance', p.balance, `  = ${p.balanceRatio} of baseline (budget ${apiBudgets.balanceRatio}, p99 ${apiBudgets.balanceP99Ms} ms)`);
    line('PostgreSQL member info', p.memberInfo, `  = ${p.memberInfoRatio} of baseline (budget ${apiBudgets.memberInfoRatio})`);
    line('PostgreSQL baseline balance', p.baseline);
    line('PostgreSQL game list', p.gameList, `  (budget ${apiBudgets.gameListRps} req/s)`);
    line('PostgreSQL system status', p.status);
    line('raw Fastify constant', p.constant);
  }
  const g = figures.pglite;
  if (g) {
    line('PGlite balance', g.balance, `  = ${g.balanceRatio} of baseline (budget ${apiBudgets.pgliteBalanceRatio})`);
    line('PGlite baseline balance', g.baseline);
    line('PGlite baseline, prepared', g.preparedBaseline, `  (Croupier = ${g.preparedRatio} of it; no budget)`);
  }
  return figures;
}

/** The figures under budget, as failure lines. */
export function apiFailures(figures) {
  const failures = [];
  const p = figures.postgres;
  if (p) {
    if (p.balanceRatio < apiBudgets.balanceRatio)
      failures.push(`API balance ${p.balanceRatio} of baseline < ${apiBudgets.balanceRatio}`);
    if (p.balance.p99 > apiBudgets.balanceP99Ms)
      failures.push(`API balance p99 ${p.balance.p99} ms > ${apiBudgets.balanceP99Ms} ms`);
    if (p.memberInfoRatio < apiBudgets.memberInfoRatio)
      failures.push(`API member info ${p.memberInfoRatio} of baseline < ${apiBudgets.memberInfoRatio}`);
    if (p.gameList.rps < apiBudgets.gameListRps)
      failures.push(`API game list ${p.gameList.rps} req/s < ${apiBudgets.gameListRps}`);
  }
  if (figures.pglite && figures.pglite.balanceRatio < apiBudgets.pgliteBalanceRatio)
    failures.push(`API balance on PGlite ${figures.pglite.balanceRatio} of baseline < ${apiBudgets.pgliteBalanceRatio}`);
  return failures;
}

// Run alone: `node bench/api.mjs` (after a build).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failures = apiFailures(await measureApi());
  if (failures.length) {
    console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll API budgets met.');
}
