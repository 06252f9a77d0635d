// `npm test`: everything, as CI runs it. Installs what is missing, then one turbo run of every suite.
import { chromiumPath, ensureChromium, ensureDeps, log, root } from './lib.mjs';
import { spawn } from 'node:child_process';

const started = Date.now();
ensureDeps();
ensureChromium();

const tasks = ['//#lint', 'typecheck', 'test', 'test:pact', 'test:stories', 'test:visual', 'publint', 'e2e'];
log(`Running ${tasks.join(', ')}${process.env.DATABASE_URL ? ' (server tests also on PostgreSQL)' : ''}…`);
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', CHROME_PATH: chromiumPath, FORCE_COLOR: '1' };

// Tee turbo's output so the closing summary can count tasks.
let output = '';
const code = await new Promise((resolve) => {
  const child = spawn('npx', ['turbo', 'run', ...tasks, '--continue', '--concurrency=3', '--output-logs=new-only'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  child.on('exit', (c) => resolve(c ?? 1));
});

// eslint-disable-next-line no-control-regex -- strip ANSI colours before reading the summary
const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
const total = Number(/Tasks:\s+(\d+) successful, (\d+) total/.exec(plain)?.[2] ?? 0);
const ok = Number(/Tasks:\s+(\d+) successful/.exec(plain)?.[1] ?? 0);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test finished in ${minutes} min`);
console.log(`tasks: ${ok} passed, ${Math.max(total - ok, code === 0 ? 0 : 1)} failed`);
process.exit(code);
