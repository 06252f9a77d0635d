// `npm run start:cluster`: N server processes (default: the core count) on one PostgreSQL and one port,
// with Node's cluster module sharing the listening socket. What each process keeps in memory is per
// connection only: limits count in PostgreSQL and pushes cross processes over LISTEN/NOTIFY (issue 18).
// Process 1 also runs the sandbox timers and renders the artwork ahead; contract settlement is pg-boss's,
// which hands each job to one process. A process that dies is replaced with the same role.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'start:cluster needs PostgreSQL: set DATABASE_URL (PGlite is embedded in one process; use npm start).',
  );
  process.exit(1);
}

const count = Math.max(1, Number(process.env.WORKERS ?? availableParallelism()));
const port = Number(process.env.PORT ?? 8080);

// Migrate and seed once, before any process serves.
const started = Date.now();
console.log(`Migrating and seeding PostgreSQL for ${count} processes…`);
const database = await openDatabase({ url });
await seedDemo(database.db);
await database.close();
console.log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

/** The environment of process `n` (1-based): only the first runs the timers and the artwork. */
const envOf = (n: number): NodeJS.ProcessEnv => ({
  CLUSTER_WORKER: String(n),
  ...(n > 1 && { SANDBOX_TICK_SECONDS: '0', ART_PREWARM: '0' }),
});

cluster.setupPrimary({ exec: new URL('./main.js', import.meta.url).pathname });
const roles = new Map<Worker, number>();
let stopping = false;
const fork = (n: number) => roles.set(cluster.fork(envOf(n)), n);
for (let n = 1; n <= count; n += 1) fork(n);

cluster.on('exit', (worker, code, signal) => {
  const n = roles.get(worker);
  roles.delete(worker);
  if (stopping || n === undefined) return;
  console.warn(`Process ${n} (pid ${worker.process.pid}) exited (${signal ?? code}); starting it again.`);
  fork(n);
});

let listening = 0;
cluster.on('listening', () => {
  listening += 1;
  if (listening !== count) return;
  console.log(`\n  Croupier is running at http://localhost:${port} on ${count} processes (one PostgreSQL).`);
  console.log(`  Demo accounts as with npm start (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.account).join(', ')}.\n`);
});

const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping ${roles.size} processes…`);
  for (const worker of roles.keys()) worker.process.kill('SIGTERM');
  const exit = setTimeout(() => process.exit(0), 15_000);
  exit.unref();
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
