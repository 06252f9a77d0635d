// Shared set-up of the member-center tests: a logged-in member with money and a transaction password.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/db/database';
import type { NewMember } from '../../src/modules/member/service';
import { Notifier } from '../../src/modules/notifications/hub';
import { defaultSystemConfig } from '../../src/modules/system/systemConfig';
import { storeTransactionPassword } from '../../src/modules/profile/transactionPassword';
import { depositFromSandbox } from '../../src/modules/wallet/service';
import { placeBet, settleBet } from '../../src/modules/records/rounds';
import { bearer, loginRequest, newMember, PASSWORD } from './server';

export const TX_PASSWORD = '135790';
export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const admin = { 'x-admin-token': ADMIN_TOKEN };
/** Server config that opens the admin API with ADMIN_TOKEN. */
export const adminConfig = { system: { ...defaultSystemConfig, adminToken: ADMIN_TOKEN } };
export const quiet = new Notifier();

let sequence = 0;
export const requestId = (label = 'req') => `${label}-${process.pid}-${++sequence}-${Date.now()}`;

export interface TestMember {
  id: string;
  account: string;
  token: string;
  headers: Record<string, string>;
}

/** A member on BR (or `input.merchantCode`) with `balance` deposited, optionally a transaction password, logged in. */
export async function fundedMember(
  app: FastifyInstance,
  database: Database,
  balance: number,
  input: Partial<NewMember> & { txPassword?: boolean; currency?: string } = {},
): Promise<TestMember> {
  const { txPassword = true, currency = 'BRL', ...memberInput } = input;
  const member = await newMember(database, memberInput);
  if (balance > 0)
    await depositFromSandbox(database.db, { memberId: member.id, currency, amount: balance, idempotencyKey: requestId('fund') });
  if (txPassword) await storeTransactionPassword(database.db, member.id, TX_PASSWORD);
  const login = await app.inject(loginRequest(member.account, PASSWORD, { 'x-merchant-code': member.merchantCode }));
  const token = login.json().value.token as string;
  return { id: member.id, account: member.account, token, headers: bearer(token) };
}

/**
 * Injects and returns status and the parsed envelope. Read loosely on purpose: testServer already checks
 * every response against openapi.yaml, so the tests assert values, not shapes.
 */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as { success: boolean; code?: string; value: any; fieldErrors?: any } };
}

export const balanceOf = async (app: FastifyInstance, who: TestMember) =>
  (await call(app, { method: 'GET', url: '/wps/v2/wallets/balance', headers: who.headers })).body.value.balance as number;

/** A Fortune Tiger round of `amount` placed for the member (BRL), settled with `win` unless `win` is null. */
export async function playRound(database: Database, memberId: string, amount: number, win: number | null) {
  const betId = requestId('bet');
  await placeBet(database.db, {
    memberId,
    currency: 'BRL',
    betId,
    vendor: 'PG',
    gameType: 'RNG',
    gameCode: 'fortune-tiger',
    gameName: 'Fortune Tiger',
    amount,
  });
  if (win !== null) await settleBet(database.db, betId, win);
}
