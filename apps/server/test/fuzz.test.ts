// Fuzz of every operation in openapi.yaml (issue 18): requests the contract allows and requests it does not
// (wrong types, missing and extra fields, non-finite and overflowing numbers, NUL and control characters,
// huge strings, bad encodings in bodies, queries and paths), anonymous and with real member, agent and
// admin credentials. Whatever comes in: never a 5xx, every failure is the §7 envelope with a contract code,
// and a refused request (4xx) writes nothing. FUZZ_RUNS=<n> runs n cases per operation (default 12).
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../src/contract/document';
import { type Database } from '../src/db/database';
import { openMigratedPglite } from './helpers/templates';
import * as schema from '../src/db/schema';
import { queryRows } from '../src/db/query';
import { defaultMessages } from '../src/http/envelope';
import { defaultAttemptLimits } from '../src/modules/session/attempts';
import { seedGames, seedLobby } from '../src/seed';
import { ledgerInvariants, HEALTHY } from './helpers/ledger';
import { requestArbitrary, type FuzzRequest } from './helpers/fuzz/requests';
import { testServer } from './helpers/server';
import { admin, adminConfig, fundedMember } from './helpers/walletCenter';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const contract = loadContract();
const ERROR_CODES = new Set(Object.keys(defaultMessages));
const wide = { max: 1_000_000, timeWindowMs: 60_000 };

// Tables a refused request may write by design: failed logins are counted (spec §4 captcha and lock).
const WRITTEN_ON_REFUSAL = new Set(['login_attempts']);

type Caller = 'anonymous' | 'member' | 'agent' | 'admin';

const securityOf = (op: Operation): string[] => {
  const item = (contract.document.paths as Record<string, Record<string, { security?: object[] }>>)[
    op.path
  ]!;
  return (item[op.method.toLowerCase()]?.security ?? []).flatMap((requirement) =>
    Object.keys(requirement),
  );
};

/** Who calls the operation in the fuzz: its own kind of caller, and anonymous for the secured ones. */
function callersOf(op: Operation): Caller[] {
  const security = securityOf(op);
  if (security.includes('adminToken')) return ['admin', 'anonymous'];
  if (!op.secured) return ['anonymous'];
  const agentOnly = /^\/wps\/(agent\/|relay\/MCS2_process|relay\/MCSFE_processRealTime)/.test(
    op.path,
  );
  return [agentOnly ? 'agent' : 'member', 'anonymous'];
}

