// Reward center, mission activity and invite friends (session 3); VIP levels and their level-up bonus (issue 17).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createRewardMutations, createRewardQueries } from '../../src';
import { bearerFromState, createPact, errorEnvelope, exampleToken, sdkAt } from './pact';
import { EXAMPLE_UUID, iso, money, ok, run, statePath, stateValue } from './walletCenterSdk';

const { boolean, eachLike, integer, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };

const rewardsSdkAt = (url: string) => {
  const sdk = sdkAt(url, exampleToken);
  return { ...sdk, rewards: { ...createRewardQueries(sdk.api), ...createRewardMutations(sdk) } };
};

const firstDeposit = [
  'member {account} joined the first deposit bonus after a deposit of {amount}',
  { account: 'pact_rewards', amount: 10_000 },
] as const;
const raffle = [
  'member {account} joined the weekly raffle and bet {wager} this week',
  { account: 'pact_raffle', wager: 20_000 },
] as const;
const share = [
  'member {account} joined the share and win activity',
  { account: 'pact_share' },
] as const;
const referrer = [
  'member {account} invited {friend}, who made a first deposit',
  { account: 'pact_referrer', friend: 'pact_friend' },
] as const;
const depositor = [
  'member {account} deposited {amount} this week, not joined in {activity}',
  { account: 'pact_depositor', amount: 10_000, activity: 'firstDeposit' },
] as const;
const agent = ['agent {account} is logged in', { account: 'pact_agent_ref' }] as const;

/** The period and currency every mission answer starts with. */
const week = { periodStart: iso(), periodEnd: iso(), currency: 'BRL' };

const activity = (status: unknown, extra: Record<string, unknown> = {}) => ({
  id: string(EXAMPLE_UUID),
  code: string('firstDeposit'),
  kind: string('firstDeposit'),
  promotionType: string('deposit'),
  status,
  requiresApplication: boolean(false),
  rewardAmount: money(2_000),
  minAmount: money(5_000),
  currency: 'BRL',
  startsAt: iso(),
  ...extra,
});

describe('reward center', () => {
  it('lists activities with the member status, and claims an issued reward', async () => {
    await pact
      .addInteraction()
      .given(...firstDeposit)
      .uponReceiving('a reward center request')
      .withRequest('GET', '/wps/rewards/activities', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok(eachLike(activity(string('issued'))))))
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect((await sdk.queryClient.fetchQuery(sdk.rewards.activities()))[0]).toMatchObject({
          currency: 'BRL',
        });
      });
    await pact
      .addInteraction()
      .given(...firstDeposit)
      .uponReceiving('a claim of an issued reward')
      .withRequest(
        'POST',
        statePath(
          '/wps/rewards/activities/${activityId}/claim',
          `/wps/rewards/activities/${EXAMPLE_UUID}/claim`,
        ),
        (b) => b.headers(auth),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok(activity('claimed', { amount: money(2_000), claimedAt: iso() }))),
      )
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect(await run(sdk.rewards.claimActivity(), EXAMPLE_UUID)).toMatchObject({
          status: 'claimed',
          amount: 2_000,
        });
      });
  });

  it('joins an activity: its requirement already met, the reward is issued', async () => {
    await pact
      .addInteraction()
      .given(...depositor)
      .uponReceiving('joining an activity')
      .withRequest(
        'POST',
        statePath(
          '/wps/rewards/activities/${activityId}/join',
          `/wps/rewards/activities/${EXAMPLE_UUID}/join`,
        ),
        (b) => b.headers(auth),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(activity('issued', { amount: money(2_000) }))))
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect(await run(sdk.rewards.joinActivity(), EXAMPLE_UUID)).toMatchObject({
          status: 'issued',
        });
      });
  });

  it('refuses an application whose remark is longer than 140 characters', async () => {
    const body = { remark: 'x'.repeat(141) };
    await pact
      .addInteraction()
      .given(...share)
      .uponReceiving('an activity application with a too long remark')
      .withRequest(
        'POST',
        statePath(
          '/wps/rewards/activities/${activityId}/apply',
          `/wps/rewards/activities/${EXAMPLE_UUID}/apply`,
        ),
        (b) => b.headers(auth).jsonBody(body),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody({
          ...errorEnvelope('validation_failed'),
          fieldErrors: { remark: { rule: 'length', min: 1, max: 140 } },
        }),
      )
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        await expect(
          run(sdk.rewards.applyForActivity(), { activityId: EXAMPLE_UUID, ...body }),
        ).rejects.toMatchObject({ fieldErrors: { remark: { rule: 'length' } } });
      });
  });

  it('draws the raffle prize through MCS2_claimRafflePromotion', async () => {
    await pact
      .addInteraction()
      .given(...raffle)
      .uponReceiving('a raffle claim')
      .withRequest('POST', '/wps/relay/MCS2_claimRafflePromotion', (b) =>
        b.headers(auth).jsonBody({ activityId: stateValue('activityId', EXAMPLE_UUID) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok(
            activity('claimed', {
              code: string('weeklyRaffle'),
              kind: 'raffle',
              amount: money(500),
              claimedAt: iso(),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect(await run(sdk.rewards.claimRaffle(), EXAMPLE_UUID)).toMatchObject({
          kind: 'raffle',
          status: 'claimed',
        });
      });
  });
});

describe('mission activity', () => {
  it('reads the missions and the leaderboard', async () => {
    const mission = {
      id: string(EXAMPLE_UUID),
      code: string('bet30'),
      kind: string('betCount'),
      target: integer(30),
      current: integer(0),
      rewardAmount: money(500),
      points: integer(10),
      status: string('inProcess'),
    };
    await pact
      .addInteraction()
      .given(...firstDeposit)
      .uponReceiving('a mission summary request')
      .withRequest('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            ...week,
            points: integer(0),
            missions: eachLike(mission),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect(
          (await sdk.queryClient.fetchQuery(sdk.rewards.missions())).missions.length,
        ).toBeGreaterThan(0);
      });
    await pact
      .addInteraction()
      .given(...raffle)
      .uponReceiving('a mission leaderboard request')
      .withRequest('GET', '/wps/relay/MCSFE_getMissionLeaderboard', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            ...week,
            entries: eachLike({
              rank: integer(1),
              name: string('pa***le'),
              points: integer(0),
              wager: money(20_000),
              me: boolean(true),
            }),
            me: { rank: integer(1), points: integer(0), wager: money(20_000) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect((await sdk.queryClient.fetchQuery(sdk.rewards.leaderboard())).me.rank).toBe(1);
      });
  });
});

describe('mission claim', () => {
  it('pays a completed mission once and answers the missions', async () => {
    await pact
      .addInteraction()
      .given(...depositor)
      .uponReceiving('a claim of a completed mission')
      .withRequest(
        'POST',
        statePath('/wps/missions/${missionId}/claim', `/wps/missions/${EXAMPLE_UUID}/claim`),
        (b) => b.headers(auth),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            ...week,
            points: integer(5),
            missions: eachLike({
              id: string(EXAMPLE_UUID),
              code: string('deposit1'),
              kind: string('depositCount'),
              target: integer(1),
              current: integer(1),
              rewardAmount: money(300),
              points: integer(5),
              status: string('claimed'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect((await run(sdk.rewards.claimMission(), EXAMPLE_UUID)).points).toBe(5);
      });
  });
});

describe('invite friends', () => {
  it('shows the code and friends, claims the reward; agents are refused', async () => {
    const friend = {
      name: string('pa***nd'),
      registeredAt: iso(),
      firstDeposit: true,
      reward: string('claimable'),
    };
    const summary = (earned: number, claimable: unknown, reward: unknown) =>
      ok({
        code: string('ABCD2345'),
        currency: 'BRL',
        rewardPerFriend: money(1_000),
        earned: money(earned),
        claimable,
        friends: eachLike({ ...friend, reward }),
      });
    await pact
      .addInteraction()
      .given(...referrer)
      .uponReceiving('a referral request')
      .withRequest('GET', '/wps/referral', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(summary(0, money(1_000), friend.reward)))
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect((await sdk.queryClient.fetchQuery(sdk.rewards.referral())).friends[0]).toMatchObject(
          { firstDeposit: true },
        );
      });
    await pact
      .addInteraction()
      .given(...referrer)
      .uponReceiving('a referral reward claim')
      .withRequest('POST', '/wps/referral/claim', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(summary(1_000, 0, 'claimed')))
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect(await run(sdk.rewards.claimReferralRewards(), undefined)).toMatchObject({
          claimable: 0,
        });
      });
    await pact
      .addInteraction()
      .given(...agent)
      .uponReceiving('a referral request from an agent')
      .withRequest('GET', '/wps/referral', (b) => b.headers(auth))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('players_only')))
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        await expect(sdk.queryClient.fetchQuery(sdk.rewards.referral())).rejects.toMatchObject({
          code: 'players_only',
        });
      });
  });
});

