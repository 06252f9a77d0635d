// Responsible gaming and jurisdiction profiles (issue 15): every rule on both databases, limits also
// under concurrent deposits and bets. Time moves with a faked Date (the server reads `new Date()`).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { createDepositOrder, settleDeposit } from '../src/modules/payments/service';
import { placeBet } from '../src/modules/records/rounds';
import { limitsOf } from '../src/modules/responsible/limits';
import { jurisdictionProfiles } from '../src/modules/responsible/tables';
import { getMerchant } from '../src/modules/system/service';
import { sessions } from '../src/modules/session/tables';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { freshUsername, registerRequest, registration } from './helpers/register';
import { loginRequest, PASSWORD, testServer } from './helpers/server';
import { admin, adminConfig, balanceOf, call, fundedMember, quiet, requestId, type TestMember } from './helpers/walletCenter';

const HOUR = 3_600_000;

describe.each(databases('both'))('responsible gaming on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: adminConfig });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  afterEach(() => vi.useRealTimers());

  /** Moves the server's clock `ms` ahead of now (Date only: timers and the database keep real time). */
  const travel = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  };
  const rg = (who: TestMember) => call(app, { method: 'GET', url: '/wps/responsibleGaming', headers: who.headers });
  const setLimit = (who: TestMember, kind: string, period: string, amount: number | null) =>
    call(app, { method: 'PUT', url: '/wps/responsibleGaming/limits', headers: who.headers, payload: { kind, period, amount } });
  const deposit = (who: TestMember, amount: number) =>
    call(app, { method: 'POST', url: '/wps/deposit/orders', headers: who.headers, payload: { methodCode: 'PIX', requestId: requestId('dep'), amount } });
  const bet = (who: TestMember, amount: number, at?: Date) =>
    placeBet(database.db, {
      memberId: who.id,
      currency: 'BRL',
      betId: requestId('bet'),
      vendor: 'PG',
      gameType: 'RNG',
      gameCode: 'PG-RNG-0001',
      gameName: 'Test slot',
      amount,
      ...(at && { at }),
    });
  const openOrder = async (who: TestMember, amount: number) => {
    const [member, merchant] = await Promise.all([
      database.db.query.members.findFirst({ where: (m, { eq: is }) => is(m.id, who.id) }),
      getMerchant(database.db, 'BR'),
    ]);
    return createDepositOrder(database.db, {
      member: { id: who.id, merchantCode: 'BR' } as never,
      merchant: merchant!,
      methodCode: 'PIX',
      amount,
      requestId: requestId(member!.account),
      paymentWindowMs: HOUR,
    });
  };

  it('serves each merchant its jurisdiction profile with the permission payload', async () => {
    const permission = async (merchant: string) =>
      (await call(app, { method: 'GET', url: '/wps/system/permission', headers: { 'x-merchant-code': merchant } })).body.value.jurisdiction;
    expect(await permission('BR')).toMatchObject({ minimumAge: 18, limitsAtRegistration: 'mandatory', idleMinutes: 30, realMoney: true, deposits: true, mandatory: expect.arrayContaining(['depositLimit', 'selfExclusion']) });
    expect(await permission('MX')).toMatchObject({ limitsAtRegistration: 'offered', idleMinutes: null, realMoney: true, mandatory: [] });
    expect(await permission('BD')).toMatchObject({ limitsAtRegistration: 'off', realMoney: false, deposits: false, helpOrganisation: { name: 'Gamblers Anonymous' } });
  });

  it('Bangladesh runs with real money off until an operator switches it on', async () => {
    const member = await fundedMember(app, database, 10_000, { merchantCode: 'BD', currency: 'BDT' });
    const refused = await call(app, { method: 'POST', url: '/wps/deposit/orders', headers: member.headers, payload: { methodCode: 'BKASH', requestId: requestId(), amount: 50_000 } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'real_money_disabled' } });
    const launch = await call(app, { method: 'GET', url: '/wps/game/launchGame?nodeId=PG-RNG-0001', headers: member.headers });
    expect(launch.body.code).toBe('real_money_disabled');
    // The in-house games take real-money bets without a launch: they answer the same.
    const crashBet = await call(app, { method: 'POST', url: '/wps/relay/CRASH_placeBet', headers: member.headers, payload: { nodeId: 'INHOUSE-CRASH-0001', amount: 1_000 } });
    expect(crashBet).toMatchObject({ status: 403, body: { code: 'real_money_disabled' } });
    const lotterySlip = await call(app, { method: 'POST', url: '/lotto/lgw/bets', headers: member.headers, payload: { gameCode: 'T_ELOTT', numero: '1', requestId: requestId(), bets: [{ betType: 'sum', selection: 'odd', stake: 1_000 }] } });
    expect(lotterySlip).toMatchObject({ status: 403, body: { code: 'real_money_disabled' } });
    const withdrawal = await call(app, { method: 'POST', url: '/wps/withdraw/orders', headers: member.headers, payload: { accountId: '00000000-0000-4000-8000-000000000000', amount: 5_000, transactionPassword: '135790', requestId: requestId() } });
    expect(withdrawal.status).toBe(404); // no such bank account: the switch is checked after the account
    const free = await call(app, { method: 'POST', url: '/wps/session/login/freeplay', headers: { 'x-merchant-code': 'BD' }, payload: { platform: 'W' } });
    expect(free.body.success).toBe(true);

    const unauthorised = await call(app, { method: 'PUT', url: '/admin/merchants/BD/jurisdiction', payload: { realMoney: true } });
    expect(unauthorised.status).toBe(401);
    const on = await call(app, { method: 'PUT', url: '/admin/merchants/BD/jurisdiction', headers: admin, payload: { realMoney: true, deposits: true } });
    expect(on.body.value).toMatchObject({ realMoney: true, deposits: true });
    const launched = await call(app, { method: 'GET', url: '/wps/game/launchGame?nodeId=PG-RNG-0001', headers: member.headers });
    expect(launched.body.code).not.toBe('real_money_disabled');
    await call(app, { method: 'PUT', url: '/admin/merchants/BD/jurisdiction', headers: admin, payload: { realMoney: false } });
    const off = await call(app, { method: 'GET', url: '/wps/game/launchGame?nodeId=PG-RNG-0001', headers: member.headers });
    expect(off.body.code).toBe('real_money_disabled');
  });

  it("registration's age check follows the profile's minimum age", async () => {
    await database.db.update(jurisdictionProfiles).set({ minimumAge: 21 }).where(eq(jurisdictionProfiles.merchantCode, 'BR'));
    try {
      const year = new Date().getUTCFullYear() - 19;
      const response = await call(app, registerRequest(registration(freshUsername(), { birthday: `${year}-01-01` }), { 'x-merchant-code': 'BR' }));
      expect(response.body.fieldErrors?.birthday).toEqual({ rule: 'age', min: 21 });
    } finally {
      await database.db.update(jurisdictionProfiles).set({ minimumAge: 18 }).where(eq(jurisdictionProfiles.merchantCode, 'BR'));
    }
  });

  it('lowering a limit applies at once; raising waits 24 hours as pending and can be cancelled', async () => {
    const member = await fundedMember(app, database, 0);
    expect((await setLimit(member, 'deposit', 'day', 10_000)).body.value.limits).toEqual([
      { kind: 'deposit', period: 'day', amount: 10_000, used: 0, pending: null },
    ]);
    expect((await setLimit(member, 'deposit', 'day', 5_000)).body.value.limits[0]).toMatchObject({ amount: 5_000, pending: null });
    const raised = (await setLimit(member, 'deposit', 'day', 20_000)).body.value.limits[0];
    expect(raised).toMatchObject({ amount: 5_000, pending: { amount: 20_000 } });
    expect(Date.parse(raised.pending.appliesAt) - Date.now()).toBeGreaterThan(23.9 * HOUR);
    const cancelled = await call(app, { method: 'POST', url: '/wps/responsibleGaming/limits/cancel', headers: member.headers, payload: { kind: 'deposit', period: 'day' } });
    expect(cancelled.body.value.limits[0]).toMatchObject({ amount: 5_000, pending: null });
    const again = await call(app, { method: 'POST', url: '/wps/responsibleGaming/limits/cancel', headers: member.headers, payload: { kind: 'deposit', period: 'day' } });
    expect(again.status).toBe(404);

    await setLimit(member, 'deposit', 'day', null);
    expect((await rg(member)).body.value.limits[0]).toMatchObject({ amount: 5_000, pending: { amount: null } });
    travel(24 * HOUR + 60_000);
    expect(await limitsOf(database.db, member.id)).toEqual([]);
  });

  it('a deposit over the limit is refused with the limit and when it resets, and nothing moves', async () => {
    const member = await fundedMember(app, database, 0);
    await setLimit(member, 'deposit', 'day', 10_000);
    const order = await openOrder(member, 8_000);
    await settleDeposit(database.db, quiet, order.orderNo, { outcome: 'paid' });
    const refused = await deposit(member, 3_000);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'rg_limit_reached', limit: { kind: 'deposit', period: 'day', amount: 10_000, used: 8_000 } });
    const resetsAt = Date.parse((refused.body as unknown as { limit: { resetsAt: string } }).limit.resetsAt);
    expect(Math.abs(resetsAt - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect((await deposit(member, 2_000)).status).toBe(200);
    expect(await balanceOf(app, member)).toBe(8_000);
  });

  it('stakes over a loss or stake limit are refused and the round moves nothing', async () => {
    const member = await fundedMember(app, database, 50_000);
    await setLimit(member, 'loss', 'week', 1_500);
    await bet(member, 1_000);
    await expect(bet(member, 1_000)).rejects.toMatchObject({ code: 'rg_limit_reached', details: { limit: { kind: 'loss', used: 1_000 } } });
    expect(await balanceOf(app, member)).toBe(49_000);
    await setLimit(member, 'stake', 'day', 1_200);
    await expect(bet(member, 500)).rejects.toMatchObject({ code: 'rg_limit_reached', details: { limit: { kind: 'stake' } } });
    await bet(member, 200);
    expect((await rg(member)).body.value.limits).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'loss', used: 1_200 }), expect.objectContaining({ kind: 'stake', used: 1_200 })]),
    );
  });

  it('concurrent bets and deposits never pass a limit together', async () => {
    const member = await fundedMember(app, database, 100_000);
    await setLimit(member, 'stake', 'day', 2_000);
    const bets = await Promise.allSettled(Array.from({ length: 8 }, () => bet(member, 500)));
    expect(bets.filter((b) => b.status === 'fulfilled')).toHaveLength(4);
    expect(await balanceOf(app, member)).toBe(98_000);

    const depositor = await fundedMember(app, database, 0);
    const orders = await Promise.all([1, 2, 3].map(() => openOrder(depositor, 4_000)));
    await setLimit(depositor, 'deposit', 'day', 10_000);
    const settled = await Promise.allSettled(orders.map((o) => settleDeposit(database.db, quiet, o.orderNo, { outcome: 'paid' })));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
    expect(await balanceOf(app, depositor)).toBe(8_000);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('a break refuses login with its end date, cannot be shortened, and ends on time', async () => {
    const member = await fundedMember(app, database, 5_000);
    const taken = await call(app, { method: 'POST', url: '/wps/responsibleGaming/exclusion', headers: member.headers, payload: { kind: 'break', duration: 1 } });
    const endsAt = taken.body.value.exclusion.endsAt as string;
    expect(Date.parse(endsAt) - Date.now()).toBeGreaterThan(23.9 * HOUR);
    travel(10 * 60_000);
    const again = await call(app, { method: 'POST', url: '/wps/responsibleGaming/exclusion', headers: member.headers, payload: { kind: 'break', duration: 1 } });
    expect(again.body.value.exclusion.endsAt > endsAt).toBe(true); // a longer break is fine
    vi.useRealTimers();
    const endsLater = again.body.value.exclusion.endsAt as string;
    const odd = await call(app, { method: 'POST', url: '/wps/responsibleGaming/exclusion', headers: member.headers, payload: { kind: 'break', duration: 3 } });
    expect(odd.body.code).toBe('amount_out_of_range');
    // Still logged in: the balance can be withdrawn, but no game or deposit.
    expect((await call(app, { method: 'GET', url: '/wps/game/launchGame?nodeId=PG-RNG-0001', headers: member.headers })).body.code).toBe('account_excluded');
    expect((await deposit(member, 2_000)).body.code).toBe('account_excluded');

    const login = await call(app, loginRequest(member.account, PASSWORD, { 'x-merchant-code': 'BR' }));
    expect(login).toMatchObject({ status: 403, body: { code: 'account_excluded', exclusion: { kind: 'break', endsAt: endsLater } } });
    travel(25 * HOUR + 60_000);
    expect((await call(app, loginRequest(member.account, PASSWORD, { 'x-merchant-code': 'BR' }))).status).toBe(200);
  });

  it('self-exclusion may be permanent and a break cannot replace it', async () => {
    const member = await fundedMember(app, database, 0);
    const taken = await call(app, { method: 'POST', url: '/wps/responsibleGaming/exclusion', headers: member.headers, payload: { kind: 'self_exclusion', duration: null } });
    expect(taken.body.value.exclusion).toMatchObject({ kind: 'self_exclusion', endsAt: null });
    const shorter = await call(app, { method: 'POST', url: '/wps/responsibleGaming/exclusion', headers: member.headers, payload: { kind: 'break', duration: 42 } });
    expect(shorter.body.code).toBe('exclusion_cannot_shorten');
    const login = await call(app, loginRequest(member.account, PASSWORD, { 'x-merchant-code': 'BR' }));
    expect(login.body).toMatchObject({ code: 'account_excluded', exclusion: { endsAt: null } });
  });

  it('Brazil ends a session after 30 idle minutes; activity is written at most once a minute', async () => {
    const member = await fundedMember(app, database, 0);
    const other = await fundedMember(app, database, 0);
    const lastActive = async () =>
      (await database.db.select({ at: sessions.lastActiveAt }).from(sessions).where(eq(sessions.memberId, member.id)))[0]!.at.getTime();
    const first = await lastActive();
    await rg(member);
    expect(await lastActive()).toBe(first);
    travel(29 * 60_000);
    expect((await rg(member)).status).toBe(200);
    expect(await lastActive()).toBeGreaterThan(first);
    travel(29 * 60_000 + 31 * 60_000);
    // The balance read and the member info have narrow session lookups of their own: each ends an idle
    // session as every other call does.
    const info = await call(app, { method: 'GET', url: '/wps/member/info', headers: other.headers });
    expect(info.body.code).toBe('session_idle');
    const balance = await call(app, { method: 'GET', url: '/wps/v2/wallets/balance', headers: member.headers });
    expect(balance.body.code).toBe('session_idle');
    vi.useRealTimers();
    expect((await rg(member)).body.code).toBe('not_logged_in');

    const mx = await fundedMember(app, database, 0, { merchantCode: 'MX', currency: 'MXN' });
    travel(45 * 60_000);
    expect((await rg(mx)).status).toBe(200);
  });

  it('a session time limit ends sessions that run longer, at once for a live one', async () => {
    const member = await fundedMember(app, database, 0, { merchantCode: 'MX', currency: 'MXN' });
    await database.db.update(sessions).set({ createdAt: sql`now() - interval '10 minutes'` }).where(eq(sessions.memberId, member.id));
    await setLimit(member, 'session', 'session', 5);
    expect((await rg(member)).body.code).toBe('not_logged_in');
    const login = await call(app, loginRequest(member.account, PASSWORD, { 'x-merchant-code': 'MX' }));
    const headers = { authorization: `Bearer ${login.body.value.token}` };
    expect((await call(app, { method: 'GET', url: '/wps/responsibleGaming', headers })).status).toBe(200);
    travel(6 * 60_000);
    expect((await call(app, { method: 'GET', url: '/wps/responsibleGaming', headers })).body.code).toBe('not_logged_in');
  });

  it('the reality check interval is the member’s and the session summary counts stakes and results', async () => {
    const member = await fundedMember(app, database, 10_000);
    const set = await call(app, { method: 'PUT', url: '/wps/responsibleGaming/realityCheck', headers: member.headers, payload: { minutes: 30 } });
    expect(set.body.value.realityCheckMinutes).toBe(30);
    const bad = await call(app, { method: 'PUT', url: '/wps/responsibleGaming/realityCheck', headers: member.headers, payload: { minutes: 7 } });
    expect(bad.status).toBe(400);
    await bet(member, 1_000);
    expect((await rg(member)).body.value.session).toMatchObject({ stakes: 1_000, netResult: -1_000 });
  });
});
