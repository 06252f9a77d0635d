// `npm run bench`: budgets for what a player feels. Writes figures to bench/results/ and fails over budget.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiFailures, measureApi } from './api.mjs';
import { catalogueFailures, measureCatalogueApi } from './catalogue-api.mjs';
import { measureLobbyLighthouse, runLighthouse } from './lighthouse-lobby.mjs';
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

// 2. Lighthouse mobile run of / against the real server on a fresh database.
const port = Number(process.env.BENCH_PORT ?? 8190);
const server = await startServer({
  port,
  staticDir: path.join(root, 'apps/site/dist'),
  artwork: true,
});
try {
  const report = await runLighthouse(
    `http://127.0.0.1:${port}/`,
    path.join(results, 'lighthouse-home.json'),
  );
  const audit = (id) => report.audits[id]?.numericValue;
  const figures = {
    date: new Date().toISOString(),
    initialJsGzipKb: sizeReport.map((e) => +(e.size / 1024).toFixed(1)),
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories['best-practices'].score,
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: +audit('cumulative-layout-shift').toFixed(3),
  };
  writeFileSync(path.join(results, 'summary.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log('lighthouse (mobile):', figures);
  if (figures.performance < 0.9)
    failures.push(`Lighthouse performance ${figures.performance} < 0.9`);
  if (figures.accessibility < 1)
    failures.push(`Lighthouse accessibility ${figures.accessibility} < 1`);
  if (figures.lcpMs > 1500) failures.push(`home LCP ${figures.lcpMs} ms > 1500 ms`);
  // The LCP image is never lazy (Lighthouse's own check; absent when the LCP element is text).
  if (report.audits['lcp-lazy-loaded']?.score === 0) failures.push('the LCP image is lazy-loaded');

  // 3. The /rng lobby with the full catalogue (bench/lobby.mjs).
  const lobby = await measureLobby(`http://127.0.0.1:${port}`);
  writeFileSync(
    path.join(results, 'lobby.json'),
    `${JSON.stringify({ date: new Date().toISOString(), budgets: lobbyBudgets, ...lobby }, null, 2)}\n`,
  );
  console.log('lobby (/rng, Chromium):', lobby);
  failures.push(...lobbyFailures(lobby));

  // 4. Lighthouse mobile on /rng beside the MUI and Radix Themes peer builds (bench/lighthouse-lobby.mjs).
  failures.push(...(await measureLobbyLighthouse(`http://127.0.0.1:${port}`)));

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
