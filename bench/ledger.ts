// Ledger throughput on PostgreSQL: bets posted by concurrent workers, across many wallets and against one
// hot wallet (every bet locks the same row). Budgets below; figures to results/ledger.json.
// Run: `npx tsx bench/ledger.ts` (npm run bench does). Skips with a message when no PostgreSQL answers.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/database';
import { createMember } from '../apps/server/src/modules/member/service';
import { AccountKind, openMemberMainAccount, openSystemAccount } from '../apps/server/src/modules/wallet/accounts';
import { post } from '../apps/server/src/modules/wallet/ledger';
import { depositFromSandbox } from '../apps/server/src/modules/wallet/service';
import { seedMerchants } from '../apps/server/src/seed';
import { adminStatement } from './postgresAdmin.mjs';

// Budgets for a 2-core machine shared with other work (the load average is recorded with the figures);
// a dedicated PostgreSQL does several times better.
const BUDGET = { spreadBetsPerSecond: 100, spreadP99Ms: 500, hotBetsPerSecond: 80, hotP99Ms: 600 };
// As many workers as pooled connections (node-postgres default 10): latency is the ledger's, not the queue's.
const WORKERS = 10;
const BETS = 3_000;
const WALLETS = 64;

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));

const admin = (sql: string): Promise<boolean> => adminStatement(baseUrl, sql);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function run(label: string, post1: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < BETS) {
        const i = next++;
        const t = performance.now();
        await post1(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const figures = {
    betsPerSecond: Math.round(BETS / seconds),
    p50Ms: +percentile(latencies, 50).toFixed(1),
    p99Ms: +percentile(latencies, 99).toFixed(1),
  };
  console.log(`ledger ${label}: ${figures.betsPerSecond} bets/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (${BETS} bets, ${WORKERS} workers)`);
  return figures;
}

const name = `croupier_bench_${process.pid}`;
if (!(await admin(`CREATE DATABASE ${name}`))) {
  console.log(`ledger bench skipped: no PostgreSQL at ${new URL(baseUrl).host} (set DATABASE_URL)`);
  process.exit(0);
}
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
try {
  const { db } = database;
  await seedMerchants(db);
  const house = await openSystemAccount(db, AccountKind.HOUSE, 'BRL');
  const wallets: number[] = [];
  for (let i = 0; i < WALLETS; i++) {
    const member = await createMember(db, { merchantCode: 'BR', account: `bench${i}`, password: 'Bench1234!' });
    await depositFromSandbox(db, { memberId: member.id, currency: 'BRL', amount: 100_000_000, idempotencyKey: `bench-fund-${i}` });
    wallets.push((await openMemberMainAccount(db, member.id, 'BRL')).id);
  }
  const bet = (wallet: number, key: string) => post(db, { idempotencyKey: key, kind: 'bet', from: wallet, to: house.id, amount: 100 });
  // Every bet also credits the house: one house row is hot in both runs, as in production.
  const spread = await run('many wallets', (i) => bet(wallets[i % WALLETS]!, `bench-spread-${i}`));
  const hot = await run('one hot wallet', (i) => bet(wallets[0]!, `bench-hot-${i}`));
  const figures = { date: new Date().toISOString(), loadAverage: +loadavg()[0]!.toFixed(1), workers: WORKERS, bets: BETS, spread, hot, budget: BUDGET };
  writeFileSync(path.join(here, 'results', 'ledger.json'), `${JSON.stringify(figures, null, 2)}\n`);
  const over = [
    spread.betsPerSecond < BUDGET.spreadBetsPerSecond && `many wallets: ${spread.betsPerSecond} bets/s < ${BUDGET.spreadBetsPerSecond}`,
    spread.p99Ms > BUDGET.spreadP99Ms && `many wallets: p99 ${spread.p99Ms} ms > ${BUDGET.spreadP99Ms}`,
    hot.betsPerSecond < BUDGET.hotBetsPerSecond && `one wallet: ${hot.betsPerSecond} bets/s < ${BUDGET.hotBetsPerSecond}`,
    hot.p99Ms > BUDGET.hotP99Ms && `one wallet: p99 ${hot.p99Ms} ms > ${BUDGET.hotP99Ms}`,
  ].filter(Boolean);
  if (over.length) {
    console.error(`ledger over budget:\n- ${over.join('\n- ')}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
