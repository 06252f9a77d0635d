// The points mall (issue 17): points earned in the transaction of a settled bet or a paid deposit,
// redeemed and converted with the transaction password, each change a ledger entry that a retry repeats
// without moving anything, on PGlite and PostgreSQL.
import { CompactEncrypt, importJWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { MemberType } from '../src/modules/member/memberTypes';
import { placeBet, rollbackBet, settleBet } from '../src/modules/records/rounds';
import { pointsOf } from '../src/modules/points/ledger';
import { seedPoints } from '../src/seed/points';
import { databases, postgresDatabase } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { testServer } from './helpers/server';
import {
  admin,
  adminConfig,
  balanceOf,
  call,
  fundedMember,
  requestId,
  TX_PASSWORD,
  type TestMember,
} from './helpers/walletCenter';

let betSequence = 0;

async function encrypt(jwk: Record<string, string>, body: unknown): Promise<string> {
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
}

describe.each(databases('both'))('points mall on $name', ({ open }) => {
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

  /** A settled round of `amount` in a game of `gameType` (valid bet = amount). */
  const settledBet = async (who: TestMember, gameType: string, amount: number, win = 0) => {
    const betId = `points-test-${process.pid}-${++betSequence}`;
    await placeBet(database.db, {
      memberId: who.id,
      currency: 'BRL',
      betId,
      vendor: 'PG',
      gameType,
      gameCode: 'g',
      gameName: `Game ${gameType}`,
      amount,
    });
    await settleBet(database.db, betId, win);
    return betId;
  };
  const points = async (who: TestMember) =>
    (
      await call(app, {
        method: 'GET',
        url: '/wps/relay/MCS2_getPointBalance',
        headers: who.headers,
      })
    ).body.value;
  const details = async (who: TestMember, query = '') =>
    (
      await call(app, {
        method: 'GET',
        url: `/wps/relay/ODSFE2_MemTransDet${query}`,
        headers: who.headers,
      })
    ).body.value;
  const redeem = (who: TestMember, body: Record<string, unknown>) =>
    call(app, {
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      headers: who.headers,
      payload: {
        quantity: 1,
        transactionPassword: TX_PASSWORD,
        requestId: requestId('redeem'),
        ...body,
      },
    });
  const convert = (who: TestMember, body: Record<string, unknown>) =>
    call(app, {
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_convertPoint',
      headers: who.headers,
      payload: { transactionPassword: TX_PASSWORD, requestId: requestId('convert'), ...body },
    });
  const rewards = async () =>
    (
      await call(app, {
        method: 'GET',
        url: '/wps/relay/MCS2_getPointReward',
        headers: { 'x-merchant-code': 'BR' },
      })
    ).body.value.list as {
      id: string;
      name: string;
      pointsRequired: number;
      amountRequired: number;
    }[];

  it('anyone reads the rates and the catalogue of the merchant, in their language', async () => {
    const config = await call(app, {
      method: 'GET',
      url: '/wps/relay/MCS2_getPointConfig',
      headers: { 'x-merchant-code': 'MX' },
    });
    expect(config.body.value).toMatchObject({
      currency: 'MXN',
      unit: 400,
      exchangeRate: 100,
      minConvert: 100,
    });
    expect(config.body.value.rates).toContainEqual({ pointType: 'sports', points: 2 });
    const pt = await call(app, {
      method: 'GET',
      url: '/wps/relay/MCS2_getPointReward',
      headers: { 'x-merchant-code': 'BR', 'accept-language': 'pt' },
    });
    expect(pt.body.value.list[0]).toMatchObject({
      name: '10 giros grátis',
      pointsRequired: 50,
      amountRequired: 0,
    });
    expect((await rewards())[0]!.name).toBe('10 free spins');
  });

  it('a settled bet earns its game type’s points once; a retried settlement or a rollback earns nothing', async () => {
    const who = await fundedMember(app, database, 100_000);
    const betId = await settledBet(who, 'SPORTS', 1_050); // 10.50 at 2 points per 1.00 -> 21
    await settleBet(database.db, betId, 5_000); // a retried settlement
    await settledBet(who, 'FISH', 999); // 9.99 at 1 point per 1.00 -> 9 (rng)
    const cancelled = `points-test-${process.pid}-${++betSequence}`;
    await placeBet(database.db, {
      memberId: who.id,
      currency: 'BRL',
      betId: cancelled,
      vendor: 'PG',
      gameType: 'LIVE',
      gameCode: 'g',
      gameName: 'Live',
      amount: 10_000,
    });
    await rollbackBet(database.db, cancelled);
    expect(await points(who)).toMatchObject({
      points: 30,
      heldPoints: 0,
      convertibleAmount: 30,
      currency: 'BRL',
    });
    const list = (await details(who)).list;
    expect(
      list.map(
        (d: { type: string; changedPoints: number; pointsBalance: number; name: string }) => [
          d.type,
          d.changedPoints,
          d.pointsBalance,
          d.name,
        ],
      ),
    ).toEqual([
      ['rng', 9, 30, 'Game FISH'],
      ['sports', 21, 21, 'Game SPORTS'],
    ]);
    expect((await details(who, '?pointType=sports')).total).toBe(1);
  });

  it('a paid deposit earns deposit points in its settlement; settling it again earns nothing', async () => {
    const who = await fundedMember(app, database, 0);
    const order = await call(app, {
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: who.headers,
      payload: { methodCode: 'PIX', amount: 12_345, requestId: requestId('dep') },
    });
    const orderNo = order.body.value.orderNo as string;
    const settle = () =>
      call(app, {
        method: 'POST',
        url: `/admin/deposits/${orderNo}/settle`,
        headers: admin,
        payload: { outcome: 'paid' },
      });
    expect((await settle()).status).toBe(200);
    expect((await settle()).status).toBe(200);
    expect((await points(who)).points).toBe(123);
    expect((await details(who)).list[0]).toMatchObject({
      type: 'deposit',
      name: 'Pix',
      changedPoints: 123,
      pointsBalance: 123,
    });
  });

  it('a redemption holds its points until staff approve (spent) or reject (returned, with the reason)', async () => {
    const who = await fundedMember(app, database, 100_000);
    await settledBet(who, 'RNG', 20_000); // 200 points
    const [spins, voucher, , phone] = await rewards();
    expect(await redeem(who, { rewardId: spins!.id, transactionPassword: '000000' })).toMatchObject(
      { status: 403, body: { code: 'incorrect_password' } },
    );
    expect(await redeem(who, { rewardId: phone!.id })).toMatchObject({
      status: 422,
      body: { code: 'reward_not_eligible' },
    });
    expect(await redeem(who, { rewardId: spins!.id, quantity: 5 })).toMatchObject({
      status: 422,
      body: { code: 'insufficient_points' },
    });
    expect(voucher!.amountRequired).toBe(10_000);

    const id = requestId('redeem');
    const first = await redeem(who, { rewardId: spins!.id, quantity: 2, requestId: id });
    expect(first.body.value).toMatchObject({
      type: 'redeem',
      name: '10 free spins',
      quantity: 2,
      pointsRequired: 50,
      points: 100,
      status: 'in_process',
    });
    const again = await redeem(who, { rewardId: spins!.id, quantity: 2, requestId: id });
    expect(again.body.value.referenceNo).toBe(first.body.value.referenceNo);
    expect(await redeem(who, { rewardId: spins!.id, quantity: 1, requestId: id })).toMatchObject({
      status: 409,
      body: { code: 'idempotency_conflict' },
    });
    expect(await points(who)).toMatchObject({ points: 100, heldPoints: 100 });

    const second = (await redeem(who, { rewardId: spins!.id })).body.value;
    const approve = (ref: string) =>
      call(app, {
        method: 'POST',
        url: `/admin/points/redemptions/${ref}/approve`,
        headers: admin,
      });
    const reject = (ref: string) =>
      call(app, {
        method: 'POST',
        url: `/admin/points/redemptions/${ref}/reject`,
        headers: admin,
        payload: { reason: 'Out of stock' },
      });
    expect((await approve(first.body.value.referenceNo)).body.value).toMatchObject({
      status: 'approved',
    });
    expect((await approve(first.body.value.referenceNo)).body.value).toMatchObject({
      status: 'approved',
    });
    expect(await reject(first.body.value.referenceNo)).toMatchObject({
      status: 409,
      body: { code: 'order_state_conflict' },
    });
    expect((await reject(second.referenceNo)).body.value).toMatchObject({
      status: 'rejected',
      remark: 'Out of stock',
    });
    expect(await points(who)).toMatchObject({ points: 100, heldPoints: 0 });

    const history = (
      await call(app, {
        method: 'GET',
        url: '/wps/relay/MCS2_getRedeemPointList',
        headers: who.headers,
      })
    ).body.value;
    expect(history.list.map((r: { status: string }) => r.status)).toEqual(['rejected', 'approved']);
    const rejected = (
      await call(app, {
        method: 'GET',
        url: '/wps/relay/MCS2_getRedeemPointList?status=rejected',
        headers: who.headers,
      })
    ).body.value;
    expect(rejected.total).toBe(1);
    const changes = (await details(who)).list.map(
      (d: { type: string; changedPoints: number; pointsBalance: number; remark?: string }) => [
        d.type,
        d.changedPoints,
        d.pointsBalance,
        d.remark,
      ],
    );
    expect(changes).toEqual([
      ['redeem', 50, 100, 'Out of stock'],
      ['redeem', -50, 50, undefined],
      ['redeem', -100, 100, undefined],
      ['rng', 200, 200, undefined],
    ]);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('converting pays the points’ worth into the balance once, however often it is sent', async () => {
    const who = await fundedMember(app, database, 60_000);
    await settledBet(who, 'RNG', 50_000); // 500 points
    expect(await points(who)).toMatchObject({ points: 500 });
    expect(await convert(who, { points: 99 })).toMatchObject({
      status: 422,
      body: { code: 'amount_out_of_range' },
    });
    expect(await convert(who, { points: 600 })).toMatchObject({
      status: 422,
      body: { code: 'insufficient_points' },
    });
    const before = await balanceOf(app, who);
    const id = requestId('convert');
    const done = await convert(who, { points: 300, requestId: id });
    expect(done.body.value).toMatchObject({
      points: 300,
      amount: 300,
      currency: 'BRL',
      pointsBalance: 200,
      balance: before + 300,
    });
    expect((await convert(who, { points: 300, requestId: id })).body.value).toMatchObject({
      pointsBalance: 200,
      balance: before + 300,
    });
    expect(await convert(who, { points: 200, requestId: id })).toMatchObject({
      status: 409,
      body: { code: 'idempotency_conflict' },
    });
    expect(await balanceOf(app, who)).toBe(before + 300);
    expect((await details(who)).list[0]).toMatchObject({
      type: 'convert',
      changedPoints: -300,
      pointsBalance: 200,
      amount: 300,
    });
    const record = await call(app, {
      method: 'GET',
      url: '/wps/records/transactions?type=points_conversion',
      headers: who.headers,
    });
    expect(record.body.value.list).toMatchObject([
      { type: 'points_conversion', amount: 300, name: 'Points conversion' },
    ]);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('the password-checked calls take the enc body; a trial member sees points but may not spend them', async () => {
    const who = await fundedMember(app, database, 60_000);
    await settledBet(who, 'LIVE', 20_000);
    const jwk = (await call(app, { method: 'GET', url: '/wps/system/publicKey' })).body.value;
    const enc = await encrypt(jwk, {
      points: 100,
      transactionPassword: TX_PASSWORD,
      requestId: requestId('enc'),
    });
    const sealed = await call(app, {
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_convertPoint',
      headers: who.headers,
      payload: { enc },
    });
    expect(sealed.body.value).toMatchObject({ points: 100, amount: 100, pointsBalance: 100 });

    const trial = await fundedMember(app, database, 0, { type: MemberType.TRIAL });
    expect((await points(trial)).points).toBe(0);
    expect(await convert(trial, { points: 100 })).toMatchObject({
      status: 403,
      body: { code: 'real_account_required' },
    });
    expect(await redeem(trial, { rewardId: (await rewards())[0]!.id })).toMatchObject({
      status: 403,
      body: { code: 'real_account_required' },
    });
    expect(
      (await call(app, { method: 'GET', url: '/wps/relay/MCS2_getPointBalance' })).status,
    ).toBe(401);
  });
});

describe('the points demo seed', () => {
  it('leaves a database seeded before the points mall alone: demo_player without points redeems nothing', async () => {
    const database = await databases()[0]!.open();
    try {
      const app = await testServer(database);
      const player = await fundedMember(app, database, 0, { account: 'demo_player' });
      await seedPoints(database.db);
      expect(await pointsOf(database.db, player.id)).toEqual({ points: 0, held: 0 });
      await app.close();
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!postgresDatabase())('points under concurrent requests on PostgreSQL', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await postgresDatabase()!.open();
    app = await testServer(database, { config: adminConfig });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('racing retries of one conversion move once; racing redemptions never take points below zero', async () => {
    const who = await fundedMember(app, database, 100_000);
    const betId = `points-race-${process.pid}`;
    await placeBet(database.db, {
      memberId: who.id,
      currency: 'BRL',
      betId,
      vendor: 'PG',
      gameType: 'RNG',
      gameCode: 'g',
      gameName: 'Race',
      amount: 50_000,
    });
    await Promise.all(Array.from({ length: 4 }, () => settleBet(database.db, betId, 0)));
    const balance = async () =>
      (
        await call(app, {
          method: 'GET',
          url: '/wps/relay/MCS2_getPointBalance',
          headers: who.headers,
        })
      ).body.value;
    expect((await balance()).points).toBe(500);

    const id = requestId('race');
    const converts = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(app, {
          method: 'POST',
          url: '/wps/relay/passwordCheck/MCS2_convertPoint',
          headers: who.headers,
          payload: { points: 200, transactionPassword: TX_PASSWORD, requestId: id },
        }),
      ),
    );
    expect(converts.map((c) => c.status)).toEqual(Array(6).fill(200));
    expect((await balance()).points).toBe(300);

    const rewardId = (await call(app, { method: 'GET', url: '/wps/relay/MCS2_getPointReward' }))
      .body.value.list[0].id;
    const redeems = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(app, {
          method: 'POST',
          url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
          headers: who.headers,
          payload: {
            rewardId,
            quantity: 1,
            transactionPassword: TX_PASSWORD,
            requestId: requestId('race-redeem'),
          },
        }),
      ),
    );
    expect(redeems.filter((r) => r.status === 200)).toHaveLength(6);
    expect(
      redeems.filter((r) => r.status === 422).every((r) => r.body.code === 'insufficient_points'),
    ).toBe(true);
    expect(await balance()).toMatchObject({ points: 0, heldPoints: 300 });
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });
});
