import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { bearer, logIn, testServer } from './helpers/server';
import { adminConfig, admin, call } from './helpers/walletCenter';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(databases())('member center records of the seeded demo player on $name', ({ openSeeded }) => {
  let database: Database;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  const get = (url: string) => call(app, { method: 'GET', url, headers });

  beforeAll(async () => {
    database = await openSeeded();
    app = await testServer(database, { config: { ...adminConfig } });
    headers = bearer(await logIn(app, 'demo_player', DEMO_PASSWORD));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('the seeded history leaves the ledger healthy and the balance the README promises', async () => {
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
    expect((await get('/wps/v2/wallets/balance')).body.value).toEqual({ balance: 125_000, currency: 'BRL' });
  });

  it('betting record: rows across games, filters, paging and totals over the whole filter', async () => {
    const all = (await get('/wps/records/bets?pageSize=10')).body.value;
    expect(all.total).toBe(42);
    expect(all.list).toHaveLength(10);
    expect(all.totalPages).toBe(5);
    const live = (await get('/wps/records/bets?gameType=LIVE&pageSize=100')).body.value;
    expect(live.list.every((b: { gameType: string }) => b.gameType === 'LIVE')).toBe(true);
    expect(live.totals.betAmount).toBe(live.list.reduce((s: number, b: { betAmount: number }) => s + b.betAmount, 0));
    const cancelled = (await get('/wps/records/bets?status=cancelled')).body.value;
    expect(cancelled.list).toEqual([expect.objectContaining({ status: 'cancelled', validBet: 0, profit: 0 })]);
    const lastWeek = (await get(`/wps/records/bets?startDate=${day(-7)}&endDate=${day(0)}&pageSize=100`)).body.value;
    expect(lastWeek.total).toBeGreaterThan(0);
    expect(lastWeek.total).toBeLessThan(42);
    const future = (await get(`/wps/records/bets?startDate=${day(1)}&endDate=${day(2)}`)).body.value;
    expect(future).toMatchObject({ total: 0, list: [], totals: { betAmount: 0, profit: 0 } });
  });

  it('account record: orders with status and every wallet movement, with totals in and out', async () => {
    const page = (await get('/wps/records/transactions?pageSize=100')).body.value;
    const types = new Set(page.list.map((r: { type: string }) => r.type));
    expect([...types]).toEqual(expect.arrayContaining(['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'transfer', 'rollback']));
    expect(page.list.some((r: { status: string }) => r.status === 'failed')).toBe(true);
    const deposits = (await get('/wps/records/transactions?type=deposit&pageSize=100')).body.value;
    expect(deposits.list.every((r: { type: string }) => r.type === 'deposit')).toBe(true);
    expect(deposits.totals.in).toBe(125_000 + 20_000 + 50_000 + 10_000);
    expect(deposits.totals.out).toBe(0);
  });

  it('personal profit/loss per game type adds up to its totals; bonus details list the bonuses', async () => {
    const profit = (await get('/wps/records/profit')).body.value;
    const sum = profit.rows.reduce((s: number, r: { profit: number }) => s + r.profit, 0);
    expect(profit.totals.profit).toBe(sum);
    expect(profit.bonuses).toBe(8_734);
    expect(profit.deposits).toBeGreaterThan(0);
    const bonuses = (await get('/wps/records/bonuses')).body.value;
    expect(bonuses.list.map((b: { name: string }) => b.name).sort()).toEqual(['VIP level-up bonus', 'Weekly rebate', 'Welcome bonus']);
    expect(bonuses.totals.amount).toBe(8_734);
  });

  it('messages: unread badges per menu item, read one, read all', async () => {
    // messageV2 counts every unread message; rewardCenter and missionLeaderboard what can be claimed now (the
    // first deposit bonus demo_player joined and the VIP Bronze level-up bonus its deposits and bets reached, the
    // week's "deposit once" mission completed by the opening deposit).
    expect((await get('/wps/relay/CSP_unreadCount')).body.value).toEqual({ messageV2: 4, rewardCenter: 2, missionLeaderboard: 1, total: 7 });
    const rewards = (await get('/wps/messages?category=reward')).body.value;
    expect(rewards.list.map((m: { category: string }) => m.category)).toEqual(['reward']);
    const unread = (await get('/wps/messages?read=false')).body.value;
    const read = await call(app, { method: 'POST', url: '/wps/messages/read', headers, payload: { ids: [unread.list[0].id] } });
    expect(read.body.value).toMatchObject({ messageV2: 3, total: 6 });
    const sent = await call(app, { method: 'POST', url: '/admin/messages', headers: admin, payload: { merchantCode: 'BR', account: 'demo_player', category: 'platform', title: 'Hi', content: 'Hello' } });
    expect(sent.body.value).toMatchObject({ title: 'Hi', read: false });
    const all = await call(app, { method: 'POST', url: '/wps/messages/read', headers, payload: { all: true } });
    expect(all.body.value).toEqual({ messageV2: 0, rewardCenter: 2, missionLeaderboard: 1, total: 3 });
  });

  it('the withdrawal awaiting confirmation is listed for the member', async () => {
    const list = (await get('/wps/withdraw/orders')).body.value;
    expect(list.awaitingConfirmation).toBe(1);
    expect(list.list.map((w: { status: string }) => w.status).sort()).toEqual(['disbursed', 'received', 'rejected']);
  });

  it('trial accounts cannot read records or unread counts', async () => {
    const trial = bearer(await logIn(app, 'demo_trial', DEMO_PASSWORD));
    for (const url of ['/wps/records/bets', '/wps/records/transactions', '/wps/relay/CSP_unreadCount', '/wps/member/profile'])
      expect(await call(app, { method: 'GET', url, headers: trial })).toMatchObject({ status: 403, body: { code: 'real_account_required' } });
  });
});
