// The points mall (issue 17): rates, catalogue, balance, the two enc passwordCheck calls, the exchange
// history and the points details.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createPointMutations, createPointQueries } from '../../src';
import { bearerFromState, createPact, encBody, errorEnvelope, exampleToken, sdkAt } from './pact';
import { iso, money, ok, run, TX } from './walletCenterSdk';

const { eachLike, integer, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
/** The reward the provider state puts in the catalogue under this id (an enc body cannot name a state value). */
const REWARD_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const pointsSdkAt = (url: string, token: string | null = exampleToken) => {
  const sdk = sdkAt(url, token);
  return { ...sdk, points: { ...createPointQueries(sdk.api), ...createPointMutations(sdk) } };
};

const earned = [
  'member {account} with transaction password {password} earned {points} points and may redeem reward {rewardId}',
  { account: 'pact_points', password: TX, points: 500, rewardId: REWARD_ID },
] as const;

const redemption = (status: string) => ({
  referenceNo: string('P20261125ABCDEFGHJK'),
  applyTime: iso(),
  type: 'redeem',
  name: string('10 free spins'),
  quantity: integer(1),
  pointsRequired: integer(100),
  amountRequired: money(0),
  points: integer(100),
  status,
});

describe('points mall rates and catalogue', () => {
  it('reads the merchant’s rates and its rewards without a session', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a points config request')
      .withRequest('GET', '/wps/relay/MCS2_getPointConfig')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            currency: string('BRL'),
            unit: integer(100),
            exchangeRate: integer(100),
            minConvert: integer(100),
            rates: eachLike({ pointType: string('deposit'), points: integer(1) }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url, null);
        expect(await sdk.queryClient.fetchQuery(sdk.points.config())).toMatchObject({
          unit: 100,
          exchangeRate: 100,
        });
      });
    await pact
      .addInteraction()
      .uponReceiving('a points reward catalogue request')
      .withRequest('GET', '/wps/relay/MCS2_getPointReward')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            currency: string('BRL'),
            list: eachLike({
              id: string(REWARD_ID),
              name: string('10 free spins'),
              pointsRequired: integer(50),
              amountRequired: money(0),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url, null);
        const catalogue = await sdk.queryClient.fetchQuery(sdk.points.rewards());
        expect(catalogue.list[0]).toMatchObject({ pointsRequired: 50 });
      });
  });
});

describe('points of a member', () => {
  it('reads the current points, the exchange history and the points details', async () => {
    await pact
      .addInteraction()
      .given(...earned)
      .uponReceiving('a points balance request')
      .withRequest('GET', '/wps/relay/MCS2_getPointBalance', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            points: integer(500),
            heldPoints: integer(0),
            convertibleAmount: money(500),
            currency: string('BRL'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url);
        expect(await sdk.queryClient.fetchQuery(sdk.points.balance())).toMatchObject({
          points: 500,
        });
      });
    await pact
      .addInteraction()
      .given('member {account} redeemed reward {rewardId} and staff approved it', {
        account: 'pact_redeemed',
        rewardId: REWARD_ID,
      })
      .uponReceiving('an exchange history request')
      .withRequest('GET', '/wps/relay/MCS2_getRedeemPointList', (b) =>
        b.headers(auth).query({ pageNo: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            pageNo: 1,
            pageSize: 10,
            total: integer(1),
            totalPages: integer(1),
            list: eachLike(redemption('approved')),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url);
        const page = await sdk.queryClient.fetchQuery(
          sdk.points.redemptions({ pageNo: 1, pageSize: 10 }),
        );
        expect(page.list[0]).toMatchObject({ status: 'approved', type: 'redeem' });
      });
    await pact
      .addInteraction()
      .given('member {account} redeemed reward {rewardId} and staff approved it', {
        account: 'pact_redeemed',
        rewardId: REWARD_ID,
      })
      .uponReceiving('a points details request')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(auth).query({ pageNo: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            pageNo: 1,
            pageSize: 10,
            total: integer(2),
            totalPages: integer(1),
            list: eachLike({
              referenceNo: string('J42'),
              time: iso(),
              type: string('redeem'),
              name: string('10 free spins'),
              changedPoints: integer(-100),
              pointsBalance: integer(400),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url);
        const page = await sdk.queryClient.fetchQuery(
          sdk.points.details({ pageNo: 1, pageSize: 10 }),
        );
        expect(page.list[0]).toMatchObject({ pointsBalance: 400 });
      });
  });
});

describe('POST /wps/relay/passwordCheck/MCS2_redeemPointReward (enc)', () => {
  const ask = {
    rewardId: REWARD_ID,
    quantity: 1,
    transactionPassword: TX,
    requestId: 'pact-redeem-0001',
  };

  it('redeems a reward with the transaction password: in process until staff decide', async () => {
    const sent = await encBody(ask);
    await pact
      .addInteraction()
      .given(...earned)
      .uponReceiving('a points redemption with the right transaction password')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers(auth).jsonBody(sent),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(redemption('in_process'))))
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url);
        expect(await run(sdk.points.redeemReward(), ask)).toMatchObject({
          status: 'in_process',
          points: 100,
        });
      });
  });

  it('names a wrong transaction password', async () => {
    const wrong = { ...ask, transactionPassword: '000000', requestId: 'pact-redeem-0002' };
    const sent = await encBody(wrong);
    await pact
      .addInteraction()
      .given(...earned)
      .uponReceiving('a points redemption with a wrong transaction password')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers(auth).jsonBody(sent),
      )
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('incorrect_password')))
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url);
        await expect(run(sdk.points.redeemReward(), wrong)).rejects.toMatchObject({
          code: 'incorrect_password',
        });
      });
  });
});

describe('POST /wps/relay/passwordCheck/MCS2_convertPoint (enc)', () => {
  it('converts points to balance', async () => {
    const ask = { points: 300, transactionPassword: TX, requestId: 'pact-convert-0001' };
    const sent = await encBody(ask);
    await pact
      .addInteraction()
      .given(...earned)
      .uponReceiving('a points conversion')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', (b) =>
        b.headers(auth).jsonBody(sent),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            referenceNo: string('J42'),
            points: 300,
            amount: money(300),
            currency: string('BRL'),
            pointsBalance: integer(200),
            balance: money(300),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url);
        expect(await run(sdk.points.convertPoints(), ask)).toMatchObject({
          points: 300,
          pointsBalance: 200,
        });
      });
  });

  it('refuses more points than the member has', async () => {
    const ask = { points: 900, transactionPassword: TX, requestId: 'pact-convert-0002' };
    const sent = await encBody(ask);
    await pact
      .addInteraction()
      .given(...earned)
      .uponReceiving('a points conversion of more points than the member has')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', (b) =>
        b.headers(auth).jsonBody(sent),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope('insufficient_points')))
      .executeTest(async (server) => {
        const sdk = pointsSdkAt(server.url);
        await expect(run(sdk.points.convertPoints(), ask)).rejects.toMatchObject({
          code: 'insufficient_points',
        });
      });
  });
});