describe('fuzz from openapi.yaml', () => {
  let database: Database;
  let app: FastifyInstance;
  // Answers by status class, printed at the end: how far past validation the cases got.
  const tally: Record<string, number> = {};
  // The server's last logged error, so a failing case says why it failed.
  let lastError = '';
  const tokens = new Map<Caller, string>();

  const countRows = async () => {
    const tables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .map(getTableName)
      .filter((name) => !WRITTEN_ON_REFUSAL.has(name));
    const columns = tables.map(
      (name) => sql`(SELECT count(*) FROM ${sql.identifier(name)})::int AS ${sql.identifier(name)}`,
    );
    const [row] = await queryRows<Record<string, number>>(
      database.db,
      sql`SELECT ${sql.join(columns, sql`, `)}`,
    );
    return row!;
  };

  // Row counts after the last case; undefined when something outside a case (a new session) wrote since.
  let counted: Record<string, number> | undefined;
  // A case that succeeded at a write may have ended its session (logout, password change): check before reuse.
  let sessionMayHaveEnded = false;

  async function reopenMerchants() {
    for (const code of ['BR', 'MX', 'BD']) {
      const url = `/admin/system/merchants/${code}/status`;
      const payload = { maintenance: false, restrictedCountries: [], blockedIps: [] };
      const reopened = await app.inject({ method: 'PUT', url, headers: admin, payload });
      expect(reopened.statusCode, reopened.body).toBe(200);
    }
    counted = undefined;
  }

  /** A live session of the caller's kind, logging a new funded member in when the last one ended. */
  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    if (caller === 'admin') return admin;
    const token = tokens.get(caller);
    const alive = async (t: string) =>
      !sessionMayHaveEnded ||
      (
        await app.inject({
          method: 'GET',
          url: '/wps/member/info',
          headers: { authorization: `Bearer ${t}` },
        })
      ).statusCode === 200;
    sessionMayHaveEnded = false;
    if (token && (await alive(token))) return { authorization: `Bearer ${token}` };
    counted = undefined;
    const kind = caller === 'agent' ? { type: 1 } : {};
    const fresh = await fundedMember(app, database, 5_000_000, kind);
    expect(fresh.token, `a new ${caller} could not log in`).toEqual(expect.any(String));
    tokens.set(caller, fresh.token);
    return fresh.headers;
  }

  async function check(op: Operation, caller: Caller, request: FuzzRequest) {
    const headers = { ...(await headersOf(caller)), ...request.headers };
    lastError = '';
    const before = counted ?? (await countRows());
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.payload,
    });
    const after = await countRows();
    counted = after;
    const statusClass = `${String(response.statusCode)[0]}xx`;
    tally[statusClass] = (tally[statusClass] ?? 0) + 1;
    if (response.statusCode < 300 && request.method !== 'GET') sessionMayHaveEnded = true;
    // A fuzzed merchant status (maintenance, a blocked IP) would close the site to every later case.
    if (caller === 'admin' && response.statusCode < 300) await reopenMerchants();
    const what = `${caller} ${request.method} ${request.url.slice(0, 300)} (${request.mutation}) -> ${response.statusCode} ${response.body.slice(0, 300)} ${lastError.slice(0, 600)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    if (response.statusCode < 400) return;
    const body = JSON.parse(response.body) as {
      success?: unknown;
      code?: string;
      message?: unknown;
      value?: unknown;
    };
    expect(body.success, what).toBe(false);
    expect(ERROR_CODES.has(body.code ?? ''), what).toBe(true);
    expect(typeof body.message, what).toBe('string');
    expect(body.value, what).toBeNull();
    const changed = Object.keys(before).filter((table) => after[table] !== before[table]);
    expect(changed, `${what}: a refused request wrote rows`).toEqual([]);
  }

  beforeAll(async () => {
    database = await openMigratedPglite();
    app = await testServer(database, {
      logger: { level: 'error', stream: { write: (line: string) => void (lastError = line) } },
      config: {
        ...adminConfig,
        // Limits would answer 429 before the handlers are reached; the fuzz wants the handlers.
        loginRateLimit: wide,
        registerRateLimit: wide,
        passwordRateLimit: wide,
        smsRateLimit: wide,
        captchaRateLimit: wide,
        freePlayRateLimit: wide,
        feedbackRateLimit: wide,
        transactionPasswordRateLimit: wide,
        chatRateLimit: wide,
        // Every case comes from one IP: its fuzzed failed logins would put a captcha on every later login.
        loginAttempts: { ...defaultAttemptLimits, captchaAfterIpFailures: 1_000_000 },
      },
    });
    await seedGames(database.db);
    await seedLobby(database.db);
  });

  afterAll(async () => {
    console.log(`fuzz: ${RUNS} runs per operation and caller; answers ${JSON.stringify(tally)}`);
    await app?.close();
    await database?.close();
  });

  for (const op of contract.operations) {
    for (const caller of callersOf(op)) {
      // An anonymous caller of a secured operation stops at the session check: a few cases show it.
      const numRuns =
        caller === 'anonymous' && op.secured ? Math.max(2, Math.ceil(RUNS / 4)) : RUNS;
      it(`${op.operationId} (${op.method} ${op.path}) as ${caller}`, async () => {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(contract, op), (request) => check(op, caller, request)),
          { numRuns, endOnFailure: true },
        );
      });
    }
  }

  it('the ledger still balances after the whole fuzz', async () => {
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });
});
