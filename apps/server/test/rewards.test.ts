import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { MemberType } from '../src/modules/member/memberTypes';
import { findMemberByAccount } from '../src/modules/member/service';
import { depositFromSandbox } from '../src/modules/wallet/service';
import { placeBet } from '../src/modules/records/rounds';
import { maskName } from '../src/modules/rewards/missions';
import { drawRafflePrize, RAFFLE_PRIZES } from '../src/modules/rewards/rules';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { freshUsername, registerRequest, registration } from './helpers/register';
import { testServer } from './helpers/server';
import {
  admin,
  adminConfig,
  balanceOf,
  call,
  fundedMember,
  requestId,
  type TestMember,
} from './helpers/walletCenter';

// The smallest real PNG (1x1): the server checks images by their bytes.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(databases('both'))('reward center, missions and referral on $name', ({ open }) => {
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

  const activities = async (who: TestMember) =>
    (await call(app, { method: 'GET', url: '/wps/rewards/activities', headers: who.headers })).body
      .value as {
      id: string;
      code: string;
      status: string;
      amount?: number;
      application?: { id: string };
    }[];
  const activity = async (who: TestMember, code: string) =>
    (await activities(who)).find((a) => a.code === code)!;
  const act = (who: TestMember, id: string, step: 'join' | 'claim' | 'apply', payload?: object) =>
    call(app, {
      method: 'POST',
      url: `/wps/rewards/activities/${id}/${step}`,
      headers: who.headers,
      ...(payload && { payload }),
    });
  const bet = async (who: TestMember, amount: number) =>
    placeBet(database.db, {
      memberId: who.id,
      currency: 'BRL',
      betId: requestId('bet'),
      vendor: 'PG',
      gameType: 'RNG',
      gameCode: 'fortune-tiger',
      gameName: 'Fortune Tiger',
      amount,
    });

  it('claiming an issued reward credits the bonus once, however often (and concurrently) it is sent', async () => {
    const who = await fundedMember(app, database, 10_000);
    const first = await activity(who, 'firstDeposit');
    expect(first.status).toBe('join');
    expect((await act(who, first.id, 'join')).body.value).toMatchObject({
      status: 'issued',
      amount: 2_000,
    });
    const badge = await call(app, {
      method: 'GET',
      url: '/wps/relay/CSP_unreadCount',
      headers: who.headers,
    });
    expect(badge.body.value.rewardCenter).toBe(1);

    const claims = await Promise.all([
      act(who, first.id, 'claim'),
      act(who, first.id, 'claim'),
      act(who, first.id, 'claim'),
    ]);
    for (const claim of claims)
      expect(claim.body.value).toMatchObject({ status: 'claimed', amount: 2_000 });
    expect((await act(who, first.id, 'claim')).body.value.status).toBe('claimed');
    expect(await balanceOf(app, who)).toBe(12_000);
    const bonuses = await call(app, {
      method: 'GET',
      url: '/wps/records/bonuses',
      headers: who.headers,
    });
    expect(bonuses.body.value.list).toEqual([
      expect.objectContaining({ name: 'First deposit bonus', amount: 2_000 }),
    ]);
    expect(
      (await call(app, { method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: who.headers }))
        .body.value.rewardCenter,
    ).toBe(0);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('refuses an ineligible, unjoined, closed or coming-soon claim with a translated code and pays nothing', async () => {
    const who = await fundedMember(app, database, 1_000);
    const first = await activity(who, 'firstDeposit');
    expect(await act(who, first.id, 'claim')).toMatchObject({
      status: 422,
      body: { code: 'reward_not_eligible' },
    });
    // R$ 10 is below the R$ 50 first deposit the bonus asks for.
    expect((await act(who, first.id, 'join')).body.value).toMatchObject({
      status: 'inProcess',
      progress: { current: 1_000, target: 5_000, unit: 'money' },
    });
    expect(await act(who, first.id, 'claim')).toMatchObject({
      status: 422,
      body: { code: 'reward_not_eligible' },
    });
    const christmas = await activity(who, 'christmasCup');
    const carnival = await activity(who, 'carnival');
    expect([christmas.status, carnival.status]).toEqual(['comingSoon', 'closed']);
    expect(await act(who, christmas.id, 'join')).toMatchObject({
      status: 422,
      body: { code: 'reward_unavailable' },
    });
    expect(await act(who, carnival.id, 'claim')).toMatchObject({
      status: 422,
      body: { code: 'reward_unavailable' },
    });
    const raffle = await activity(who, 'weeklyRaffle');
    expect(await act(who, raffle.id, 'claim')).toMatchObject({
      status: 409,
      body: { code: 'reward_state_conflict' },
    });
    expect(await balanceOf(app, who)).toBe(1_000);
  });

  it('daily check-in needs a bet today; the raffle draws a prize once a week through MCS2_claimRafflePromotion', async () => {
    const who = await fundedMember(app, database, 20_000);
    const checkIn = await activity(who, 'dailyCheckIn');
    expect((await act(who, checkIn.id, 'join')).body.value.status).toBe('inProcess');
    await bet(who, 10_000);
    expect((await act(who, checkIn.id, 'claim')).body.value).toMatchObject({
      status: 'claimed',
      amount: 100,
    });

    const raffle = await activity(who, 'weeklyRaffle');
    await act(who, raffle.id, 'join');
    const draw = () =>
      call(app, {
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        headers: who.headers,
        payload: { activityId: raffle.id },
      });
    const [a, b] = await Promise.all([draw(), draw()]);
    expect(a.body.value.status).toBe('claimed');
    expect(b.body.value.amount).toBe(a.body.value.amount);
    expect(RAFFLE_PRIZES.map((p) => p.amount)).toContain(a.body.value.amount);
    expect(await balanceOf(app, who)).toBe(10_000 + 100 + a.body.value.amount);
    expect(drawRafflePrize('a', 'b', 'W1')).toBe(drawRafflePrize('a', 'b', 'W1'));
  });

  it('validates an application (remark ≤ 140, png/jpg images), then staff approval issues the reward', async () => {
    const who = await fundedMember(app, database, 0);
    const share = await activity(who, 'shareAndWin');
    expect(await act(who, share.id, 'apply', { remark: 'x' })).toMatchObject({
      status: 409,
      body: { code: 'reward_state_conflict' },
    });
    expect((await act(who, share.id, 'join')).body.value.status).toBe('apply');
    expect(await act(who, share.id, 'apply', { remark: 'x'.repeat(141) })).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', fieldErrors: { remark: { rule: 'length', max: 140 } } },
    });
    expect(await act(who, share.id, 'apply', { remark: '   ' })).toMatchObject({
      status: 422,
      body: { fieldErrors: { remark: { rule: 'required' } } },
    });
    const gif = Buffer.from('GIF89a....').toString('base64');
    expect(
      await act(who, share.id, 'apply', {
        remark: 'Shared',
        images: [{ contentType: 'image/png', data: gif }],
      }),
    ).toMatchObject({ status: 422, body: { code: 'invalid_image' } });
    expect((await activity(who, 'shareAndWin')).status).toBe('apply');

    const applied = await act(who, share.id, 'apply', {
      remark: 'Shared on my Instagram story',
      images: [{ contentType: 'image/png', data: PNG }],
    });
    expect(applied.body.value).toMatchObject({
      status: 'applying',
      application: { status: 'applying', remark: 'Shared on my Instagram story' },
    });
    expect(await act(who, share.id, 'apply', { remark: 'again' })).toMatchObject({
      status: 409,
      body: { code: 'reward_state_conflict' },
    });
    expect(await act(who, share.id, 'claim')).toMatchObject({
      status: 422,
      body: { code: 'reward_not_eligible' },
    });

    const id = applied.body.value.application.id as string;
    expect(
      (await call(app, { method: 'POST', url: `/admin/rewards/applications/${id}/approve` }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/admin/rewards/applications/${id}/approve`,
          headers: admin,
        })
      ).body.value,
    ).toEqual({ id, status: 'approved' });
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/admin/rewards/applications/${id}/approve`,
          headers: admin,
        })
      ).body.code,
    ).toBe('reward_state_conflict');
    expect((await activity(who, 'shareAndWin')).status).toBe('issued');
    expect((await act(who, share.id, 'claim')).body.value).toMatchObject({
      status: 'claimed',
      amount: 500,
    });
    expect(await balanceOf(app, who)).toBe(500);
  });

  it('a rejected application says why, and the member may apply again', async () => {
    const who = await fundedMember(app, database, 0);
    const share = await activity(who, 'shareAndWin');
    await act(who, share.id, 'join');
    const id = (await act(who, share.id, 'apply', { remark: 'Posted it' })).body.value.application
      .id;
    await call(app, {
      method: 'POST',
      url: `/admin/rewards/applications/${id}/reject`,
      headers: admin,
      payload: { reason: 'The post is not public' },
    });
    expect(await activity(who, 'shareAndWin')).toMatchObject({
      status: 'rejected',
      application: { status: 'rejected', rejectReason: 'The post is not public' },
    });
    expect(
      (await act(who, share.id, 'apply', { remark: 'Made it public now' })).body.value.status,
    ).toBe('applying');
  });

  it('missions progress with real bets and pay once; the leaderboard ranks by points, then wager, names masked', async () => {
    const top = await fundedMember(app, database, 100_000);
    const second = await fundedMember(app, database, 100_000);
    const third = await fundedMember(app, database, 100_000);
    const summary = async (who: TestMember) =>
      (
        await call(app, {
          method: 'GET',
          url: '/wps/relay/MCSFE_getMissionSummaryDetails',
          headers: who.headers,
        })
      ).body.value;
    const before = await summary(third);
    const wager = before.missions.find((m: { code: string }) => m.code === 'wager500');
    expect(wager).toMatchObject({ kind: 'wager', current: 0, target: 50_000, status: 'inProcess' });
    // The funding deposit completes "deposit once".
    const deposit = before.missions.find((m: { code: string }) => m.code === 'deposit1');
    expect(deposit.status).toBe('completed');

    await bet(top, 1_000);
    await bet(second, 30_000);
    await bet(third, 50_000);
    expect(
      (await summary(third)).missions.find((m: { code: string }) => m.code === 'wager500'),
    ).toMatchObject({ current: 50_000, status: 'completed' });
    const claim = (who: TestMember, id: string) =>
      call(app, { method: 'POST', url: `/wps/missions/${id}/claim`, headers: who.headers });
    expect(await claim(second, wager.id)).toMatchObject({
      status: 422,
      body: { code: 'reward_not_eligible' },
    });
    // top claims "deposit once" (5 points) and ranks first despite the smallest wager.
    const [once] = await Promise.all([claim(top, deposit.id), claim(top, deposit.id)]);
    expect(once.body.value.points).toBe(5);
    expect(await balanceOf(app, top)).toBe(100_000 - 1_000 + 300);

    const board = (
      await call(app, {
        method: 'GET',
        url: '/wps/relay/MCSFE_getMissionLeaderboard',
        headers: second.headers,
      })
    ).body.value;
    const mine = [top, third, second].map((m) => maskName(m.account));
    const ranked = board.entries
      .filter((e: { name: string }) => mine.includes(e.name))
      .map((e: { name: string }) => e.name);
    expect(ranked).toEqual(mine);
    expect(board.entries.find((e: { me: boolean }) => e.me)).toMatchObject({
      name: maskName(second.account),
      wager: 30_000,
    });
    expect(board.me).toMatchObject({ wager: 30_000, points: 0 });
    expect(board.me.rank).toBeGreaterThan(
      board.entries.find((e: { name: string }) => e.name === mine[0]).rank,
    );
    expect(maskName('demo_player')).toBe('de***er');
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('referral: players only (agents and trial refused), merchant flag on; friends who registered with the code, reward per first deposit', async () => {
    const agent = await fundedMember(app, database, 0, { type: MemberType.AGENT });
    expect(
      await call(app, { method: 'GET', url: '/wps/referral', headers: agent.headers }),
    ).toMatchObject({ status: 403, body: { code: 'players_only' } });
    const trial = await fundedMember(app, database, 0, { type: MemberType.TRIAL });
    expect(
      await call(app, { method: 'GET', url: '/wps/referral', headers: trial.headers }),
    ).toMatchObject({ status: 403, body: { code: 'real_account_required' } });
    const bd = await fundedMember(app, database, 0, { merchantCode: 'BD', currency: 'BDT' });
    expect(
      await call(app, { method: 'GET', url: '/wps/referral', headers: bd.headers }),
    ).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });

    const who = await fundedMember(app, database, 0);
    const summary = (await call(app, { method: 'GET', url: '/wps/referral', headers: who.headers }))
      .body.value;
    expect(summary).toMatchObject({ friends: [], earned: 0, claimable: 0, rewardPerFriend: 1_000 });
    expect(summary.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(
      (await call(app, { method: 'GET', url: '/wps/referral', headers: who.headers })).body.value
        .code,
    ).toBe(summary.code);

    const friend = freshUsername();
    const registered = await app.inject(
      registerRequest(registration(friend, { referralCode: summary.code.toLowerCase() })),
    );
    expect(registered.statusCode).toBe(200);
    const listed = (await call(app, { method: 'GET', url: '/wps/referral', headers: who.headers }))
      .body.value;
    expect(listed.friends).toEqual([
      expect.objectContaining({ name: maskName(friend), firstDeposit: false, reward: 'none' }),
    ]);
    expect(
      await call(app, { method: 'POST', url: '/wps/referral/claim', headers: who.headers }),
    ).toMatchObject({ status: 422, body: { code: 'reward_not_eligible' } });

    const friendMember = (await findMemberByAccount(database.db, 'BR', friend))!;
    await depositFromSandbox(database.db, {
      memberId: friendMember.id,
      currency: 'BRL',
      amount: 5_000,
      idempotencyKey: requestId('friend'),
    });
    expect(
      (await call(app, { method: 'GET', url: '/wps/referral', headers: who.headers })).body.value,
    ).toMatchObject({ claimable: 1_000, friends: [{ firstDeposit: true, reward: 'claimable' }] });
    const [paid] = await Promise.all([
      call(app, { method: 'POST', url: '/wps/referral/claim', headers: who.headers }),
      call(app, { method: 'POST', url: '/wps/referral/claim', headers: who.headers }),
    ]);
    expect(paid.body.value).toMatchObject({
      earned: 1_000,
      claimable: 0,
      friends: [{ reward: 'claimed' }],
    });
    expect(await balanceOf(app, who)).toBe(1_000);
  });
});
