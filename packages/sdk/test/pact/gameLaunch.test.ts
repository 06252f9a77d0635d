import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueOf, gamesSdkAt, loggedIn, okBody, expectNotLoggedIn, mutate } from './gamesPact';
import { bearerFromState, createPact, errorEnvelope, exampleToken } from './pact';

const { integer, regex, string } = MatchersV3;
const pact = createPact();
const launched = (nodeId: string) =>
  okBody({
    url: regex('^/sandbox/game/[A-Za-z0-9_-]+$', '/sandbox/game/abc123'),
    expiresInSeconds: integer(7200),
    nodeId: string(nodeId),
    displayName: string('Golden Tiger'),
  });

const launchWith = (url: string, token: string | null) => {
  const sdk = gamesSdkAt(url, token);
  return new MutationObserver(sdk.queryClient, sdk.gameMutations.launchGame());
};

describe('GET /wps/game/launchGame', () => {
  it('launches a game for a member and answers the sandbox page URL', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .given(...loggedIn('launcher', 10000))
      .uponReceiving('a game launch by a member')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b
          .query({ nodeId: 'PG-RNG-0001', language: 'EN' })
          .headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) => b.jsonBody(launched('PG-RNG-0001')))
      .executeTest(async (server) => {
        const result = await launchWith(server.url, exampleToken).mutate({
          nodeId: 'PG-RNG-0001',
          language: 'EN',
        });
        expect(result).toMatchObject({ url: '/sandbox/game/abc123', nodeId: 'PG-RNG-0001' });
      });
  });

  it('answers not_logged_in without a session', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .uponReceiving('a game launch without a session')
      .withRequest('GET', '/wps/game/launchGame', (b) => b.query({ nodeId: 'PG-RNG-0001' }))
      .willRespondWith(401, (b) => b.jsonBody(errorEnvelope('not_logged_in')))
      .executeTest(async (server) => {
        await expect(
          launchWith(server.url, null).mutate({ nodeId: 'PG-RNG-0001' }),
        ).rejects.toMatchObject({ code: 'not_logged_in', status: 401 });
      });
  });

  it('answers real_account_required for a trial account', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .given('trial member {account} is logged in', { account: 'trial_launcher' })
      .uponReceiving('a game launch by a trial account')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b.query({ nodeId: 'PG-RNG-0001' }).headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('real_account_required')))
      .executeTest(async (server) => {
        await expect(
          launchWith(server.url, exampleToken).mutate({ nodeId: 'PG-RNG-0001' }),
        ).rejects.toMatchObject({ code: 'real_account_required', status: 403 });
      });
  });

  it('answers game_maintenance for a game in maintenance', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .given('game {nodeId} is in maintenance', { nodeId: 'PG-RNG-0007' })
      .given(...loggedIn('maintenance_launcher'))
      .uponReceiving('a launch of a game in maintenance')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b.query({ nodeId: 'PG-RNG-0007' }).headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope('game_maintenance')))
      .executeTest(async (server) => {
        await expect(
          launchWith(server.url, exampleToken).mutate({ nodeId: 'PG-RNG-0007' }),
        ).rejects.toMatchObject({ code: 'game_maintenance', status: 409 });
      });
  });

  it('answers not_found for an unknown game', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .given(...loggedIn('lost_launcher'))
      .uponReceiving('a launch of an unknown game')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b.query({ nodeId: 'NO-SUCH-GAME' }).headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope('not_found')))
      .executeTest(async (server) => {
        await expect(
          launchWith(server.url, exampleToken).mutate({ nodeId: 'NO-SUCH-GAME' }),
        ).rejects.toMatchObject({ code: 'not_found' });
      });
  });
});

describe('POST /wps/relay/GCS_gameLaunchFB', () => {
  const body = { vassalage: 'DS88', gameType: 'COCKFIGHT' as const };
  const centreWith = (url: string, token: string | null) => {
    const sdk = gamesSdkAt(url, token);
    return new MutationObserver(sdk.queryClient, sdk.gameMutations.launchGameCentre());
  };

  it("launches a vendor's game centre", async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('DS88'))
      .given(...loggedIn('centre_player'))
      .uponReceiving('a game centre launch')
      .withRequest('POST', '/wps/relay/GCS_gameLaunchFB', (b) =>
        b.headers({ Authorization: bearerFromState() }).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.jsonBody(launched('DS88-COCKFIGHT-0001')))
      .executeTest(async (server) => {
        const result = await centreWith(server.url, exampleToken).mutate(body);
        expect(result.nodeId).toBe('DS88-COCKFIGHT-0001');
      });
  });

  it('answers not_logged_in without a session', () =>
    expectNotLoggedIn(
      pact,
      'a game centre launch without a session',
      { method: 'POST', path: '/wps/relay/GCS_gameLaunchFB', body },
      (sdk) => mutate(sdk, sdk.gameMutations.launchGameCentre(), body),
    ));
});
