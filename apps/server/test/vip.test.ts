import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { MemberType } from '../src/modules/member/memberTypes';
import { vipLevels } from '../src/modules/vip/tables';
import { LADDER_MAX_AGE_MS } from '../src/modules/vip/service';
import { depositFromSandbox } from '../src/modules/wallet/service';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { testServer } from './helpers/server';
import {
  adminConfig,
  balanceOf,
  call,
  fundedMember,
  playRound,
  requestId,
  type TestMember,
} from './helpers/walletCenter';

// Brazil's seeded ladder (centavos): Bronze needs R$ 100 deposited and R$ 200 bet, and pays R$ 10.
const BRONZE = { deposit: 10_000, validBet: 20_000, bonus: 1_000 };

describe.each(databases('both'))('VIP levels on $name', ({ open }) => {
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

  const vip = async (who: TestMember) =>
    (await call(app, { method: 'GET', url: '/wps/member/vip', headers: who.headers })).body
      .value as {
      currency: string;
      level: number;
      nextLevel?: number;
      deposits: number;
      validBets: number;
      levels: {
        level: number;
        name: string;
        depositThreshold: number;
        validBetThreshold: number;
        bonus: number;
        activityId: string;
        bonusStatus: string;
        reachedAt?: string;
      }[];
    };
  const info = async (who: TestMember) =>
    (await call(app, { method: 'GET', url: '/wps/member/info', headers: who.headers })).body.value;
  const deposit = (who: TestMember, amount: number) =>
    depositFromSandbox(database.db, {
      memberId: who.id,
      currency: 'BRL',
      amount,
      idempotencyKey: requestId('deposit'),
    });
  /** Settled bets of at most R$ 50 each, won back evenly: the balance stays, the valid bets grow. */
  const bet = async (who: TestMember, amount: number, settle = true) => {
    for (let left = amount; left > 0; left -= 5_000) {
      const stake = Math.min(left, 5_000);
      await playRound(database, who.id, stake, settle ? stake : null);
    }
  };
  const claim = (who: TestMember, activityId: string) =>
    call(app, {
      method: 'POST',
      url: `/wps/rewards/activities/${activityId}/claim`,
      headers: who.headers,
    });

  it('a deposit alone does not reach a level; deposits and settled valid bets together do', async () => {
    const who = await fundedMember(app, database, 50_000);
    expect(await info(who)).toMatchObject({ hasVip: false, vipRankLevel: 0 });
    expect((await info(who)).vipLabelName).toBeUndefined();
    let status = await vip(who);
    expect(status).toMatchObject({
      currency: 'BRL',
      level: 0,
      nextLevel: 1,
      deposits: 50_000,
      validBets: 0,
    });
    expect(status.levels.map((l) => l.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(status.levels[0]).toMatchObject({
      depositThreshold: BRONZE.deposit,
      validBetThreshold: BRONZE.validBet,
      bonus: BRONZE.bonus,
      bonusStatus: 'locked',
    });

    // An unsettled bet is not a valid bet yet.
    await bet(who, BRONZE.validBet, false);
    expect((await vip(who)).level).toBe(0);
    await bet(who, BRONZE.validBet - 1);
    expect((await vip(who)).level).toBe(0);
    await bet(who, 1);
    status = await vip(who);
    expect(status).toMatchObject({ level: 1, nextLevel: 2, validBets: BRONZE.validBet });
    expect(status.levels[0]).toMatchObject({
      bonusStatus: 'claimable',
      reachedAt: expect.any(String),
    });
    expect(status.levels[1]!.bonusStatus).toBe('locked');
    expect(await info(who)).toMatchObject({
      hasVip: true,
      vipRankLevel: 1,
      vipLabelName: 'Bronze',
    });
  });

  it('valid bets alone do not reach a level either', async () => {
    const who = await fundedMember(app, database, BRONZE.deposit - 1);
    await bet(who, 60_000);
    expect((await vip(who)).level).toBe(0);
    await deposit(who, 50_000);
    await bet(who, 40_000);
    expect((await vip(who)).level).toBe(1);
  });

  it('the level-up bonus is a reward-center activity paid once under 8 parallel claims', async () => {
    const who = await fundedMember(app, database, BRONZE.deposit);
    await bet(who, BRONZE.validBet);
    const bronze = (await vip(who)).levels[0]!;
    const before = await balanceOf(app, who);
    const center = (
      await call(app, { method: 'GET', url: '/wps/rewards/activities', headers: who.headers })
    ).body.value as { id: string; kind: string; status: string; amount?: number }[];
    expect(center.find((a) => a.id === bronze.activityId)).toMatchObject({
      kind: 'vipLevelUp',
      status: 'issued',
      amount: BRONZE.bonus,
    });

    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claim(who, bronze.activityId)),
    );
    for (const c of claims)
      expect(c.body.value).toMatchObject({ status: 'claimed', amount: BRONZE.bonus });
    expect((await claim(who, bronze.activityId)).body.value.status).toBe('claimed');
    expect(await balanceOf(app, who)).toBe(before + BRONZE.bonus);
    expect((await vip(who)).levels[0]!.bonusStatus).toBe('claimed');
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('a level not reached is refused with a translated code and pays nothing', async () => {
    const who = await fundedMember(app, database, BRONZE.deposit);
    const silver = (await vip(who)).levels[1]!;
    expect(await claim(who, silver.activityId)).toMatchObject({
      status: 422,
      body: { code: 'reward_not_eligible' },
    });
    expect(await balanceOf(app, who)).toBe(BRONZE.deposit);
  });

  it('reaching a higher level reaches those below, each bonus claimable once', async () => {
    const who = await fundedMember(app, database, 50_000);
    await bet(who, 150_000);
    const status = await vip(who);
    expect(status.level).toBe(2);
    expect(status.levels.slice(0, 3).map((l) => l.bonusStatus)).toEqual([
      'claimable',
      'claimable',
      'locked',
    ]);
  });

  it('a reached level is kept when the merchant raises its thresholds', async () => {
    const who = await fundedMember(app, database, BRONZE.deposit);
    await bet(who, BRONZE.validBet);
    expect((await vip(who)).level).toBe(1);
    const bronze = and(eq(vipLevels.merchantCode, 'BR'), eq(vipLevels.level, 1));
    await database.db.update(vipLevels).set({ depositThreshold: 10_000_000 }).where(bronze);
    // The ladder is read from memory for up to LADDER_MAX_AGE_MS: an operator's change shows within it.
    const ladderRead = () => new Promise((resolve) => setTimeout(resolve, LADDER_MAX_AGE_MS + 50));
    await ladderRead();
    try {
      expect((await vip(who)).level).toBe(1);
      expect(await info(who)).toMatchObject({ hasVip: true, vipRankLevel: 1 });
      const newcomer = await fundedMember(app, database, BRONZE.deposit);
      await bet(newcomer, BRONZE.validBet);
      expect((await vip(newcomer)).level).toBe(0);
    } finally {
      await database.db.update(vipLevels).set({ depositThreshold: BRONZE.deposit }).where(bronze);
      await ladderRead();
    }
  });

  it("each merchant's ladder is in its own currency; trial members are refused", async () => {
    const mx = await fundedMember(app, database, 0, { merchantCode: 'MX', currency: 'MXN' });
    const status = await vip(mx);
    expect(status).toMatchObject({ currency: 'MXN', level: 0 });
    expect(status.levels[0]).toMatchObject({
      depositThreshold: 40_000,
      validBetThreshold: 80_000,
      bonus: 4_000,
    });
    const trial = await fundedMember(app, database, 0, { type: MemberType.TRIAL });
    expect(
      await call(app, { method: 'GET', url: '/wps/member/vip', headers: trial.headers }),
    ).toMatchObject({ status: 403, body: { code: 'real_account_required' } });
  });
});