const bronze = [
  'member {account} deposited {deposits} and bet {validBets}, reaching VIP level 1',
  { account: 'pact_vip', deposits: 10_000, validBets: 20_000 },
] as const;

describe('VIP', () => {
  it("shows the merchant's levels with the member's progress, and claims the level-up bonus once reached", async () => {
    await pact
      .addInteraction()
      .given(...bronze)
      .uponReceiving('a VIP status request')
      .withRequest('GET', '/wps/member/vip', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            currency: 'BRL',
            level: integer(1),
            nextLevel: integer(2),
            deposits: money(10_000),
            validBets: money(20_000),
            levels: eachLike({
              level: integer(1),
              name: string('Bronze'),
              depositThreshold: money(10_000),
              validBetThreshold: money(20_000),
              bonus: money(1_000),
              activityId: string(EXAMPLE_UUID),
              bonusStatus: string('claimable'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        const status = await sdk.queryClient.fetchQuery(sdk.rewards.vip());
        expect(status).toMatchObject({ level: 1, nextLevel: 2, deposits: 10_000 });
        expect(status.levels[0]).toMatchObject({ name: 'Bronze', bonusStatus: 'claimable' });
      });
    await pact
      .addInteraction()
      .given(...bronze)
      .uponReceiving('a claim of a VIP level-up bonus')
      .withRequest(
        'POST',
        statePath(
          '/wps/rewards/activities/${activityId}/claim',
          `/wps/rewards/activities/${EXAMPLE_UUID}/claim`,
        ),
        (b) => b.headers(auth),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok(
            activity('claimed', {
              code: string('vipLevel1'),
              kind: 'vipLevelUp',
              promotionType: string('other'),
              rewardAmount: money(1_000),
              minAmount: money(0),
              amount: money(1_000),
              claimedAt: iso(),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = rewardsSdkAt(server.url);
        expect(await run(sdk.rewards.claimActivity(), EXAMPLE_UUID)).toMatchObject({
          kind: 'vipLevelUp',
          status: 'claimed',
          amount: 1_000,
        });
      });
  });
});
