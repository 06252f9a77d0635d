// Agent contracts (issue 13, spec §4 §6 §9): offers, answers, terminations, the auto-end rule, and
// settlement through the ledger that pays each (contract, period) exactly once.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { periodAt } from '../src/modules/contracts/periods';
import { startSettlementScheduler } from '../src/modules/contracts/scheduler';
import { settleDue, settlementAmount } from '../src/modules/contracts/settlement';
import { agentContracts, contractSettlements } from '../src/modules/contracts/tables';
import { MemberType } from '../src/modules/member/memberTypes';
import { memberMessages } from '../src/modules/messages/tables';
import { placeBet, settleBet } from '../src/modules/records/rounds';
import { depositFromSandbox } from '../src/modules/wallet/service';
import { journalEntries } from '../src/modules/wallet/tables';
import { databases } from './helpers/databases';
import { connectSocket } from './helpers/socket';
import { testServer } from './helpers/server';
import {
  admin,
  adminConfig,
  balanceOf,
  call,
  fundedMember,
  type TestMember,
} from './helpers/walletCenter';

const REALTIME = '/wps/relay/MCSFE_processRealTimeSalaryContract';
const DAILY = '/wps/relay/MCS2_processDailySalContract';
const HOURLY = '/wps/relay/MCS2_processContractHourSalary';
const DIVIDEND = '/wps/relay/MCS2_processDividendReq';

const terms = (rateBps: number, more: Record<string, unknown> = {}) => ({
  rateBps,
  activeMembers: 0,
  periodValidBet: 0,
  periodProfitLoss: 0,
  betAmount: 0,
  period: 'daily',
  ...more,
});

