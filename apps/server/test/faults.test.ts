// A process killed mid-burst (issue 18): two server processes on one PostgreSQL take a burst of logins,
// bets, transfers to the upline and withdrawals, each request sent twice to either process, while one of
// them is killed with SIGKILL and started again. Afterwards the ledger balances, no member's balance has
// drifted from its postings, no request moved money twice, and every request answered 200 is in the ledger.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query';
import { gameLaunches, launchRounds } from '../src/modules/games/tables';
import { MemberType } from '../src/modules/member/memberTypes';
import { storeTransactionPassword } from '../src/modules/profile/transactionPassword';
import { getMerchant } from '../src/modules/system/service';
import { depositFromSandbox } from '../src/modules/wallet/service';
import { bindAccount } from '../src/modules/withdrawals/accounts';
import { withdrawalOrders } from '../src/modules/withdrawals/tables';
import { seedGames, seedMerchants } from '../src/seed';
import { openFreshPostgres } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { newMember, PASSWORD } from './helpers/server';

const baseUrl = process.env.DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TX = '135790';
const MEMBERS = 6;
/** Operations per member; each is sent twice. */
const ROUNDS = 12;
const WITHDRAWALS = 3;
const TRANSFERS = 4;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface ServerProcess {
  port: number;
  child: ChildProcess;
}

