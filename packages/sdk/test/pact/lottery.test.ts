import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { catalogueOf, gamesSdkAt, loggedIn, okBody, expectNotLoggedIn } from './gamesPact';
import { bearerFromState, createPact, errorEnvelope, exampleToken } from './pact';

const { eachLike, integer, string, regex, timestamp } = MatchersV3;
const pact = createPact();
const lotteryGame = (gameCode: string, vassalage: string) => ({
  nodeId: string(`${vassalage}-LOTT-0001`),
  gameCode: string(gameCode),
  vassalage: string(vassalage),
  displayName: string('Xổ số Hà Nội'),
  prizeMode: regex('^(LOTT|ZY|ELOTT|SEA)$', 'ZY'),
  drawIntervalMinutes: integer(1440),
  nextDrawAt: timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-21T11:15:00.000Z'),
});
const draw = (gameCode: string) => ({
  gameCode: string(gameCode),
  numero: string('20261120'),
  openedAt: timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-20T11:15:00.000Z'),
  numbers: eachLike('123456'),
  prizes: eachLike({ prize: string('special'), numbers: eachLike('123456') }),
});

describe('lottery calls', () => {
  it('GET /lgw/vn/games/game_menu answers the lottery games of a vendor', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .uponReceiving('a lottery menu request')
      .withRequest('GET', '/lgw/vn/games/game_menu', (b) => b.query({ vassalage: 'TCG_LOTTO_VN' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(okBody(eachLike(lotteryGame('VN_HN', 'TCG_LOTTO_VN')))),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const menu = await sdk.queryClient.fetchQuery(
          sdk.lottery.menu({ vassalage: 'TCG_LOTTO_VN' }),
        );
        expect(menu[0]).toMatchObject({ gameCode: 'VN_HN', prizeMode: 'ZY' });
      });
  });

  it("GET /lgw/vn/games/game_menu/recent answers the member's recent lotteries", async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .given(...loggedIn('lottery_player'))
      .given('member {account} has played {nodeId}', {
        account: 'lottery_player',
        nodeId: 'TCG_LOTTO_VN-LOTT-0001',
      })
      .uponReceiving('a recent lottery menu request')
      .withRequest('GET', '/lgw/vn/games/game_menu/recent', (b) =>
        b.headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(okBody(eachLike(lotteryGame('VN_HN', 'TCG_LOTTO_VN')))),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url, exampleToken);
        const recent = await sdk.queryClient.fetchQuery(sdk.lottery.recentMenu());
        expect(recent[0]?.gameCode).toBe('VN_HN');
      });
  });

  it('GET /lgw/vn/games/game_menu/recent needs a session', () =>
    expectNotLoggedIn(
      pact,
      'a recent lottery menu request without a session',
      { method: 'GET', path: '/lgw/vn/games/game_menu/recent' },
      (sdk) => sdk.queryClient.fetchQuery(sdk.lottery.recentMenu()),
    ));

  it('GET /lgw/vn/numeros/opened/game answers the latest draws', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .uponReceiving('an opened numeros request')
      .withRequest('GET', '/lgw/vn/numeros/opened/game', (b) =>
        b.query({ gameCode: 'VN_HCM', limit: '5' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(okBody(eachLike(draw('VN_HCM')))))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const draws = await sdk.queryClient.fetchQuery(
          sdk.lottery.openedNumeros({ gameCode: 'VN_HCM', limit: 5 }),
        );
        expect(draws[0]?.prizes[0]?.prize).toBe('special');
      });
  });

  it('GET /lgw/vn/numeros/opened/game answers not_found for an unknown game', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .uponReceiving('an opened numeros request for an unknown game')
      .withRequest('GET', '/lgw/vn/numeros/opened/game', (b) => b.query({ gameCode: 'NOPE' }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope('not_found')))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        await expect(
          sdk.queryClient.fetchQuery(sdk.lottery.openedNumeros({ gameCode: 'NOPE' })),
        ).rejects.toMatchObject({ code: 'not_found' });
      });
  });

  it('GET /lotto/lgw/games/opened/numero answers the last draw', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_SEA'))
      .uponReceiving('a last opened numero request')
      .withRequest('GET', '/lotto/lgw/games/opened/numero', (b) =>
        b.query({ gameCode: 'SEA_MY4D' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(okBody({ ...draw('SEA_MY4D'), numbers: eachLike('1234') })),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const last = await sdk.queryClient.fetchQuery(sdk.lottery.lastOpenedNumero('SEA_MY4D'));
        expect(last.gameCode).toBe('SEA_MY4D');
      });
  });

  it('GET /lotto/lgw/games/opened/numero answers not_found for an unknown game', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_SEA'))
      .uponReceiving('a last opened numero request for an unknown game')
      .withRequest('GET', '/lotto/lgw/games/opened/numero', (b) => b.query({ gameCode: 'NOPE' }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope('not_found')))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        await expect(
          sdk.queryClient.fetchQuery(sdk.lottery.lastOpenedNumero('NOPE')),
        ).rejects.toMatchObject({ code: 'not_found', status: 404 });
      });
  });
});
