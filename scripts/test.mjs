// `npm test`: everything, as CI runs it. Installs what is missing, then one turbo run of every suite, and a
// closing table of how long each suite took (turbo's run summary).
import { chromiumPath, ensureChromium, ensureDeps, log, root } from './lib.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const started = Date.now();
await ensureDeps();
ensureChromium();

const tasks = [
  '//#lint',
  'typecheck',
  'test',
  'test:pact',
  'test:stories',
  'test:visual',
  'publint',
  'e2e',
];
log(
  `Running ${tasks.join(', ')}${process.env.DATABASE_URL ? ' (e2e and the storage tests of the server also on PostgreSQL)' : ''}…`,
);
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  CHROME_PATH: chromiumPath,
  FORCE_COLOR: '1',
};

const runsDir = path.join(root, '.turbo', 'runs');
const summariesBefore = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);

// Tee turbo's output so the closing summary can count tasks.
let output = '';
const code = await new Promise((resolve) => {
  const child = spawn(
    'npx',
    [
      'turbo',
      'run',
      ...tasks,
      '--continue',
      '--concurrency=3',
      '--output-logs=new-only',
      '--summarize',
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  child.on('exit', (c) => resolve(c ?? 1));
});

/** Each task of this run with its wall time, slowest first, from turbo's run summary. */
function taskTimes() {
  if (!existsSync(runsDir)) return [];
  const summaries = readdirSync(runsDir).filter((name) => !summariesBefore.has(name));
  return summaries
    .flatMap((name) => JSON.parse(readFileSync(path.join(runsDir, name), 'utf8')).tasks ?? [])
    .filter((task) => task.execution?.endTime)
    .map((task) => ({
      id: task.taskId,
      cached: task.cache?.status === 'HIT',
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      ok: task.execution.exitCode === 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

const times = taskTimes();
if (times.length > 0) {
  console.log('\nSuites by wall time (s):');
  for (const t of times)
    console.log(
      `  ${t.seconds.toFixed(0).padStart(5)}  ${t.id}${t.cached ? ' (cached)' : ''}${t.ok ? '' : '  FAILED'}`,
    );
}

// eslint-disable-next-line no-control-regex -- strip ANSI colours before reading the summary
const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
const total = Number(/Tasks:\s+(\d+) successful, (\d+) total/.exec(plain)?.[2] ?? 0);
const ok = Number(/Tasks:\s+(\d+) successful/.exec(plain)?.[1] ?? 0);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test finished in ${minutes} min`);
console.log(`tasks: ${ok} passed, ${Math.max(total - ok, code === 0 ? 0 : 1)} failed`);
process.exit(code);
