import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearerFromState, createPact, errorEnvelope, exampleToken, sdkAt } from './pact';

const { integer, string } = MatchersV3;
const pact = createPact();

describe('GET /wps/v2/wallets/balance', () => {
  it("returns the member's main wallet balance in minor units", async () => {
    await pact
      .addInteraction()
      .given('member {account} is logged in with balance {balance}', {
        account: 'demo_player',
        balance: 125000,
      })
      .uponReceiving('a balance request with a session token')
      .withRequest('GET', '/wps/v2/wallets/balance', (b) =>
        b.headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { balance: integer(125000), currency: string('PHP') } }),
      )
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, exampleToken);
        const balance = await sdk.queryClient.fetchQuery(sdk.queries.balance());
        expect(balance).toEqual({ balance: 125000, currency: 'PHP' });
      });
  });

  it('answers not_logged_in without a session', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a balance request without a session token')
      .withRequest('GET', '/wps/v2/wallets/balance')
      .willRespondWith(401, (b) => b.jsonBody(errorEnvelope('not_logged_in')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        await expect(sdk.queryClient.fetchQuery(sdk.queries.balance())).rejects.toMatchObject({
          code: 'not_logged_in',
          status: 401,
        });
        expect(sdk.unauthorized).toHaveLength(1);
      });
  });
});
