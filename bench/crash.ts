// 2,000 players on one crash game (issue 14), on PostgreSQL: each watches the game over its own notification
// socket, bets in the betting window and cashes out over that socket (half by their own click at a target
// they pick, half by auto cash-out) for ROUNDS rounds. Measured: how long the server's round pushes take to
// reach every socket (fan-out: receipt minus the push's serverTime, the PostgreSQL bus hop included), the
// bets' and cash-outs' answer times, and, after the last round, that the ledger is exact: every player's
// balance is its funding minus its stakes plus its payouts and refunds, and the ledger's invariants hold.
// Run: `npx tsx bench/crash.ts` (npm run bench does). Skips with a message when no PostgreSQL answers.
// BENCH_CRASH_PLAYERS and BENCH_CRASH_ROUNDS change the load, BENCH_CRASH_CLIENT_THREADS the threads the
// players run on (2: the cores of the machines this runs on); figures go to results/crash.json.
import { crashPayout } from '@croupier/fair';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/database';
import { queryRows } from '../apps/server/src/db/query';
import { crashBets, crashRounds } from '../apps/server/src/modules/crash/tables';
import { games } from '../apps/server/src/modules/games/tables';
import { hashPassword } from '../apps/server/src/modules/member/password';
import { insertMember } from '../apps/server/src/modules/member/service';
import { createSession } from '../apps/server/src/modules/session/service';
import { getMerchant } from '../apps/server/src/modules/system/service';
import { depositFromSandbox, getMainBalance } from '../apps/server/src/modules/wallet/service';
import { ledgerInvariants } from '../apps/server/test/helpers/ledger';
import { adminStatement } from './postgresAdmin.mjs';
import { startServer } from './server.mjs';

const PLAYERS = Number(process.env.BENCH_CRASH_PLAYERS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_CRASH_PORT ?? 8199);
/** Threads the players' sockets are spread over (bench/crashPlayers.mjs). */
const CLIENT_THREADS = Number(process.env.BENCH_CRASH_CLIENT_THREADS ?? 2);
/** Server processes (`npm run start:cluster` above 1). */
const SERVER_PROCESSES = Number(process.env.BENCH_CRASH_SERVER_PROCESSES ?? 1);
/** The budget: a round push reaches the 99th-percentile socket within 100 ms. */
const BUDGET = { fanOutP99Ms: 100 };
/** A real table's window (the default is 6 s); bets are spread over its first 80 %. */
const BETTING_SECONDS = Number(process.env.BENCH_CRASH_BETTING_SECONDS ?? 10);
const FUND = 1_000_000;
const GROWTH = 0.00006; // CRASH_DEFAULT_GROWTH_PER_MS; read back from the state below

const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    minMs: +(sorted[0] ?? NaN).toFixed(1),
    p50Ms: +percentile(sorted, 50).toFixed(1),
    p99Ms: +percentile(sorted, 99).toFixed(1),
    maxMs: +(sorted.at(-1) ?? NaN).toFixed(1),
  };
};

