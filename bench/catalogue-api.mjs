// Latency of the catalogue calls the lobby makes, against the built server on a fresh in-memory database
// with the full demo catalogue. Plain fetch loops, no load tool: the figure that matters is a lobby page's
// wait, not the server's peak throughput. `npm run bench` (run.mjs) measures it on its own server;
// `node bench/catalogue-api.mjs` runs it alone on a server of its own. Writes results/catalogue-api.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
/** Budgets in ms at the 99th percentile, with 4 requests in flight (a home page's staggered lists). */
export const catalogueBudgets = {
  gameList: 60,
  gameListVendor: 60,
  hotGames: 60,
  vendorLanes: 60,
  catalogueGzip: 60,
};
const VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** GET as the bytes on the wire: a gzipped body is read, not unzipped, so the time is the server's. */
const getRaw = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      })
      .on('error', reject);
  });

async function measure(name, url, init) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < ROUNDS) {
      const i = next++;
      const started = performance.now();
      if (init?.raw) {
        const status = await getRaw(url(i), init.headers);
        if (status !== 200) throw new Error(`${name}: ${status}`);
      } else {
        const response = await fetch(url(i), init);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: ${response.status}`);
      }
      times.push(performance.now() - started);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  times.sort((a, b) => a - b);
  const round = (n) => +n.toFixed(1);
  return {
    name,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

/** p50/p95/p99 of each catalogue call on the server at `base`; writes results/catalogue-api.json. */
export async function measureCatalogueApi(base) {
  // Warm-up: the first calls compile the contract's validators and fill the catalogue cache.
  await measure(
    'warm-up',
    (i) => `${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${(i % 50) + 1}`,
  );
  const results = [
    await measure(
      'gameList',
      (i) =>
        `${base}/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageSize=20&pageNo=${(i % 230) + 1}`,
    ),
    await measure(
      'gameListVendor',
      (i) =>
        `${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=20&vassalage=${VENDORS[i % 8]}&pageNo=${(i % 30) + 1}`,
    ),
    await measure('hotGames', () => `${base}/wps/relay/GCSGAME_hotGamesV2?isPlatform=2`),
    await measure(
      'vendorLanes',
      () => `${base}/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop`,
    ),
    // The bytes the server sends (about 86 kB gzipped), read but not unzipped: fetch would
    // unzip them, and this bench's own unzipping, four at a time on the same two cores, is not the server's.
    await measure('catalogueGzip', () => `${base}/wps/game/catalogue`, {
      raw: true,
      headers: { 'accept-encoding': 'gzip' },
    }),
  ];
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'catalogue-api.json'),
    `${JSON.stringify({ date: new Date().toISOString(), rounds: ROUNDS, concurrency: 4, loadAverage: loadavg()[0], budgets: catalogueBudgets, results }, null, 2)}\n`,
  );
  for (const r of results) {
    console.log(
      `catalogue API: ${r.name.padEnd(15)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  (budget p99 ${catalogueBudgets[r.name]} ms)`,
    );
  }
  return results;
}

/** The calls over their p99 budget, as failure lines. */
export const catalogueFailures = (results) =>
  results
    .filter((r) => r.p99 > catalogueBudgets[r.name])
    .map((r) => `${r.name} p99 ${r.p99} ms > ${catalogueBudgets[r.name]} ms`);

// Run alone: `node bench/catalogue-api.mjs` starts its own server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startServer({
    port: Number(process.env.BENCH_API_PORT ?? 8095),
    ms: 60_000,
  });
  let failures = [];
  try {
    failures = catalogueFailures(await measureCatalogueApi(server.base));
  } finally {
    server.stop();
  }
  if (failures.length) {
    console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll catalogue API budgets met.');
}
