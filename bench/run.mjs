// `npm run bench`: budgets for what a player feels. Writes figures to bench/results/ and fails over budget.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiFailures, measureApi } from './api.mjs';
import { catalogueFailures, measureCatalogueApi } from './catalogue-api.mjs';
import { measureLobbyLighthouse } from './lighthouse-lobby.mjs';
import { lobbyBudgets, lobbyFailures, measureLobby } from './lobby.mjs';
import { startServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const results = path.join(here, 'results');
mkdirSync(results, { recursive: true });
const failures = [];

// 1. Initial JS size with size-limit.
const size = spawnSync('npx', ['size-limit', '--json'], { cwd: here, encoding: 'utf8' });
const sizeReport = JSON.parse(size.stdout || '[]');
for (const entry of sizeReport) {
  console.log(`size: ${entry.name}: ${(entry.size / 1024).toFixed(1)} kB (budget 150 kB)`);
  if (!entry.passed) failures.push(`${entry.name} is over budget`);
}

// 2. The site and the API on a fresh database (home's Lighthouse runs with the other pages in step 4).
const port = Number(process.env.BENCH_PORT ?? 8190);
const server = await startServer({
  port,
  staticDir: path.join(root, 'apps/site/dist'),
  artwork: true,
});
try {
  // 3. The /rng lobby with the full catalogue (bench/lobby.mjs).
  const lobby = await measureLobby(`http://127.0.0.1:${port}`);
  writeFileSync(
    path.join(results, 'lobby.json'),
    `${JSON.stringify({ date: new Date().toISOString(), budgets: lobbyBudgets, ...lobby }, null, 2)}\n`,
  );
  console.log('lobby (/rng, Chromium):', lobby);
  failures.push(...lobbyFailures(lobby));

  // 4. Lighthouse mobile on /rng beside the MUI and Radix Themes peer builds, and on the other landing pages
  // with home (bench/lighthouse-lobby.mjs); summary.json keeps the initial script and home's medians.
  failures.push(...(await measureLobbyLighthouse(`http://127.0.0.1:${port}`)));
  const home = JSON.parse(readFileSync(path.join(results, 'lighthouse-lobby.json'), 'utf8')).builds['/'];
  writeFileSync(
    path.join(results, 'summary.json'),
    `${JSON.stringify({ date: new Date().toISOString(), initialJsGzipKb: sizeReport.map((e) => +(e.size / 1024).toFixed(1)), home }, null, 2)}\n`,
  );

  // 5. Latency of the catalogue calls the lobby makes (bench/catalogue-api.mjs; writes catalogue-api.json).
  failures.push(...catalogueFailures(await measureCatalogueApi(`http://127.0.0.1:${port}`)));
} finally {
  server.stop();
}

// 6. The API under 50 connections beside its minimal baseline, on PostgreSQL and PGlite (bench/api.mjs).
failures.push(...apiFailures(await measureApi()));

// 7. Ledger throughput on PostgreSQL (bets/s, p99); it skips itself when no PostgreSQL answers.
const ledger = spawnSync('npx', ['tsx', 'ledger.ts'], { cwd: here, stdio: 'inherit' });
if (ledger.status !== 0) failures.push('ledger throughput is over budget (see above)');

// 8. The agent centre on a team of 10,000 members and 1,000,000 bets, on PostgreSQL (bench/agentTeam.ts).
const agentTeam = spawnSync('npx', ['tsx', 'agentTeam.ts'], { cwd: here, stdio: 'inherit' });
if (agentTeam.status !== 0) failures.push('the agent team pages are over budget (see above)');

// 9. 2,000 players on one crash game over sockets, on PostgreSQL (bench/crash.ts): fan-out and an exact ledger.
const crash = spawnSync('npx', ['tsx', 'crash.ts'], { cwd: here, stdio: 'inherit' });
if (crash.status !== 0) failures.push('the crash game under 2,000 players is over budget (see above)');

if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
