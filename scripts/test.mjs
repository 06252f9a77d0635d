// `npm test`: everything, as CI runs it. Installs what is missing, builds, runs the suites in three phases, and
// closes with a table of how long each suite took (turbo's run summaries).
//
// Why phases and not one `turbo run` of everything: on two cores the e2e journeys, the server tests and the story
// tests all at once kept the load near 15, and journeys that wait on the page timed out by chance (issue 20); turbo
// also starts ready tasks in no set order, so the longest suites waited behind short ones. Here the server tests
// have the machine first (they keep both cores busy with two workers), then Pact beside the other checks (one at
// a time), and then the e2e journeys have the machine to themselves. The server tests beside the story tests, as
// before, took longer than the two one after the other: on a slow two-core machine (2026-11-30) the server tests
// took 800 s there and 250 s alone, the checks about 470 s alone, and that phase 16 min in all; the on-disk seed
// test, 10 s alone, ran past its 120 s limit.
import { chromiumPath, ensureChromium, ensureDeps, log, root } from './lib.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const started = Date.now();
await ensureDeps();
ensureChromium();

/** Every build and generated file first: the streams then run their tasks alone (`--only`), never a build. */
const build = [['build', 'generate']];

/**
 * Each phase is a set of streams that run at the same time; a stream is a list of turbo runs made one after the
 * other. Task names alone mean that task in every package that has it; `package#task` names one.
 */
const phases = [
  { server: [['@croupier/server#test']] },
  // Pact beside the rest, one task at a time, in two streams of about equal length: Pact then the single-threaded
  // checks (lint, typecheck, publint, the small unit suites), beside the story tests, the kit's unit tests and the
  // visual baselines. With those checks behind the visual baselines instead, the phase ended with 2.6 min of them
  // on one core while the other had nothing left: 11.0 min against 10.4 this way (slow two-core machine,
  // 2026-12-02, one run each; beside the visual baselines the site's unit tests took 180 s instead of 30).
  // Split the other way (the story tests, visual baselines and lint beside Pact, the unit tests, typecheck and
  // publint) it took 10.6 min against 9.3 at an earlier stop.
  {
    pact: [
      ['@croupier/sdk#test:pact'],
      ['@croupier/server#test:pact'],
      ['@croupier/site#test', '@croupier/i18n#test', '@croupier/sdk#test', '//#lint', 'typecheck', 'publint'],
    ],
    checks: [['test:stories'], ['@croupier/ui#test'], ['test:visual']],
  },
  { journeys: [['e2e']] },
];

log(
  `Building; then the server tests; then Pact beside the other checks; then e2e${process.env.DATABASE_URL ? ' (e2e and the storage tests of the server also on PostgreSQL)' : ''}…`,
);
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  CHROME_PATH: chromiumPath,
  FORCE_COLOR: '1',
};

const runsDir = path.join(root, '.turbo', 'runs');
const summariesBefore = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);

/** One turbo run; resolves with its exit code. `only`: run just these tasks, not what they depend on. */
function turbo(tasks, { only, concurrency }) {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'turbo',
        'run',
        ...tasks,
        ...(only ? ['--only'] : []),
        '--continue',
        `--concurrency=${concurrency}`,
        '--output-logs=new-only',
        '--summarize',
      ],
      { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a stream's turbo runs in order, all of them even after a failure; resolves with the first failing code. */
async function runStream(runs, options) {
  let failed = 0;
  for (const tasks of runs) {
    const code = await turbo(tasks, options);
    if (code !== 0 && failed === 0) failed = code;
  }
  return failed;
}

const codes = [await runStream(build, { only: false, concurrency: 2 })];
for (const phase of phases) {
  if (codes[0] !== 0) break;
  codes.push(
    ...(await Promise.all(
      Object.values(phase).map((runs) => runStream(runs, { only: true, concurrency: 1 })),
    )),
  );
}
const code = codes.find((c) => c !== 0) ?? 0;

/** Each task of this run with its wall time, slowest first, from turbo's run summaries. */
function taskTimes() {
  if (!existsSync(runsDir)) return [];
  const summaries = readdirSync(runsDir).filter((name) => !summariesBefore.has(name));
  return summaries
    .flatMap((name) => JSON.parse(readFileSync(path.join(runsDir, name), 'utf8')).tasks ?? [])
    .filter((task) => task.execution?.endTime)
    .map((task) => ({
      id: task.taskId,
      cached: task.cache?.status === 'HIT',
      start: task.execution.startTime,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      ok: task.execution.exitCode === 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

const times = taskTimes();
if (times.length > 0) {
  console.log('\nSuites by wall time (s), with when each started (min after npm test began):');
  for (const t of times)
    console.log(
      `  ${t.seconds.toFixed(0).padStart(5)}  ${((t.start - started) / 60000).toFixed(1).padStart(5)}  ${t.id}${t.cached ? ' (cached)' : ''}${t.ok ? '' : '  FAILED'}`,
    );
}

const passed = times.filter((t) => t.ok).length;
const failed = times.length - passed;
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test finished in ${minutes} min`);
console.log(`tasks: ${passed} passed, ${Math.max(failed, code === 0 ? 0 : 1)} failed`);
process.exit(code);
