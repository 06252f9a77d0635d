import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearerFromState, createPact, errorEnvelope, exampleToken, sdkAt } from './pact';

const { boolean, integer, string } = MatchersV3;
const pact = createPact();

describe('GET /wps/member/info', () => {
  it("returns the logged-in member's info", async () => {
    await pact
      .addInteraction()
      .given('member {account} is logged in with balance {balance}', {
        account: 'demo_player',
        balance: 125000,
      })
      .uponReceiving('a member info request with a session token')
      .withRequest('GET', '/wps/member/info', (b) =>
        b.headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            id: string('m-1'),
            account: string('demo_player'),
            nickname: string('Demo Player'),
            type: integer(0),
            firstTimeLogin: boolean(false),
            passwordExpired: boolean(false),
            merchantCode: string('M1'),
            currency: string('PHP'),
            hasVip: boolean(false),
            vipRankLevel: integer(0),
          },
        }),
      )
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, exampleToken);
        const info = await sdk.queryClient.fetchQuery(sdk.queries.memberInfo());
        expect(info).toMatchObject({
          account: 'demo_player',
          type: 0,
          currency: 'PHP',
          hasVip: false,
          vipRankLevel: 0,
        });
      });
  });

  it('answers not_logged_in without a session', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a member info request without a session token')
      .withRequest('GET', '/wps/member/info')
      .willRespondWith(401, (b) => b.jsonBody(errorEnvelope('not_logged_in')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        await expect(sdk.queryClient.fetchQuery(sdk.queries.memberInfo())).rejects.toMatchObject({
          code: 'not_logged_in',
          status: 401,
        });
        expect(sdk.unauthorized).toHaveLength(1);
      });
  });
});
