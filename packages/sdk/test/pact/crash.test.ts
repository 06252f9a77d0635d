// The in-house crash games (issue 14): a game's state, a bet in the betting window, a cash-out while the
// round runs, and the member's bets.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createCrashMutations, createCrashQueries } from '../../src';
import { bearerFromState, createPact, errorEnvelope, exampleToken, sdkAt } from './pact';
import { EXAMPLE_UUID, iso, money, ok, run } from './walletCenterSdk';

const { eachLike, integer, regex, string, uuid } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const NODE = 'INHOUSE-CRASH-0001';
const HASH = 'a'.repeat(64);
const hash = () => regex('^[0-9a-f]{64}$', HASH);

const crashSdkAt = (url: string) => {
  const sdk = sdkAt(url, exampleToken);
  return { ...sdk, crash: { ...createCrashQueries(sdk.api), ...createCrashMutations(sdk) } };
};
const state = (name: string) =>
  [name, { account: 'pact_crash', nodeId: NODE }] as const;

const myBet = (status: string) => ({
  betId: uuid(EXAMPLE_UUID),
  roundNo: integer(1),
  name: string('pa***h'),
  amount: money(1000),
  currency: string('BRL'),
  status,
  cashout: status === 'won' ? integer(112) : null,
  payout: money(status === 'won' ? 1120 : 0),
  autoCashout: null,
  placedAt: iso(),
  crashPoint: null,
});

describe('crash games', () => {
  it('reads a game as it stands, with its rules and last rounds', async () => {
    await pact
      .addInteraction()
      .given(...state('member {account} watches crash game {nodeId} after an ended round'))
      .uponReceiving('a crash game state request')
      .withRequest('GET', '/wps/relay/CRASH_getState', (b) => b.headers(auth).query({ nodeId: NODE }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            nodeId: NODE,
            displayName: string('Rocket Crash'),
            currency: string('BRL'),
            houseEdgePercent: integer(1),
            rtpPercent: integer(99),
            growthPerMs: MatchersV3.decimal(0.00006),
            bettingMs: integer(6000),
            minBet: money(100),
            maxBet: money(1000000),
            minAutoCashout: integer(101),
            maxAutoCashout: integer(100000),
            terminalHash: hash(),
            round: {
              roundNo: integer(1),
              status: string('ended'),
              bettingEndsAt: iso(),
              startedAt: iso(),
              endedAt: iso(),
              crashPoint: integer(150),
              hash: hash(),
            },
            bets: [],
            history: eachLike({ roundNo: integer(1), crashPoint: integer(150), hash: hash(), previousHash: hash() }),
            serverTime: iso(),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = crashSdkAt(server.url);
        const value = await sdk.queryClient.fetchQuery(sdk.crash.state(NODE));
        expect(value.history[0]).toMatchObject({ roundNo: 1 });
        expect(value.houseEdgePercent).toBe(1);
      });
  });

  it('bets in the betting window and refuses a bet after it', async () => {
    await pact
      .addInteraction()
      .given(...state('member {account} may bet on crash game {nodeId} in its betting window'))
      .uponReceiving('a crash bet in the betting window')
      .withRequest('POST', '/wps/relay/CRASH_placeBet', (b) =>
        b.headers(auth).jsonBody({ nodeId: NODE, amount: 1000, autoCashout: null }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(myBet('open'))))
      .executeTest(async (server) => {
        const sdk = crashSdkAt(server.url);
        expect(await run(sdk.crash.placeBet(), { nodeId: NODE, amount: 1000, autoCashout: null })).toMatchObject({
          status: 'open',
          amount: 1000,
        });
      });
    await pact
      .addInteraction()
      .given(...state('member {account} has a bet in the running round of crash game {nodeId}'))
      .uponReceiving('a crash bet after the betting window')
      .withRequest('POST', '/wps/relay/CRASH_placeBet', (b) =>
        b.headers(auth).jsonBody({ nodeId: NODE, amount: 1000, autoCashout: null }),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope('crash_betting_closed')))
      .executeTest(async (server) => {
        const sdk = crashSdkAt(server.url);
        await expect(run(sdk.crash.placeBet(), { nodeId: NODE, amount: 1000, autoCashout: null })).rejects.toMatchObject({
          code: 'crash_betting_closed',
        });
      });
  });

  it('cashes out while the round runs and lists the member’s bets', async () => {
    await pact
      .addInteraction()
      .given(...state('member {account} has a bet in the running round of crash game {nodeId}'))
      .uponReceiving('a crash cash-out while the round runs')
      .withRequest('POST', '/wps/relay/CRASH_cashOut', (b) => b.headers(auth).jsonBody({ nodeId: NODE }))
      .willRespondWith(200, (b) => b.jsonBody(ok(myBet('won'))))
      .executeTest(async (server) => {
        const sdk = crashSdkAt(server.url);
        expect(await run(sdk.crash.cashOut(), { nodeId: NODE })).toMatchObject({ status: 'won' });
      });
    await pact
      .addInteraction()
      .given(...state('member {account} has a bet in the running round of crash game {nodeId}'))
      .uponReceiving('a request for the member’s crash bets')
      .withRequest('GET', '/wps/relay/CRASH_getMyBets', (b) => b.headers(auth).query({ nodeId: NODE }))
      .willRespondWith(200, (b) => b.jsonBody(ok(eachLike(myBet('open')))))
      .executeTest(async (server) => {
        const sdk = crashSdkAt(server.url);
        const bets = await sdk.queryClient.fetchQuery(sdk.crash.myBets(NODE));
        expect(bets[0]).toMatchObject({ status: 'open' });
      });
  });
});