/** A server process (src/main.ts, as a process of start:cluster: no seeding) on `url`, once it answers. */
async function startProcess(url: string, port: number, n: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLUSTER_WORKER: String(n),
      SANDBOX_TICK_SECONDS: '0',
      ART_PREWARM: '0',
      CONTRACT_SETTLEMENT: '0',
      LOGIN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'fatal',
      STATIC_DIR: '',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server process ${n} exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/wps/system/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server process ${n} did not answer within 120 s`);
}

interface Answer {
  status: number;
  body?: { success?: boolean; value?: Record<string, unknown>; code?: string };
}

/** A request that may meet a killed process: a refused connection is an answer of status 0. */
async function send(
  port: number,
  method: string,
  route: string,
  body: unknown,
  token?: string,
): Promise<Answer> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-merchant-code': 'BR',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => undefined)) as Answer['body'],
    };
  } catch {
    return { status: 0 };
  }
}

describe.skipIf(!baseUrl)('a server process killed mid-burst on PostgreSQL', () => {
  let database: Database & { url: string };
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openFreshPostgres(baseUrl!);
    await seedMerchants(database.db);
    await seedGames(database.db, { vendors: ['PG'] });
  });
  afterAll(async () => {
    for (const { child } of processes) child.kill('SIGKILL');
    await database?.close();
  });

  it(
    'leaves the ledger exact: balanced, no drift, nothing twice, every 200 in it',
    { timeout: 300_000 },
    async () => {
      const { db } = database;
      const merchant = (await getMerchant(db, 'BR'))!;
      const agent = await newMember(database, { type: MemberType.AGENT });
      const members = [];
      for (let i = 0; i < MEMBERS; i += 1) {
        const member = await newMember(database, { parentId: agent.id });
        await depositFromSandbox(db, {
          memberId: member.id,
          currency: 'BRL',
          amount: 100_000,
          idempotencyKey: `fault-fund-${member.id}`,
        });
        await storeTransactionPassword(db, member.id, TX);
        const account = await bindAccount(db, member, merchant, {
          methodCode: 'PIX',
          holderName: 'Fault Runner',
          accountNumber: '11122233344',
          transactionPassword: TX,
        });
        members.push({ ...member, accountId: account.id });
      }

      const ports = [await freePort(), await freePort()];
      processes.push(
        await startProcess(database.url, ports[0]!, 1),
        await startProcess(database.url, ports[1]!, 2),
      );
      const anyPort = (i: number) => ports[i % 2]!;

      // Each member logs in and launches a game (the launch token is shared by both processes' data).
      const sessions = await Promise.all(
        members.map(async (member, i) => {
          const login = await send(anyPort(i), 'POST', '/wps/session/login', {
            username: member.account,
            password: PASSWORD,
            type: 'username',
          });
          const token = String(login.body?.value?.token);
          const launch = await send(
            anyPort(i + 1),
            'GET',
            '/wps/game/launchGame?nodeId=PG-RNG-0001&language=EN',
            undefined,
            token,
          );
          const gamePath = new URL(String(launch.body?.value?.url), 'http://x').pathname;
          return { member, token, gamePath };
        }),
      );
      expect(
        sessions.every((s) => s.token.length > 10 && s.gamePath.startsWith('/sandbox/game/')),
      ).toBe(true);

      const run = randomBytes(3).toString('hex');
      const okRounds: string[] = [];
      const okWithdrawals: string[] = [];
      const okTransfers: string[] = [];
      /** `count` requests of one kind, each with its own id; the ids answered 200 are kept in `ok`. */
      const requests = (
        count: number,
        ok: string[],
        idOf: (i: number) => string,
        request: (port: number, id: string) => Promise<Answer>,
      ) =>
        Array.from({ length: count }, (_, i) => async (port: number) => {
          const answer = await request(port, idOf(i));
          if (answer.status === 200) ok.push(idOf(i));
          return answer;
        });
      const operations = sessions.flatMap(({ member, token, gamePath }, m) => [
        ...requests(
          ROUNDS,
          okRounds,
          (i) => `fault-${run}-${m}-${i}`,
          (port, roundId) => send(port, 'POST', `${gamePath}/rounds`, { roundId, bet: 500 }),
        ),
        ...requests(
          WITHDRAWALS,
          okWithdrawals,
          (i) => `fault-${run}-w-${m}-${i}`,
          (port, requestId) =>
            send(
              port,
              'POST',
              '/wps/withdraw/orders',
              { accountId: member.accountId, amount: 2_000, transactionPassword: TX, requestId },
              token,
            ),
        ),
        ...requests(
          TRANSFERS,
          okTransfers,
          (i) => `fault-${run}-t-${m}-${i}`,
          (port, requestId) =>
            send(
              port,
              'POST',
              '/wps/member/transferUpline',
              { amount: 1_000, transactionPassword: TX, requestId },
              token,
            ),
        ),
        async (port: number) =>
          send(port, 'POST', '/wps/session/login', {
            username: member.account,
            password: PASSWORD,
            type: 'username',
          }),
      ]);

      // Every operation twice, to either process, a few at a time; process 2 dies a third of the way in.
      const attempts = [...operations, ...operations].sort(() => Math.random() - 0.5);
      const answers: Answer[] = [];
      let next = 0;
      let restarted: Promise<void> | undefined;
      const worker = async () => {
        while (next < attempts.length) {
          const i = next++;
          if (i === Math.floor(attempts.length / 3) && !restarted) {
            processes[1]!.child.kill('SIGKILL');
            restarted = once(processes[1]!.child, 'exit').then(async () => {
              processes[1] = await startProcess(database.url, ports[1]!, 2);
            });
          }
          answers.push(await attempts[i]!(anyPort(i)));
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      await restarted;

      // Nothing but answers a client can act on: no 5xx from a process that lived through the burst.
      expect(answers.filter((a) => a.status >= 500).map((a) => a.body?.code)).toEqual([]);
      expect(answers.some((a) => a.status === 0)).toBe(true); // the kill was felt
      expect(okRounds.length + okWithdrawals.length + okTransfers.length).toBeGreaterThan(0);

      expect(await ledgerInvariants(database)).toEqual(HEALTHY);
      // Nothing twice: one round per roundId, one withdrawal per requestId.
      const launches = await db.select({ id: gameLaunches.id }).from(gameLaunches);
      const rounds = await db
        .select({ roundId: launchRounds.roundId })
        .from(launchRounds)
        .where(
          inArray(
            launchRounds.launchId,
            launches.map((l) => l.id),
          ),
        );
      expect(new Set(rounds.map((r) => r.roundId)).size).toBe(rounds.length);
      const orders = await db
        .select({ requestId: withdrawalOrders.requestId, memberId: withdrawalOrders.memberId })
        .from(withdrawalOrders);
      expect(new Set(orders.map((o) => `${o.memberId}|${o.requestId}`)).size).toBe(orders.length);
      // Every 200 is in the ledger.
      const roundIds = new Set(rounds.map((r) => r.roundId));
      expect(okRounds.filter((id) => !roundIds.has(id))).toEqual([]);
      const requestIds = new Set(orders.map((o) => o.requestId));
      expect(okWithdrawals.filter((id) => !requestIds.has(id))).toEqual([]);
      const transferKeys = await queryRows<{ key: string }>(
        db,
        sql`SELECT idempotency_key AS key FROM journal_entries WHERE idempotency_key LIKE ${`%fault-${run}-t-%`}`,
      );
      for (const requestId of okTransfers)
        expect(transferKeys.some((row) => row.key.includes(requestId))).toBe(true);
      // The agent received each transfer in the ledger once: those answered 200, and any whose answer was
      // lost with the killed process after its commit.
      const transferred = new Set(
        transferKeys.map((row) => /fault-\w+-t-\d+-\d+/.exec(row.key)?.[0]),
      );
      expect(transferred.size).toBe(transferKeys.length);
      const agentBalance = await queryRows<{ balance: string }>(
        db,
        sql`SELECT balance::text FROM ledger_accounts WHERE owner_member_id = ${agent.id} AND kind = 'member_main'`,
      );
      expect(Number(agentBalance[0]?.balance ?? 0)).toBe(transferred.size * 1_000);
    },
  );
});
