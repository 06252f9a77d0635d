import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query';
import { MemberType } from '../src/modules/member/memberTypes';
import { seedMerchants } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { DEMO_TRANSACTION_PASSWORD } from '../src/seed/walletCenter';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { bearer, logIn, newMember, testServer } from './helpers/server';
import {
  call,
  fundedMember,
  requestId,
  TX_PASSWORD,
  type TestMember,
} from './helpers/walletCenter';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type Row = Record<string, number | string>;
let usernames = 0;
/** A username the default register rules accept: a letter first, then letters and digits, 4-16 long. */
const username = (prefix: string) => `${prefix}${process.pid % 100_000}x${++usernames}`;
const sum = (rows: Row[], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

describe.each(databases('both'))('agent team on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  // agent
  // ├── sub (agent) ── deep (player)
  // ├── direct (player)
  // sibling (agent, same upline "top") ── cousin (player); top is the upline of agent and sibling
  let top: TestMember;
  let agent: TestMember;
  let sibling: TestMember;
  let sub: TestMember;
  let direct: TestMember;
  let deep: TestMember;
  let cousin: TestMember;
  let player: TestMember;
  const get = (url: string, who: TestMember) =>
    call(app, { method: 'GET', url, headers: who.headers });
  const post = (url: string, who: TestMember, payload: object) =>
    call(app, { method: 'POST', url, headers: who.headers, payload });

  beforeAll(async () => {
    database = await open();
    app = await testServer(database);
    top = await fundedMember(app, database, 0, { type: MemberType.AGENT });
    agent = await fundedMember(app, database, 100_000, {
      type: MemberType.AGENT,
      parentId: top.id,
    });
    sibling = await fundedMember(app, database, 100_000, {
      type: MemberType.AGENT,
      parentId: top.id,
    });
    sub = await fundedMember(app, database, 0, { type: MemberType.AGENT, parentId: agent.id });
    direct = await fundedMember(app, database, 5_000, { parentId: agent.id });
    deep = await fundedMember(app, database, 0, { parentId: sub.id });
    cousin = await fundedMember(app, database, 0, { parentId: sibling.id });
    player = await fundedMember(app, database, 0);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('subtree authorisation', () => {
    it('a player or a trial member gets error_not_agent on every agent call', async () => {
      const trial = await newMember(database, { type: MemberType.TRIAL });
      const trialCaller = { ...player, headers: bearer(await logIn(app, trial.account)) };
      for (const who of [player, trialCaller]) {
        for (const url of [
          '/wps/agent/team/overview',
          '/wps/agent/team/members',
          '/wps/agent/team/bets',
          '/wps/agent/team/profit',
          '/wps/agent/team/transactions',
          '/wps/agent/announcements',
          '/wps/agent/credit-report',
          '/wps/agent/team/transfer',
          `/wps/agent/team/members/${direct.id}`,
        ])
          expect(await get(url, who)).toMatchObject({
            status: 403,
            body: { code: 'error_not_agent' },
          });
        expect(
          await post('/wps/agent/team/transfer', who, {
            memberId: direct.id,
            amount: 100,
            transactionPassword: TX_PASSWORD,
            requestId: requestId(),
          }),
        ).toMatchObject({ status: 403, body: { code: 'error_not_agent' } });
      }
    });

    it("lists the whole subtree to the agent, and nothing of a sibling's or an upline's team", async () => {
      const overview = (await get('/wps/agent/team/overview', agent)).body.value;
      expect(overview).toMatchObject({ directMembers: 2, teamMembers: 3 });
      const mine = (await get('/wps/agent/team/members', agent)).body.value;
      expect(mine.list.map((m: Row) => m.account).sort()).toEqual(
        [direct.account, sub.account].sort(),
      );
      expect(mine.path).toEqual([{ memberId: agent.id, account: agent.account }]);
      const drill = (await get(`/wps/agent/team/members?parentId=${sub.id}`, agent)).body.value;
      expect(drill.list).toEqual([
        expect.objectContaining({ account: deep.account, memberId: deep.id }),
      ]);
      expect(drill.path.map((p: Row) => p.account)).toEqual([agent.account, sub.account]);
      // Id guessing: a sibling, its team, the upline and the agent itself are not in the team.
      for (const id of [sibling.id, cousin.id, top.id, agent.id, player.id]) {
        expect(await get(`/wps/agent/team/members/${id}`, agent)).toMatchObject({
          status: 403,
          body: { code: 'not_in_team' },
        });
        if (id !== agent.id)
          expect(await get(`/wps/agent/team/members?parentId=${id}`, agent)).toMatchObject({
            status: 403,
            body: { code: 'not_in_team' },
          });
      }
      // The sub-agent cannot look up at its upline's other members either.
      expect(await get(`/wps/agent/team/members/${direct.id}`, sub)).toMatchObject({
        status: 403,
        body: { code: 'not_in_team' },
      });
      expect((await get(`/wps/agent/team/members/${deep.id}`, agent)).body.value).toMatchObject({
        level: 2,
        upline: sub.account,
        member: { account: deep.account },
      });
    });

    it("filters by a sibling's account find nothing", async () => {
      await post('/wps/agent/team/transfer', sibling, {
        memberId: cousin.id,
        amount: 1_000,
        transactionPassword: TX_PASSWORD,
        requestId: requestId(),
      });
      for (const url of [
        '/wps/agent/team/transactions',
        '/wps/agent/team/bets',
        '/wps/agent/team/profit',
      ])
        expect((await get(`${url}?account=${cousin.account}`, agent)).body.value).toMatchObject({
          total: 0,
          list: [],
        });
      expect(
        (await get(`/wps/agent/team/members?account=${cousin.account}`, agent)).body.value.total,
      ).toBe(0);
      // The upline sees both teams.
      expect(
        (await get(`/wps/agent/team/transactions?account=${cousin.account}`, top)).body.value.total,
      ).toBe(1);
    });
  });

  describe('transfer to downline', () => {
    const transfer = (to: TestMember, amount: number, extra: object = {}) =>
      post('/wps/agent/team/transfer', agent, {
        memberId: to.id,
        amount,
        transactionPassword: TX_PASSWORD,
        requestId: requestId('down'),
        ...extra,
      });
    const balance = async (who: TestMember) =>
      (await get('/wps/v2/wallets/balance', who)).body.value.balance as number;

    it('moves money to a member two levels down, once per requestId, and shows in both account records', async () => {
      const [before, deepBefore] = [await balance(agent), await balance(deep)];
      const id = requestId('once');
      const first = await transfer(deep, 2_500, { requestId: id });
      expect(first).toMatchObject({
        status: 200,
        body: { value: { type: 'agent_transfer', amount: -2_500, name: deep.account } },
      });
      expect(await transfer(deep, 2_500, { requestId: id })).toMatchObject({
        status: 200,
        body: { value: { referenceNo: first.body.value.referenceNo } },
      });
      expect(await balance(agent)).toBe(before - 2_500);
      expect(await balance(deep)).toBe(deepBefore + 2_500);
      const agentRecords = (await get('/wps/records/transactions?type=agent_transfer', agent)).body
        .value.list;
      const deepRecords = (await get('/wps/records/transactions?type=agent_transfer', deep)).body
        .value.list;
      expect(agentRecords).toContainEqual(
        expect.objectContaining({
          referenceNo: first.body.value.referenceNo,
          amount: -2_500,
          name: deep.account,
        }),
      );
      expect(deepRecords).toContainEqual(
        expect.objectContaining({
          referenceNo: first.body.value.referenceNo,
          amount: 2_500,
          name: agent.account,
        }),
      );
      expect(await ledgerInvariants(database)).toEqual(HEALTHY);
    });

    it("pushes the new balance to the receiver's notification socket", async () => {
      const socket = await app.injectWS('/socket');
      const heard: { type: string; balance?: number }[] = [];
      socket.on('message', (data: Buffer) => heard.push(JSON.parse(String(data))));
      socket.send(JSON.stringify({ type: 'auth', token: direct.token }));
      await expect.poll(() => heard.some((m) => m.type === 'ready')).toBe(true);
      const before = await balance(direct);
      expect((await transfer(direct, 1_000)).status).toBe(200);
      await expect
        .poll(() => heard.find((m) => m.type === 'balance')?.balance)
        .toBe(before + 1_000);
      socket.terminate();
    });

    it('refuses a member outside the subtree, too much money, a wrong password and bad input', async () => {
      expect(await transfer(cousin, 1_000)).toMatchObject({
        status: 403,
        body: { code: 'not_in_team' },
      });
      expect(await transfer(top, 1_000)).toMatchObject({
        status: 403,
        body: { code: 'not_in_team' },
      });
      expect(await transfer(agent, 1_000)).toMatchObject({
        status: 403,
        body: { code: 'not_in_team' },
      });
      expect(await transfer(direct, 1_000_000)).toMatchObject({
        status: 422,
        body: { code: 'insufficient_balance' },
      });
      expect(await transfer(direct, 2_000_000)).toMatchObject({
        status: 422,
        body: { code: 'amount_out_of_range' },
      });
      expect(await transfer(direct, 50)).toMatchObject({
        status: 422,
        body: { code: 'amount_out_of_range' },
      });
      expect(await transfer(direct, 1_000, { transactionPassword: '000000' })).toMatchObject({
        status: 403,
        body: { code: 'incorrect_password' },
      });
      expect(await transfer(direct, -5)).toMatchObject({ status: 400 });
      expect(await transfer(direct, 1.5)).toMatchObject({ status: 400 });
      expect(
        await post('/wps/agent/team/transfer', agent, {
          memberId: 'not-a-uuid',
          amount: 100,
          transactionPassword: TX_PASSWORD,
          requestId: requestId(),
        }),
      ).toMatchObject({ status: 400 });
      expect(await ledgerInvariants(database)).toEqual(HEALTHY);
    });

    it('locks the transaction password after repeated failures', async () => {
      const locked = await fundedMember(app, database, 10_000, { type: MemberType.AGENT });
      const downline = await newMember(database, { parentId: locked.id });
      const attempt = (password: string) =>
        post('/wps/agent/team/transfer', locked, {
          memberId: downline.id,
          amount: 1_000,
          transactionPassword: password,
          requestId: requestId(),
        });
      for (let i = 0; i < 5; i++)
        expect((await attempt('111111')).body.code).toBe('incorrect_password');
      expect(await attempt(TX_PASSWORD)).toMatchObject({
        status: 429,
        body: { code: 'too_many_requests' },
      });
    });
  });

  describe('register center', () => {
    it('adds a member and a sub-agent directly under me; both can log in', async () => {
      const account = username('reg');
      const created = await post('/wps/agent/team/register', agent, {
        username: account,
        password: 'Start1234',
        confirmPassword: 'Start1234',
        accountType: 'member',
      });
      expect(created).toMatchObject({
        status: 200,
        body: { value: { account, type: 0, isAgent: false, balance: 0, status: 'new' } },
      });
      const subAccount = username('sub');
      const subAgent = await post('/wps/agent/team/register', agent, {
        username: subAccount,
        password: 'Start1234',
        confirmPassword: 'Start1234',
        accountType: 'agent',
        nickname: 'New Agent',
      });
      expect(subAgent.body.value).toMatchObject({
        account: subAccount,
        type: 1,
        isAgent: true,
        nickname: 'New Agent',
      });
      await expect(logIn(app, account, 'Start1234')).resolves.toEqual(expect.any(String));
      const asSub = { ...agent, headers: bearer(await logIn(app, subAccount, 'Start1234')) };
      expect((await get('/wps/agent/team/overview', asSub)).body.value.teamMembers).toBe(0);
      const ids = (await get('/wps/agent/team/members?pageSize=100', agent)).body.value.list.map(
        (m: Row) => m.account,
      );
      expect(ids).toEqual(expect.arrayContaining([account, subAccount]));
      expect(
        (await get(`/wps/agent/team/members/${created.body.value.memberId}`, top)).body.value.level,
      ).toBe(2);
    });

    it('applies the merchant register rules and refuses a taken account', async () => {
      const bad = await post('/wps/agent/team/register', agent, {
        username: 'x',
        password: '1',
        confirmPassword: '2',
        accountType: 'member',
      });
      expect(bad).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
      expect(Object.keys(bad.body.fieldErrors).sort()).toEqual([
        'confirmPassword',
        'password',
        'username',
      ]);
      const form = {
        username: username('dup'),
        password: 'Start1234',
        confirmPassword: 'Start1234',
        accountType: 'member',
      };
      expect((await post('/wps/agent/team/register', sibling, form)).status).toBe(200);
      const taken = await post('/wps/agent/team/register', agent, {
        ...form,
        username: form.username.toUpperCase(),
      });
      expect(taken).toMatchObject({ status: 409, body: { code: 'account_exists' } });
    });
  });
});

describe.each(databases('both'))("the seeded demo_agent's team on $name", ({ openSeeded }) => {
  let database: Database;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  const get = async (url: string) => (await call(app, { method: 'GET', url, headers })).body.value;

  beforeAll(async () => {
    database = await openSeeded();
    app = await testServer(database);
    headers = bearer(await logIn(app, 'demo_agent', DEMO_PASSWORD));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('has three levels, sub-agents with their own downlines and 200+ members, and a healthy ledger', async () => {
    const overview = await get(`/wps/agent/team/overview?startDate=${day(-59)}&endDate=${day(0)}`);
    expect(overview.teamMembers).toBeGreaterThanOrEqual(200);
    expect(overview.days.length).toBeGreaterThan(50);
    const top = await get('/wps/agent/team/members?pageSize=100');
    const sub1 = top.list.find((m: Row) => m.account === 'demo_subagent1');
    expect(sub1).toMatchObject({ isAgent: true });
    const level2 = await get(`/wps/agent/team/members?parentId=${sub1.memberId}&pageSize=100`);
    const sub3 = level2.list.find((m: Row) => m.account === 'demo_subagent3');
    expect((await get(`/wps/agent/team/members?parentId=${sub3.memberId}`)).total).toBe(45);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
    expect((await get('/wps/agent/announcements')).list).toHaveLength(9);
    expect(
      (await get(`/wps/agent/credit-report?startDate=${day(-60)}`)).totals.transferred,
    ).toBeGreaterThan(0);
  });

  it('the daily bet sums agree with the rounds they sum, open and cancelled rounds included', async () => {
    const fromRounds = sql`SELECT member_id, (bet_at AT TIME ZONE 'UTC')::date AS day, game_type, currency, count(*)::int AS bets,
        sum(bet_amount)::bigint AS bet_amount, sum(valid_bet)::bigint AS valid_bet, sum(win_amount)::bigint AS win_amount,
        sum(CASE WHEN status = 'settled' THEN win_amount - bet_amount ELSE 0 END)::bigint AS profit
      FROM game_rounds GROUP BY 1, 2, 3, 4`;
    const fromDays = sql`SELECT member_id, day, game_type, currency, bets, bet_amount, valid_bet, win_amount, profit FROM member_bet_days`;
    const statuses = await queryRows<{ status: string }>(
      database.db,
      sql`SELECT DISTINCT status FROM game_rounds`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'settled', 'unsettled']);
    expect(await queryRows(database.db, sql`(${fromRounds}) EXCEPT (${fromDays})`)).toEqual([]);
    expect(await queryRows(database.db, sql`(${fromDays}) EXCEPT (${fromRounds})`)).toEqual([]);
  });

  it.each([
    ['the last 30 days', day(-29), day(0)],
    ['a week in the past', day(-20), day(-14)],
  ])(
    'the team overview totals equal the sums of the detail pages over %s',
    async (_, startDate, endDate) => {
      const range = `startDate=${startDate}&endDate=${endDate}`;
      const overview = await get(`/wps/agent/team/overview?${range}`);
      const bets = await get(`/wps/agent/team/bets?${range}&pageSize=100`);
      const loss = await get(`/wps/agent/team/profit?${range}&pageSize=100`);
      const movements = await get(`/wps/agent/team/transactions?${range}&pageSize=100`);
      expect(overview.validBet).toBeGreaterThan(0);
      expect(overview.deposits).toBeGreaterThan(0);
      expect(bets.totals).toEqual({
        betAmount: overview.betAmount,
        validBet: overview.validBet,
        winAmount: expect.any(Number),
        profit: overview.profit,
      });
      expect(loss.totals).toEqual(bets.totals);
      expect(loss.total).toBe(overview.activeMembers);
      // Every page of user loss adds up to its totals.
      const rows: Row[] = [];
      for (let page = 1; page <= loss.totalPages; page++)
        rows.push(
          ...(await get(`/wps/agent/team/profit?${range}&pageSize=100&pageNo=${page}`)).list,
        );
      expect(sum(rows, 'validBet')).toBe(overview.validBet);
      expect(sum(rows, 'profit')).toBe(overview.profit);
      expect(movements.totals).toMatchObject({
        deposits: overview.deposits,
        withdrawals: overview.withdrawals,
        bonuses: overview.bonuses,
      });
      for (const [type, key] of [
        ['deposit', 'deposits'],
        ['withdrawal', 'withdrawals'],
        ['bonus', 'bonuses'],
      ] as const) {
        const page = await get(`/wps/agent/team/transactions?${range}&type=${type}&pageSize=100`);
        const all: Row[] = [...page.list];
        for (let n = 2; n <= page.totalPages; n++)
          all.push(
            ...(
              await get(
                `/wps/agent/team/transactions?${range}&type=${type}&pageSize=100&pageNo=${n}`,
              )
            ).list,
          );
        expect(Math.abs(sum(all, 'amount'))).toBe(overview[key]);
      }
      expect(sum(overview.days, 'validBet')).toBe(overview.validBet);
      expect(sum(overview.days, 'deposits')).toBe(overview.deposits);
    },
  );

  it("a sub-agent sees only its own subtree's figures", async () => {
    const subHeaders = bearer(await logIn(app, 'demo_subagent3', DEMO_PASSWORD));
    const range = `startDate=${day(-59)}&endDate=${day(0)}`;
    const subOverview = (
      await call(app, {
        method: 'GET',
        url: `/wps/agent/team/overview?${range}`,
        headers: subHeaders,
      })
    ).body.value;
    expect(subOverview.teamMembers).toBe(45);
    const bets = (
      await call(app, {
        method: 'GET',
        url: `/wps/agent/team/bets?${range}&account=team_a`,
        headers: subHeaders,
      })
    ).body.value;
    expect(bets.total).toBe(0);
    const transfer = await call(app, {
      method: 'POST',
      url: '/wps/agent/team/transfer',
      headers: subHeaders,
      payload: {
        memberId: (await get('/wps/agent/team/members?account=team_a001')).list[0].memberId,
        amount: 1_000,
        transactionPassword: DEMO_TRANSACTION_PASSWORD,
        requestId: requestId(),
      },
    });
    expect(transfer).toMatchObject({ status: 403, body: { code: 'not_in_team' } });
  });
});

describe.each(databases('both'))('the member_tree migration on $name', ({ open }) => {
  it('backfills the team of members created before it', async () => {
    const database = await open();
    try {
      await seedMerchants(database.db);
      const top = await newMember(database, { type: MemberType.AGENT });
      const sub = await newMember(database, { type: MemberType.AGENT, parentId: top.id });
      await newMember(database, { parentId: sub.id });
      const tree = () =>
        queryRows(
          database.db,
          sql`SELECT ancestor_id, descendant_id, depth FROM member_tree ORDER BY 1, 2`,
        );
      const written = await tree();
      expect(written).toHaveLength(6);
      await database.db.execute(sql`DELETE FROM member_tree`);
      const migration = readFileSync(
        new URL('../drizzle/0009_agent_team.sql', import.meta.url),
        'utf8',
      );
      await database.db.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
      expect(await tree()).toEqual(written);
    } finally {
      await database.close();
    }
  });
});
