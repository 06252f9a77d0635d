// Lighthouse mobile on Croupier's /rng lobby beside two peer builds (issue 16): a minimal MUI and a minimal
// Radix Themes lobby page (bench/peers/), each over the same catalogue call and the same JPEG artwork of the
// same server, so every run reports Croupier's figures next to what a small page on a common kit achieves;
// and Croupier's other landing pages (the game lists and centres, promotions, the points mall, home) in the
// same rounds, each against issue 16's budgets (a lobby page's score also above both peers').
// Builds alternate (Croupier, MUI, Radix, the other pages, then again) for BENCH_LH_ROUNDS rounds (3), so a
// neighbour's load falls on all of them; each figure is the median of its rounds, with its range. `npm run bench` (run.mjs)
// measures it on its own server after the lobby bench; `node bench/lighthouse-lobby.mjs` starts one itself.
// Writes results/lighthouse-lobby.json (and each build's last full report beside it, not committed).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startPeerServer } from './peers/server.mjs';
import { demoPlayerToken, startServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const peersDir = path.join(here, 'peers');
const results = path.join(here, 'results');
const ROUNDS = Math.max(1, Number(process.env.BENCH_LH_ROUNDS ?? 3));

/** Issue 16's budgets for a lobby route; performance must also beat both peers. */
export const lobbyLighthouseBudgets = { performance: 0.9, lcpMs: 2000, cls: 0.02, tbtMs: 300 };
/** Issue 16's budgets for home (no peer: the peers are lobby pages). */
export const homeLighthouseBudgets = { performance: 0.95, lcpMs: 1200, cls: 0.02, tbtMs: 200 };

/** The Lighthouse categories every run reports. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** A member's lists: measured logged in as demo_player (runMemberLighthouse). */
const MEMBER_ROUTES = new Set(['/favorite', '/recent']);

/**
 * Croupier's other pages a visitor lands on, measured beside /rng in the same rounds: the game lists and game
 * centres, a member's favourites and recent games, the promotions, the points mall and home.
 * BENCH_LH_ROUTES (comma-separated paths) narrows them.
 */
const ALL_ROUTES = [
  ...MEMBER_ROUTES,
  '/live',
  '/fish',
  '/pvp',
  '/crash',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/cockfight',
  '/promotions',
  '/pointMall',
  '/',
];
const ROUTES = process.env.BENCH_LH_ROUTES
  ? process.env.BENCH_LH_ROUTES.split(',').map((route) => route.trim()).filter(Boolean)
  : ALL_ROUTES;
/** Pages that list games: they must have loaded the catalogue and drawn artwork. */
const GAME_LISTS = new Set(['/rng', '/live', '/fish', '/pvp', '/crash', '/sports', '/esports', '/lott', '/elott', '/cockfight']);

const BUILDS = {
  croupier: 'Croupier /rng',
  mui: 'MUI + react-virtual',
  radix: 'Radix Themes + react-virtual',
  ...Object.fromEntries(ROUTES.map((route) => [route, `Croupier ${route}`])),
};
const PEERS = ['mui', 'radix'];
/** The path a build measures (the peers' own page stands for /rng). */
const pathOf = (build) => (build === 'croupier' || PEERS.includes(build) ? '/rng' : build);
const budgetsOf = (build) => (pathOf(build) === '/' ? homeLighthouseBudgets : lobbyLighthouseBudgets);

/** A run whose browser painted this long after the load event is flagged (figuresOf's paintAfterLoadMs). */
const SLOW_PAINT_MS = 500;

/** The figures kept per run, with the decimals they are rounded to. */
const METRICS = {
  performance: 2,
  lcpMs: 0,
  cls: 3,
  tbtMs: 0,
  fcpMs: 0,
  jsGzipKb: 1,
  jsTransferKb: 1,
};
const roundTo = (value, digits) => (Number.isFinite(value) ? +value.toFixed(digits) : null);

/**
 * Lighthouse with the bench's flags (mobile, the default simulated throttling; Debian's Chromium unless
 * CHROME_PATH says otherwise), its JSON report written to `outputPath` and returned. Asynchronous: the peers'
 * servers run in this process and must answer while it loads them.
 */
export async function runLighthouse(url, outputPath) {
  const lighthouse = spawn(
    'npx',
    [
      'lighthouse',
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    {
      cwd: here,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  lighthouse.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const status = await new Promise((resolve) => lighthouse.once('close', resolve));
  if (status !== 0) throw new Error(`lighthouse ${url} failed: ${stderr}`);
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

/**
 * Lighthouse, as runLighthouse, on a member's page: the site keeps a member's token in session storage, which
 * the CLI's fresh browser never has, so this drives the same Chromium through puppeteer. It opens a call of the
 * API on the page's origin (nothing of the site is cached by it), puts a new session's token in that tab's
 * session storage, and lets Lighthouse load the page in the same tab without resetting storage.
 */
async function runMemberLighthouse(url, outputPath) {
  const [{ default: lighthouse }, { default: puppeteer }] = await Promise.all([
    import('lighthouse'),
    import('puppeteer-core'),
  ]);
  const { origin } = new URL(url);
  const token = await demoPlayerToken(origin);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/wps/system/health`);
    await page.evaluate((value) => sessionStorage.setItem('token', value), token);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse ${url} returned nothing`);
    writeFileSync(outputPath, result.report);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/**
 * Installs the peers' own dependencies when they are missing (bench/peers is not a workspace, so the root
 * `npm ci` never installs MUI or Radix Themes) and builds both into bench/peers/dist.
 */
function buildPeers() {
  const run = (args) => {
    const result = spawnSync('npm', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
  };
  if (!existsSync(path.join(peersDir, 'node_modules')))
    run(['ci', '--prefix', peersDir, '--no-audit', '--no-fund']);
  run(['run', 'build', '--silent', '--prefix', peersDir]);
}

/** The bytes of `url` as a gzip-only client receives them (read, not unzipped). */
const gzipBytes = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });

/** The LCP element as Lighthouse names it: its selector, and its text when it has some. */
function lcpElementOf(report) {
  const tables = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  if (!node) return null;
  return node.nodeLabel && node.nodeLabel !== node.selector
    ? `${node.selector} "${node.nodeLabel}"`
    : node.selector;
}

/** One run's figures. Throws when the page never showed the lobby: a blank page would measure fast. */
async function figuresOf(build, report) {
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const loaded = (part) =>
    requests.some((request) => request.url.includes(part) && request.statusCode === 200);
  if (GAME_LISTS.has(pathOf(build)) && (!loaded('/wps/game/catalogue') || !loaded('/api/art/games/')))
    throw new Error(
      `${BUILDS[build]}: the page loaded no catalogue or no artwork under Lighthouse`,
    );
  if (!lcpElementOf(report)) throw new Error(`${BUILDS[build]}: the page painted nothing under Lighthouse`);
  // JS as Chrome received it (brotli from both servers), and as the same files weigh in gzip (the unit of
  // the bench's size budget and of issue 16's table), fetched again from the same server.
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const gzip = await Promise.all(scripts.map((script) => gzipBytes(script.url)));
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    lcpMs: roundTo(audit('largest-contentful-paint'), 0),
    cls: roundTo(audit('cumulative-layout-shift'), 3),
    tbtMs: roundTo(audit('total-blocking-time'), 0),
    fcpMs: roundTo(audit('first-contentful-paint'), 0),
    jsGzipKb: roundTo(sum(gzip) / 1024, 1),
    jsTransferKb: roundTo(sum(scripts.map((script) => script.transferSize ?? 0)) / 1024, 1),
    jsFiles: scripts.length,
    lcpElement: lcpElementOf(report),
    lcpLazy: report.audits['lcp-lazy-loaded']?.score === 0,
    // How long after the load event the measuring browser itself first painted. On a slow machine some runs paint
    // about a second late (stop 45: 1,420 ms against a load at 411 ms), and Lighthouse's model then counts every
    // request started before that paint in FCP and LCP: the run lands in a slower cluster for reasons not the page's.
    paintAfterLoadMs: roundTo(observed.observedFirstContentfulPaint - observed.observedLoad, 0),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median and [min, max] of each metric over a build's runs. */
function summarise(runs) {
  const summary = { median: {}, range: {} };
  for (const [metric, digits] of Object.entries(METRICS)) {
    const values = runs.map((run) => run[metric]);
    summary.median[metric] = roundTo(median(values), digits);
    summary.range[metric] = [Math.min(...values), Math.max(...values)];
  }
  return summary;
}

/** Croupier's median over the peer's, per metric (above 1: Croupier's is higher); null over a zero. */
const ratiosTo = (croupier, peer) =>
  Object.fromEntries(
    Object.keys(METRICS).map((metric) => [
      metric,
      peer[metric] ? roundTo(croupier[metric] / peer[metric], 2) : null,
    ]),
  );

function printTable(figures) {
  const columns = [
    ['performance', 'performance'],
    ['lcpMs', 'LCP ms'],
    ['cls', 'CLS'],
    ['tbtMs', 'TBT ms'],
    ['fcpMs', 'FCP ms'],
    ['jsGzipKb', 'JS gzip kB'],
  ];
  const cell = (text) => String(text).padEnd(20);
  console.log(`\nlobby Lighthouse (mobile), median [range] of ${figures.rounds} rounds:`);
  console.log(cell('') + columns.map(([, title]) => cell(title)).join(''));
  for (const [build, { median: m, range: r }] of Object.entries(figures.builds)) {
    const values = columns.map(([metric]) => cell(`${m[metric]} [${r[metric].join('–')}]`));
    const name = BUILDS[build].startsWith('Croupier ') && build !== 'croupier' ? build : BUILDS[build].split(' ')[0];
    console.log(cell(name) + values.join(''));
  }
  for (const peer of PEERS) {
    const ratios = figures.ratios[peer];
    const title = `Croupier ÷ ${BUILDS[peer].split(' ')[0]}`;
    console.log(cell(title) + columns.map(([metric]) => cell(ratios[metric] ?? '–')).join(''));
  }
}

/** Each Croupier page's medians against issue 16's budgets (lobby pages: also above both peers), as failure lines. */
export function lobbyLighthouseFailures(figures) {
  const failures = [];
  for (const [build, { median, runs }] of Object.entries(figures.builds)) {
    if (PEERS.includes(build)) continue;
    const page = pathOf(build);
    const budget = budgetsOf(build);
    if (!(median.performance >= budget.performance))
      failures.push(`${page} Lighthouse performance ${median.performance} < ${budget.performance}`);
    if (budget === lobbyLighthouseBudgets)
      for (const peer of PEERS) {
        const theirs = figures.builds[peer]?.median.performance;
        if (theirs !== undefined && !(median.performance > theirs))
          failures.push(`${page} Lighthouse performance ${median.performance} not above ${BUILDS[peer]} (${theirs})`);
      }
    if (!(median.lcpMs <= budget.lcpMs)) failures.push(`${page} LCP ${median.lcpMs} ms > ${budget.lcpMs} ms`);
    if (!(median.cls <= budget.cls)) failures.push(`${page} CLS ${median.cls} > ${budget.cls}`);
    if (!(median.tbtMs <= budget.tbtMs)) failures.push(`${page} TBT ${median.tbtMs} ms > ${budget.tbtMs} ms`);
    if (runs.some((run) => run.accessibility < 1)) failures.push(`${page} Lighthouse accessibility below 1`);
    // the LCP image is never lazy (Lighthouse's own check; absent when the LCP element is text)
    if (runs.some((run) => run.lcpLazy)) failures.push(`${page}: the LCP image is lazy-loaded`);
  }
  return failures;
}

/**
 * Builds the peers, serves them in front of the Croupier server at `croupierBaseUrl` (which must serve the
 * built site, with its artwork rendered), runs the rounds, writes results/lighthouse-lobby.json and returns
 * the failures against issue 16's budgets.
 */
export async function measureLobbyLighthouse(croupierBaseUrl) {
  const started = Date.now();
  buildPeers();
  mkdirSync(results, { recursive: true });
  const peers = await Promise.all(
    PEERS.map((name) =>
      startPeerServer({ dir: path.join(peersDir, 'dist', name), upstream: croupierBaseUrl }),
    ),
  );
  const urls = {
    croupier: `${croupierBaseUrl}/rng`,
    ...Object.fromEntries(PEERS.map((name, i) => [name, `${peers[i].base}/`])),
    ...Object.fromEntries(ROUTES.map((route) => [route, `${croupierBaseUrl}${route}`])),
  };
  const runs = Object.fromEntries(Object.keys(urls).map((build) => [build, []]));
  const loadAverage = [loadavg()[0]];
  try {
    // One plain load of each page and of the catalogue first: no build pays for a cold server path.
    for (const url of Object.values(urls)) {
      await (await fetch(url, { headers: { accept: 'text/html' } })).arrayBuffer();
      await (await fetch(new URL('/wps/game/catalogue?language=en', url))).arrayBuffer();
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [build, url] of Object.entries(urls)) {
        const output = path.join(results, `lighthouse-lobby-${build.replace(/\W+/g, '') || 'home'}.report.json`);
        const report = MEMBER_ROUTES.has(build) ? await runMemberLighthouse(url, output) : await runLighthouse(url, output);
        const run = await figuresOf(build, report);
        runs[build].push(run);
        console.log(
          `lobby Lighthouse ${round}/${ROUNDS} ${BUILDS[build]}: performance ${run.performance}, ` +
            `LCP ${run.lcpMs} ms, CLS ${run.cls}, TBT ${run.tbtMs} ms, FCP ${run.fcpMs} ms, ` +
            `JS ${run.jsGzipKb} kB gzip in ${run.jsFiles} files` +
            (run.paintAfterLoadMs > SLOW_PAINT_MS
              ? ` (the browser painted ${run.paintAfterLoadMs} ms after the load event: a slow-paint run)`
              : ''),
        );
      }
    }
  } finally {
    await Promise.all(peers.map((peer) => peer.stop()));
  }
  loadAverage.push(loadavg()[0]);

  const builds = Object.fromEntries(
    Object.entries(runs).map(([build, buildRuns]) => [
      build,
      {
        name: BUILDS[build],
        url: pathOf(build),
        budgets: PEERS.includes(build) ? undefined : budgetsOf(build),
        ...summarise(buildRuns),
        runs: buildRuns,
      },
    ]),
  );
  const figures = {
    date: new Date().toISOString(),
    rounds: ROUNDS,
    order: Object.keys(urls),
    loadAverage: loadAverage.map((load) => +load.toFixed(2)),
    seconds: Math.round((Date.now() - started) / 1000),
    budgets: { lobby: lobbyLighthouseBudgets, home: homeLighthouseBudgets },
    builds,
    ratios: Object.fromEntries(
      PEERS.map((peer) => [peer, ratiosTo(builds.croupier.median, builds[peer].median)]),
    ),
  };
  const failures = lobbyLighthouseFailures(figures);
  writeFileSync(
    path.join(results, 'lighthouse-lobby.json'),
    `${JSON.stringify({ ...figures, failures }, null, 2)}\n`,
  );
  printTable(figures);
  return failures;
}

// Run alone: `node bench/lighthouse-lobby.mjs` (after a build) starts the server with the built site.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const staticDir = path.join(root, 'apps/site/dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    console.error('apps/site/dist is missing: build first (npx turbo run build).');
    process.exit(1);
  }
  const server = await startServer({
    port: Number(process.env.BENCH_PORT ?? 8190),
    staticDir,
    artwork: true,
  });
  let failures = [];
  try {
    failures = await measureLobbyLighthouse(server.base);
  } finally {
    await server.stop();
  }
  if (failures.length) {
    console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll lobby Lighthouse budgets met.');
}
