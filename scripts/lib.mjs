// Shared helpers for the root scripts. Node built-ins only: these run before dependencies exist.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

/** Run a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** While a long step runs, says every 20 s how long it has taken, so a first start never sits silent. */
export function ticking(label) {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const timer = setInterval(() => log(`${label}: ${seconds()} s so far`), 20_000);
  return () => {
    clearInterval(timer);
    return seconds();
  };
}

/** Install dependencies when node_modules is missing or the lock file changed since the last install. */
export async function ensureDeps() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.croupier-lock-hash');
  const hash = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'none';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  log(
    existsSync(path.join(root, 'node_modules'))
      ? 'Dependencies changed: installing…'
      : 'Installing dependencies (about 1,150 packages: under a minute with a warm npm cache, a few minutes on a cold one)…',
  );
  const args = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  const done = ticking('Installing dependencies');
  const status = await run('npm', args);
  const seconds = done();
  if (status !== 0) {
    console.error('npm could not install the dependencies (see above).');
    process.exit(status || 1);
  }
  writeFileSync(stamp, hash);
  log(`Dependencies installed in ${seconds} s.`);
}

export const chromiumPath = '/usr/bin/chromium';
/**
 * Debian's headless shell: the same Chromium build without the browser's UI layer. The e2e journeys run in it
 * (about a fifth faster on two cores than the full browser in headless mode); the reviewed screenshots, the
 * story baselines and Lighthouse keep the full browser.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium and its headless shell for the browser tests; no test tool may download a browser of its own. */
export function ensureChromium() {
  if (existsSync(chromiumPath) && existsSync(headlessShellPath)) return;
  log('Installing Debian chromium and chromium-headless-shell (apt-get)…');
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], { stdio: 'inherit', env });
  apt(['update', '-qq']);
  // one install each: a machine whose sources lack the shell still gets the browser every suite needs
  if (!existsSync(chromiumPath)) apt(['install', '-y', '-qq', 'chromium', 'fonts-liberation']);
  if (!existsSync(headlessShellPath)) apt(['install', '-y', '-qq', 'chromium-headless-shell']);
  if (!existsSync(chromiumPath)) {
    console.error(`Could not install chromium at ${chromiumPath}: run 'apt-get install chromium' as root.`);
    process.exit(1);
  }
  // the journeys fall back to the full browser (e2e/tests/chromium.ts), only slower
  if (!existsSync(headlessShellPath))
    log(`No ${headlessShellPath}: the e2e journeys run in the full browser.`);
}