describe.each(databases('both'))('agent contracts on $name', ({ openSeeded }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openSeeded();
    app = await testServer(database, {
      config: { ...adminConfig, loginRateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const agentUnder = (parent: TestMember | null, balance = 0) =>
    fundedMember(app, database, balance, {
      type: MemberType.AGENT,
      parentId: parent?.id ?? null,
      txPassword: false,
    });
  const playerUnder = (parent: TestMember, balance = 0) =>
    fundedMember(app, database, balance, {
      type: MemberType.REGULAR,
      parentId: parent.id,
      txPassword: false,
    });

  /** An upline with money, its direct sub-agent, that one's sub-agent, and a player under the latter. */
  async function team() {
    const upline = await agentUnder(null, 1_000_000);
    const agent = await agentUnder(upline);
    const subAgent = await agentUnder(agent);
    const player = await playerUnder(subAgent, 1_000_000);
    return { upline, agent, subAgent, player };
  }

  const offer = (from: TestMember, body: Record<string, unknown>) =>
    call(app, {
      method: 'POST',
      url: '/wps/agent/contracts/offer',
      headers: from.headers,
      payload: body,
    });
  const answer = (who: TestMember, url: string, body: Record<string, unknown>) =>
    call(app, { method: 'POST', url, headers: who.headers, payload: body });
  const state = async (who: TestMember, url: string) =>
    (await call(app, { method: 'GET', url, headers: who.headers })).body.value;
  const flags = async (who: TestMember) =>
    (
      await call(app, {
        method: 'GET',
        url: '/wps/member/info/funds/consolidated',
        headers: who.headers,
      })
    ).body.value;

  const bet = async (player: TestMember, amount: number, win: number, at = new Date()) => {
    const betId = randomUUID();
    await placeBet(database.db, {
      memberId: player.id,
      currency: 'BRL',
      betId,
      vendor: 'PG',
      gameType: 'RNG',
      gameCode: 'g',
      gameName: 'Game',
      amount,
      at,
    });
    await settleBet(database.db, betId, win, at);
  };

  it('an upline offers a real-time salary; the sub-agent sees the request and accepts by signing the agreement', async () => {
    const { upline, agent } = await team();
    const offered = await offer(upline, {
      account: agent.account,
      type: 'realtime_salary',
      requestKind: 'new',
      terms: terms(100),
    });
    expect(offered.status).toBe(200);
    expect(offered.body.value).toMatchObject({
      status: 'requested',
      requestKind: 'new',
      holder: { account: agent.account },
      offeredBy: { account: upline.account },
    });
    expect((await flags(agent)).realtimesalreqtype).toBe(true);
    expect(await state(agent, REALTIME)).toMatchObject({
      type: 'realtime_salary',
      current: null,
      request: { terms: { rateBps: 100 } },
    });

    const unsigned = await answer(agent, REALTIME, { action: 'accept' });
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.fieldErrors).toEqual({ signAgreement: { rule: 'required' } });

    const accepted = await answer(agent, REALTIME, { action: 'accept', signAgreement: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.value.request).toBeNull();
    expect(accepted.body.value.current).toMatchObject({
      status: 'active',
      terms: { rateBps: 100 },
    });
    expect(accepted.body.value.current.agreementSignedAt).not.toBeNull();
    expect((await flags(agent)).realtimesalreqtype).toBe(false);

    const offers = await call(app, {
      method: 'GET',
      url: '/wps/agent/contracts/offers',
      headers: upline.headers,
    });
    expect(offers.body.value.list.map((c: { status: string }) => c.status)).toEqual(['active']);
  });

  it('the sub-agent rejects; a second offer of a kind already waiting is refused', async () => {
    const { upline, agent } = await team();
    expect(
      (
        await offer(upline, {
          account: agent.account,
          type: 'hourly_salary',
          requestKind: 'new',
          terms: terms(50),
        })
      ).status,
    ).toBe(200);
    const twice = await offer(upline, {
      account: agent.account,
      type: 'hourly_salary',
      requestKind: 'new',
      terms: terms(60),
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'contract_state_conflict' } });
    const rejected = await answer(agent, HOURLY, { action: 'reject' });
    expect(rejected.body.value).toEqual({ type: 'hourly_salary', current: null, request: null });
    expect((await answer(agent, HOURLY, { action: 'accept' })).status).toBe(409);
  });

  it('two offers racing for one sub-agent: one waits for the answer, the other is refused', async () => {
    const { upline, agent } = await team();
    const body = {
      account: agent.account,
      type: 'dividend',
      requestKind: 'new',
      terms: terms(500),
    };
    const answers = await Promise.all([
      offer(upline, body),
      offer(upline, body),
      offer(upline, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await state(agent, DIVIDEND)).request).toMatchObject({ status: 'requested' });
  });

  it('termination: offered by the upline and accepted, by the holder, and by the upline directly', async () => {
    const { upline, agent } = await team();
    await offer(upline, {
      account: agent.account,
      type: 'dividend',
      requestKind: 'new',
      terms: terms(1000, { period: 'weekly' }),
    });
    await answer(agent, DIVIDEND, { action: 'accept' });
    const ending = await offer(upline, {
      account: agent.account,
      type: 'dividend',
      requestKind: 'termination',
    });
    expect(ending.body.value).toMatchObject({ requestKind: 'termination', status: 'requested' });
    expect((await flags(agent)).divtypereq).toBe(true);
    const after = await answer(agent, DIVIDEND, { action: 'accept' });
    expect(after.body.value).toEqual({ type: 'dividend', current: null, request: null });

    await offer(upline, {
      account: agent.account,
      type: 'dividend',
      requestKind: 'new',
      terms: terms(800),
    });
    await answer(agent, DIVIDEND, { action: 'accept' });
    expect((await answer(agent, DIVIDEND, { action: 'terminate' })).body.value.current).toBeNull();

    const again = await offer(upline, {
      account: agent.account,
      type: 'dividend',
      requestKind: 'new',
      terms: terms(700),
    });
    await answer(agent, DIVIDEND, { action: 'accept' });
    const ended = await call(app, {
      method: 'POST',
      url: '/wps/agent/contracts/terminate',
      headers: upline.headers,
      payload: { contractId: again.body.value.id },
    });
    expect(ended.body.value).toMatchObject({ status: 'terminated', endReason: 'by_upline' });
    expect((await state(agent, DIVIDEND)).current).toBeNull();
  });

  it('only the direct upline may offer; a player gets error_not_agent', async () => {
    const { upline, agent, subAgent, player } = await team();
    const sibling = await agentUnder(upline);
    const body = (account: string) => ({
      account,
      type: 'daily_salary',
      requestKind: 'new',
      terms: terms(10),
    });
    expect(await offer(upline, body(subAgent.account))).toMatchObject({
      status: 403,
      body: { code: 'not_direct_downline' },
    });
    expect(await offer(sibling, body(agent.account))).toMatchObject({
      status: 403,
      body: { code: 'not_direct_downline' },
    });
    expect(await offer(subAgent, body(agent.account))).toMatchObject({
      status: 403,
      body: { code: 'not_direct_downline' },
    });
    expect(await offer(upline, body('nobody_at_all'))).toMatchObject({
      status: 403,
      body: { code: 'not_direct_downline' },
    });
    const directPlayer = await playerUnder(upline);
    expect(await offer(upline, body(directPlayer.account))).toMatchObject({
      status: 403,
      body: { code: 'not_direct_downline' },
    });
    expect(await offer(player, body(agent.account))).toMatchObject({
      status: 403,
      body: { code: 'error_not_agent' },
    });
    expect(
      (await call(app, { method: 'GET', url: DAILY, headers: player.headers })).body.code,
    ).toBe('error_not_agent');
    expect(
      (
        await call(app, {
          method: 'GET',
          url: '/wps/agent/contracts/settlements?type=daily_salary',
          headers: player.headers,
        })
      ).body.code,
    ).toBe('error_not_agent');

    const given = await offer(upline, body(agent.account));
    const stranger = await call(app, {
      method: 'POST',
      url: '/wps/agent/contracts/terminate',
      headers: sibling.headers,
      payload: { contractId: given.body.value.id },
    });
    expect(stranger).toMatchObject({ status: 404, body: { code: 'not_found' } });
    const siblingOffers = await call(app, {
      method: 'GET',
      url: `/wps/agent/contracts/offers?account=${agent.account}`,
      headers: sibling.headers,
    });
    expect(siblingOffers.body.value.list).toEqual([]);
  });

  it('accepting a lower rate ends the higher downline contract, with a message to both', async () => {
    const { upline, agent, subAgent } = await team();
    await offer(agent, {
      account: subAgent.account,
      type: 'daily_salary',
      requestKind: 'new',
      terms: terms(300),
    });
    await answer(subAgent, DAILY, { action: 'accept' });
    await offer(agent, {
      account: subAgent.account,
      type: 'hourly_salary',
      requestKind: 'new',
      terms: terms(300),
    });
    await answer(subAgent, HOURLY, { action: 'accept' });

    await offer(upline, {
      account: agent.account,
      type: 'daily_salary',
      requestKind: 'new',
      terms: terms(200),
    });
    const sockets = await Promise.all([subAgent, agent].map((who) => connectSocket(app, who.token)));
    await answer(agent, DAILY, { action: 'accept' });
    // Each hears its new counts, read after the acceptance committed: the message is in them.
    for (const socket of sockets) {
      await expect
        .poll(() => socket.heard.filter((m) => m.type === 'unread').map((m) => m.counts.messageV2))
        .toEqual([1]);
      socket.terminate();
    }

    const daily = await state(subAgent, DAILY);
    expect(daily.current).toBeNull();
    const [ended] = await database.db
      .select()
      .from(agentContracts)
      .where(
        and(eq(agentContracts.memberId, subAgent.id), eq(agentContracts.type, 'daily_salary')),
      );
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'lower_upline_rate' });
    expect((await state(subAgent, HOURLY)).current).toMatchObject({ status: 'active' }); // another kind stays
    for (const who of [subAgent, agent]) {
      const messages = await database.db
        .select()
        .from(memberMessages)
        .where(eq(memberMessages.memberId, who.id));
      expect(messages.map((m) => m.content)).toEqual([expect.stringContaining('3.00%')]);
    }
  });

  it('a real-time salary pays rate x the team valid bet per 5 minutes, from the upline, once', async () => {
    const { upline, agent, player } = await team();
    await offer(upline, {
      account: agent.account,
      type: 'realtime_salary',
      requestKind: 'new',
      terms: terms(100),
    });
    await answer(agent, REALTIME, { action: 'accept', signAgreement: true });
    await bet(player, 10_000, 0);
    await bet(player, 5_000, 8_000);
    const before = { upline: await balanceOf(app, upline), agent: await balanceOf(app, agent) };

    const later = new Date(Date.now() + 11 * 60_000).toISOString();
    const run = await call(app, {
      method: 'POST',
      url: '/admin/contracts/settle',
      headers: admin,
      payload: { at: later },
    });
    expect(run.status).toBe(200);
    expect(run.body.value.amount).toBeGreaterThanOrEqual(150);
    expect(await balanceOf(app, agent)).toBe(before.agent + 150);
    expect(await balanceOf(app, upline)).toBe(before.upline - 150);

    await call(app, {
      method: 'POST',
      url: '/admin/contracts/settle',
      headers: admin,
      payload: { at: later },
    });
    expect(await balanceOf(app, agent)).toBe(before.agent + 150);

    const records = await call(app, {
      method: 'GET',
      // Up to the day of `later` (past midnight when the test runs just before it).
      url: `/wps/agent/contracts/settlements?type=realtime_salary&endDate=${later.slice(0, 10)}`,
      headers: agent.headers,
    });
    expect(records.body.value.totals).toMatchObject({
      amount: 150,
      teamValidBet: 15_000,
      teamProfitLoss: -7_000,
    });
    expect(records.body.value.list.length).toBeGreaterThanOrEqual(2);
    const income = await call(app, {
      method: 'GET',
      url: `/wps/agent/contracts/income?endDate=${later.slice(0, 10)}`,
      headers: agent.headers,
    });
    expect(income.body.value.totals).toMatchObject({ realtime_salary: 150, total: 150 });
    // The holder's account record names the payment by its contract.
    const account = await call(app, {
      method: 'GET',
      url: '/wps/records/transactions?type=contract_settlement',
      headers: agent.headers,
    });
    expect(account.body.value.list).toEqual([
      expect.objectContaining({
        type: 'contract_settlement',
        name: 'Real-time salary',
        amount: 150,
      }),
    ]);
  });

  it('staff create an agent under an upline agent (the e2e set-up)', async () => {
    const upline = await agentUnder(null);
    const account = `ag${Date.now().toString(36)}`;
    const created = await call(app, {
      method: 'POST',
      url: '/admin/agents',
      headers: admin,
      payload: {
        merchantCode: 'BR',
        account,
        password: 'Secret123',
        uplineAccount: upline.account,
      },
    });
    expect(created.body.value).toEqual({ account, upline: upline.account });
    expect(
      await offer(upline, { account, type: 'dividend', requestKind: 'new', terms: terms(100) }),
    ).toMatchObject({ status: 200 });
    const again = await call(app, {
      method: 'POST',
      url: '/admin/agents',
      headers: admin,
      payload: { merchantCode: 'BR', account, password: 'Secret123' },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'account_exists' } });
    const noToken = await call(app, {
      method: 'POST',
      url: '/admin/agents',
      payload: { merchantCode: 'BR', account: 'nobody123', password: 'Secret123' },
    });
    expect(noToken.status).toBe(401);
  });

  it('the platform offers a top agent a contract; an agent with an upline gets its contracts from it', async () => {
    const { upline, agent } = await team();
    const platformOffer = (account: string, payload: Record<string, unknown> = {}) =>
      call(app, {
        method: 'POST',
        url: '/admin/contracts/offer',
        headers: admin,
        payload: {
          merchantCode: 'BR',
          account,
          type: 'dividend',
          requestKind: 'new',
          terms: terms(2_500),
          ...payload,
        },
      });
    const offered = await platformOffer(upline.account);
    expect(offered).toMatchObject({ status: 200, body: { value: { status: 'requested' } } });
    expect((await state(upline, DIVIDEND)).request).toMatchObject({
      offeredBy: null,
      terms: { rateBps: 2_500 },
    });
    expect((await platformOffer(upline.account)).body.code).toBe('contract_state_conflict');
    expect(await platformOffer(agent.account)).toMatchObject({
      status: 403,
      body: { code: 'not_direct_downline' },
    });
    expect(await platformOffer('nobody_here')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    const noToken = await call(app, {
      method: 'POST',
      url: '/admin/contracts/offer',
      payload: {
        merchantCode: 'BR',
        account: upline.account,
        type: 'dividend',
        requestKind: 'new',
      },
    });
    expect(noToken.status).toBe(401);
    // Accepted, it is the platform's contract in force: its end is the platform's to offer.
    expect(await answer(upline, DIVIDEND, { action: 'accept' })).toMatchObject({ status: 200 });
    expect(
      await platformOffer(upline.account, { requestKind: 'termination', terms: undefined }),
    ).toMatchObject({ status: 200, body: { value: { requestKind: 'termination' } } });
  });

  it('terms decide the amount: thresholds, and a dividend on the team loss', () => {
    const contract = {
      type: 'dividend',
      rateBps: 1000,
      activeMembers: 2,
      periodValidBet: 0,
      periodProfitLoss: 5_000,
      betAmount: 0,
    } as never;
    expect(
      settlementAmount(contract, { validBet: 20_000, profitLoss: -10_000, activeMembers: 2 }),
    ).toBe(1_000);
    expect(
      settlementAmount(contract, { validBet: 20_000, profitLoss: -10_000, activeMembers: 1 }),
    ).toBe(0);
    expect(
      settlementAmount(contract, { validBet: 20_000, profitLoss: -4_000, activeMembers: 2 }),
    ).toBe(0);
    expect(
      settlementAmount(contract, { validBet: 20_000, profitLoss: 3_000, activeMembers: 2 }),
    ).toBe(0);
    const hourly = {
      type: 'hourly_salary',
      rateBps: 50,
      activeMembers: 0,
      periodValidBet: 0,
      periodProfitLoss: 0,
      betAmount: 10_000,
    } as never;
    expect(settlementAmount(hourly, { validBet: 9_999, profitLoss: 0, activeMembers: 1 })).toBe(0);
    expect(settlementAmount(hourly, { validBet: 30_000, profitLoss: 0, activeMembers: 1 })).toBe(
      150,
    );
  });

  it('daily salary settles yesterday one day ahead; the house pays a top agent’s contract from the platform', async () => {
    const top = await agentUnder(null);
    const player = await playerUnder(top, 100_000);
    const yesterday = new Date(Date.now() - 86_400_000);
    const acceptedAt = new Date(
      Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate()),
    );
    await database.db.insert(agentContracts).values({
      memberId: top.id,
      type: 'daily_salary',
      status: 'active',
      rateBps: 200,
      acceptedAt,
    });
    await bet(player, 20_000, 0, new Date(acceptedAt.getTime() + 3_600_000));
    await bet(player, 30_000, 0); // today: not yet
    const before = await balanceOf(app, top);
    await settleDue(database.db, new Date());
    expect(await balanceOf(app, top)).toBe(before + 400);
    const rows = await database.db
      .select()
      .from(contractSettlements)
      .where(eq(contractSettlements.memberId, top.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', amount: 400, teamValidBet: 20_000 });
  });

  it('a weekly dividend pays rate x the team loss at the end of the week, from the upline', async () => {
    const { upline, agent, player } = await team();
    const lastWeek = periodAt('dividend', 'weekly', new Date(Date.now() - 7 * 86_400_000));
    await database.db.insert(agentContracts).values({
      memberId: agent.id,
      offeredBy: upline.id,
      type: 'dividend',
      status: 'active',
      rateBps: 1000,
      period: 'weekly',
      periodProfitLoss: 5_000,
      acceptedAt: lastWeek.start,
    });
    await bet(player, 10_000, 0, new Date(lastWeek.start.getTime() + 3_600_000));
    await bet(player, 4_000, 1_000, new Date(lastWeek.start.getTime() + 7_200_000));
    await bet(player, 50_000, 0); // this week: settles next Monday
    const before = { upline: await balanceOf(app, upline), agent: await balanceOf(app, agent) };
    await settleDue(database.db, new Date());
    expect(await balanceOf(app, agent)).toBe(before.agent + 1_300); // 10% of the 13,000 lost
    expect(await balanceOf(app, upline)).toBe(before.upline - 1_300);
    const records = await call(app, {
      method: 'GET',
      url: '/wps/agent/contracts/settlements?type=dividend',
      headers: agent.headers,
    });
    expect(records.body.value.list).toEqual([
      expect.objectContaining({
        periodStart: lastWeek.start.toISOString(),
        teamProfitLoss: -13_000,
        amount: 1_300,
        status: 'paid',
      }),
    ]);
  });

  it('exactly once: two runners racing, and a retry after a crash half way', async () => {
    const { upline, agent, player } = await team();
    await offer(upline, {
      account: agent.account,
      type: 'hourly_salary',
      requestKind: 'new',
      terms: terms(500),
    });
    await answer(agent, HOURLY, { action: 'accept' });
    await bet(player, 40_000, 0);
    const before = await balanceOf(app, agent);
    const later = new Date(Date.now() + 2 * 3_600_000);

    // A crash after the money moved, before the transaction commits: nothing stays.
    await expect(
      settleDue(database.db, later, {
        afterPayment: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const [contract] = await database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.memberId, agent.id), eq(agentContracts.status, 'active')));
    expect(
      await database.db
        .select()
        .from(contractSettlements)
        .where(eq(contractSettlements.contractId, contract!.id)),
    ).toEqual([]);
    expect(await balanceOf(app, agent)).toBe(before);

    await Promise.all([
      settleDue(database.db, later),
      settleDue(database.db, later),
      settleDue(database.db, later),
    ]);
    // This contract's settlements (a run also settles the earlier tests' contracts that `later` makes due,
    // a daily one when `later` is past midnight).
    const settlements = await database.db
      .select()
      .from(contractSettlements)
      .where(eq(contractSettlements.contractId, contract!.id));
    expect(settlements.filter((s) => s.amount > 0).map((s) => [s.status, s.amount])).toEqual([
      ['paid', 2_000],
    ]);
    expect(await balanceOf(app, agent)).toBe(before + 2_000);
    const entries = await database.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `contract:${contract!.id}:%`));
    expect(entries).toHaveLength(1);
    await settleDue(database.db, later);
    expect(await balanceOf(app, agent)).toBe(before + 2_000);
  });

  it('a short upline wallet leaves the period unpaid, paid on a later run', async () => {
    const upline = await agentUnder(null, 0);
    const agent = await agentUnder(upline);
    const player = await playerUnder(agent, 100_000);
    await offer(upline, {
      account: agent.account,
      type: 'hourly_salary',
      requestKind: 'new',
      terms: terms(1000),
    });
    await answer(agent, HOURLY, { action: 'accept' });
    await bet(player, 10_000, 0);
    const later = new Date(Date.now() + 2 * 3_600_000);
    await settleDue(database.db, later);
    const [row] = await database.db
      .select()
      .from(contractSettlements)
      .where(eq(contractSettlements.memberId, agent.id));
    expect(row).toMatchObject({ status: 'unpaid' });
    expect(await balanceOf(app, agent)).toBe(0);
    await depositFromSandbox(database.db, {
      memberId: upline.id,
      currency: 'BRL',
      amount: 5_000,
      idempotencyKey: randomUUID(),
    });
    await call(app, {
      method: 'POST',
      url: '/admin/contracts/settle',
      headers: admin,
      payload: { at: later.toISOString() },
    });
    const [paid] = await database.db
      .select()
      .from(contractSettlements)
      .where(eq(contractSettlements.memberId, agent.id));
    expect(paid).toMatchObject({ status: 'paid', amount: 1_000 });
    expect(await balanceOf(app, agent)).toBe(1_000);
    expect(await balanceOf(app, upline)).toBe(4_000);
  });

  // Last: its clock is hours ahead, so it settles every contract above as well.
  it('the job engine (pg-boss) runs the same settlement', async () => {
    const { upline, agent, player } = await team();
    await offer(upline, {
      account: agent.account,
      type: 'realtime_salary',
      requestKind: 'new',
      terms: terms(1000),
    });
    await answer(agent, REALTIME, { action: 'accept', signAgreement: true });
    await bet(player, 10_000, 0);
    const scheduler = await startSettlementScheduler(database, {
      clock: () => new Date(Date.now() + 3 * 3_600_000),
    });
    try {
      await scheduler.runNow();
      await expect
        .poll(() => balanceOf(app, agent), { timeout: 60_000, interval: 250 })
        .toBe(1_000);
    } finally {
      await scheduler.stop();
    }
  });
});
