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

/** Install dependencies when node_modules is missing or the lock file changed since the last install. */
export function ensureDeps() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.croupier-lock-hash');
  const hash = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'none';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  log(existsSync(path.join(root, 'node_modules')) ? 'Dependencies changed: installing…' : 'Installing dependencies…');
  const args = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm could not install the dependencies (see above).');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, hash);
}

export const chromiumPath = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; no test tool may download a browser of its own. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  log('Installing Debian chromium (apt-get)…');
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], { stdio: 'inherit', env });
  apt(['update', '-qq']);
  const result = apt(['install', '-y', '-qq', 'chromium', 'fonts-liberation']);
  if (result.status !== 0 || !existsSync(chromiumPath)) {
    console.error(`Could not install chromium at ${chromiumPath}: run 'apt-get install chromium' as root.`);
    process.exit(1);
  }
}