const name = `croupier_crash_${process.pid}`;
if (!(await adminStatement(baseUrl, `CREATE DATABASE ${name}`))) {
  console.log(`crash bench skipped: no PostgreSQL at ${new URL(baseUrl).host} (set DATABASE_URL)`);
  process.exit(0);
}
const url = new URL(baseUrl);
url.pathname = `/${name}`;
let server: { base: string; stop: () => Promise<unknown> } | undefined;
const database = await openDatabase({ url: url.toString() });
try {
  console.log(
    `crash bench: starting the server on a fresh PostgreSQL database (it seeds the demo first)…`,
  );
  server = await startServer({
    port: PORT,
    ms: 600_000,
    env: { DATABASE_URL: url.toString(), CRASH_BETTING_SECONDS: String(BETTING_SECONDS) },
    processes: SERVER_PROCESSES,
  });
  const { db } = database;
  const [game] = await db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(
      and(eq(games.gameType, 'CRASH'), eq(games.vassalage, 'INHOUSE'), eq(games.isGame, 'GAME')),
    )
    .orderBy(asc(games.nodeId))
    .limit(1);
  const nodeId = game!.nodeId;

  // The players: members of BR with one password hash between them (hashing 2,000 would take minutes),
  // each funded through the sandbox and holding a session as a login would give it.
  const created = performance.now();
  const merchant = (await getMerchant(db, 'BR'))!;
  const passwordHash = await hashPassword('Bench1234!');
  const players: { id: string; token: string }[] = [];
  for (let i = 0; i < PLAYERS; i += 50) {
    players.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, PLAYERS - i) }, async (_, k) => {
          const member = await insertMember(db, merchant, {
            account: `crash${i + k}`,
            passwordHash,
          });
          await depositFromSandbox(db, {
            memberId: member.id,
            currency: 'BRL',
            amount: FUND,
            idempotencyKey: `crash-bench-fund-${member.id}`,
          });
          const { token } = await createSession(db, { memberId: member.id, ttlMs: 3_600_000 });
          return { id: member.id, token };
        }),
      )),
    );
  }
  console.log(
    `crash bench: ${PLAYERS} players funded with sessions in ${Math.round((performance.now() - created) / 1000)} s`,
  );

  // The players' sockets, spread over worker threads (bench/crashPlayers.mjs says why).
  const threads = Math.max(1, Math.min(PLAYERS, CLIENT_THREADS));
  const connecting = performance.now();
  const workers = Array.from({ length: threads }, (_, t) => {
    const mine = players
      .map((player, index) => ({ ...player, index }))
      .filter((player) => player.index % threads === t);
    return new Worker(new URL('./crashPlayers.mjs', import.meta.url), {
      workerData: { players: mine, wsUrl: `${server!.base.replace('http', 'ws')}/socket`, nodeId, growth: GROWTH },
    });
  });
  const heard = (worker: Worker, type: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const listen = (message: Record<string, unknown>) => {
        if (message.type !== type) return;
        worker.off('message', listen);
        resolve(message);
      };
      worker.on('message', listen);
      worker.once('error', reject);
    });
  await Promise.all(workers.map((worker) => heard(worker, 'ready')));
  console.log(
    `crash bench: ${PLAYERS} sockets on ${threads} threads authenticated and watching in ${Math.round(performance.now() - connecting)} ms`,
  );
  // The rounds played: ROUNDS in a row from one no thread has seen open yet (a round still betting has had
  // its push; one that ended is followed by the next within a pause).
  const [latest] = await db
    .select({ roundNo: crashRounds.roundNo, status: crashRounds.status })
    .from(crashRounds)
    .where(and(eq(crashRounds.nodeId, nodeId), eq(crashRounds.merchantCode, 'BR')))
    .orderBy(desc(crashRounds.roundNo))
    .limit(1);
  const fromRound = !latest ? 1 : latest.roundNo + (latest.status === 'ended' || latest.status === 'cancelled' ? 2 : 1);
  const playedRounds = new Set(Array.from({ length: ROUNDS }, (_, i) => fromRound + i));
  let roundsEnded = 0;
  const finished = new Promise<void>((resolve) =>
    workers[0]!.on('message', (message: { type: string; roundNo: number; crashPoint: number }) => {
      if (message.type !== 'ended') return;
      console.log(`crash bench: round ${message.roundNo} ended at ${(message.crashPoint / 100).toFixed(2)}x`);
      if (++roundsEnded >= ROUNDS) resolve();
    }),
  );
  for (const worker of workers) worker.postMessage({ type: 'play', fromRound, rounds: ROUNDS });
  let deadline: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    finished,
    new Promise((_, reject) => {
      deadline = setTimeout(() => reject(new Error('rounds did not end within 10 min')), 600_000);
    }),
  ]).finally(() => clearTimeout(deadline));
  // The last round's settlements and their pushes.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const measured = (await Promise.all(
    workers.map((worker) => {
      const figures = heard(worker, 'figures');
      worker.postMessage({ type: 'stop' });
      return figures;
    }),
  )) as unknown as {
    fanOut: [string, number, number][];
    betAcks: number[];
    cashAcks: number[];
    refused: Record<string, number>;
    betsMessages: number;
    betsBytes: number;
  }[];
  const pushes = measured.flatMap((m) => m.fanOut);
  const fanOut = pushes.map(([, , ms]) => ms);
  const fanOutOf = (key: (push: [string, number, number]) => string) => {
    const groups: Record<string, number[]> = {};
    for (const push of pushes) (groups[key(push)] ??= []).push(push[2]);
    return Object.fromEntries(Object.entries(groups).map(([k, values]) => [k, summary(values)]));
  };
  const betAcks = measured.flatMap((m) => m.betAcks);
  const cashAcks = measured.flatMap((m) => m.cashAcks);
  const refused = new Map<string, number>();
  for (const m of measured)
    for (const [code, n] of Object.entries(m.refused)) refused.set(code, (refused.get(code) ?? 0) + n);
  const betsMessages = measured.reduce((n, m) => n + m.betsMessages, 0);
  const betsBytes = measured.reduce((n, m) => n + m.betsBytes, 0);

  // The ledger, exact: per player, funding - stakes + payouts + refunds is the balance.
  const ids = players.map((p) => p.id);
  const bets = await db.select().from(crashBets).where(inArray(crashBets.memberId, ids));
  const expected = new Map(ids.map((id) => [id, FUND]));
  let stakes = 0;
  let payouts = 0;
  for (const bet of bets) {
    stakes += bet.amount;
    payouts += bet.status === 'refunded' ? bet.amount : bet.payout;
    expected.set(
      bet.memberId,
      expected.get(bet.memberId)! -
        bet.amount +
        (bet.status === 'refunded' ? bet.amount : bet.payout),
    );
  }
  let wrongBalances = 0;
  for (const id of ids)
    if ((await getMainBalance(db, id, 'BRL')).balance !== expected.get(id)) wrongBalances++;
  const [open] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
        WHERE b.status = 'open' AND r.status IN ('ended', 'cancelled')`,
  );
  const wrongPayouts = bets.filter(
    (b) => b.status === 'won' && b.payout !== crashPayout(b.amount, b.cashout!),
  ).length;
  const byStatus = Object.fromEntries(
    ['won', 'lost', 'refunded', 'open'].map((s) => [s, bets.filter((b) => b.status === s).length]),
  );
  const rounds = await db
    .select({
      roundNo: crashRounds.roundNo,
      crashPoint: crashRounds.crashPoint,
      status: crashRounds.status,
    })
    .from(crashRounds)
    .where(and(eq(crashRounds.nodeId, nodeId), eq(crashRounds.merchantCode, 'BR')))
    .orderBy(asc(crashRounds.roundNo));
  const invariants = await ledgerInvariants(database);
  const figures = {
    date: new Date().toISOString(),
    loadAverage: +loadavg()[0]!.toFixed(1),
    players: PLAYERS,
    rounds: rounds.filter((r) => playedRounds.has(r.roundNo)),
    bettingSeconds: BETTING_SECONDS,
    fanOut: summary(fanOut),
    clientThreads: threads,
    serverProcesses: SERVER_PROCESSES,
    /** Where a tail comes from: by the push's round status, and by round and status. */
    fanOutByStatus: fanOutOf(([status]) => status),
    fanOutByRound: fanOutOf(([status, roundNo]) => `${roundNo} ${status}`),
    betAnswer: summary(betAcks),
    cashOutAnswer: summary(cashAcks),
    refused: Object.fromEntries(refused),
    betListMessages: betsMessages,
    betListMegabytes: +(betsBytes / 1e6).toFixed(1),
    ledger: {
      bets: bets.length,
      byStatus,
      stakes,
      payouts,
      wrongBalances,
      wrongPayouts,
      openAfterEnd: open!.n,
      invariants,
    },
    budget: BUDGET,
  };
  writeFileSync(path.join(here, 'results', 'crash.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log('crash bench:', JSON.stringify(figures, null, 2));
  const over = [
    figures.fanOut.p99Ms > BUDGET.fanOutP99Ms &&
      `round push fan-out p99 ${figures.fanOut.p99Ms} ms > ${BUDGET.fanOutP99Ms} ms`,
    wrongBalances > 0 && `${wrongBalances} players' balances differ from their bets`,
    wrongPayouts > 0 && `${wrongPayouts} payouts differ from stake x cash-out`,
    open!.n > 0 && `${open!.n} bets still open in ended rounds`,
    Object.values(invariants).some((v) => (Array.isArray(v) ? v.length : v)) &&
      `ledger invariants broken: ${JSON.stringify(invariants)}`,
    bets.length < PLAYERS * ROUNDS * 0.95 &&
      `only ${bets.length} of ${PLAYERS * ROUNDS} bets were taken`,
  ].filter(Boolean);
  if (over.length) {
    console.error(`crash bench over budget:\n- ${over.join('\n- ')}`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await database.close();
  await adminStatement(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
