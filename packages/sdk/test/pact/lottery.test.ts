import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createLotteryBetting } from '../../src';
import { catalogueOf, gamesSdkAt, loggedIn, okBody, expectNotLoggedIn } from './gamesPact';
import { bearerFromState, createPact, errorEnvelope, exampleToken, sdkAt } from './pact';
import { run, stateValue } from './walletCenterSdk';

const { boolean, number, eachLike, integer, string, regex, timestamp } = MatchersV3;
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

// Lottery betting (issue 14): the open draw with its bet types, placing a slip, the member's bets.
const bettingSdkAt = (url: string) => {
  const sdk = sdkAt(url, exampleToken);
  return { ...sdk, lottery: createLotteryBetting(sdk) };
};
const auth = { Authorization: bearerFromState() };
const at = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const lotteryBet = (status: string) => ({
  id: string('3f0f0c8e-8a8e-4d5e-9d3a-1c2b3a4d5e6f'),
  gameCode: string('VN_HN'),
  gameName: string('Xổ số Hà Nội'),
  numero: string('20261125'),
  drawAt: at('2026-11-25T11:15:00.000Z'),
  betType: string('de2'),
  selection: string('27'),
  stake: integer(100),
  odds: number(90),
  currency: string('BRL'),
  status,
  winAmount: integer(0),
  placedAt: at('2026-11-25T10:00:00.000Z'),
});

describe('lottery betting calls', () => {
  it('GET /lotto/lgw/games/betting answers the open draw, its closing time and the bet types with odds', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .given(...loggedIn('pact_bettor'))
      .uponReceiving('a lottery betting request')
      .withRequest('GET', '/lotto/lgw/games/betting', (b) =>
        b.query({ gameCode: 'VN_HN' }).headers(auth),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            gameCode: string('VN_HN'),
            gameName: string('Xổ số Hà Nội'),
            prizeMode: regex('^(LOTT|ZY|ELOTT|SEA)$', 'ZY'),
            maintenance: boolean(false),
            draw: {
              numero: string('20261125'),
              drawAt: at('2026-11-25T11:15:00.000Z'),
              closesAt: at('2026-11-25T11:00:00.000Z'),
            },
            betTypes: eachLike({
              code: string('de2'),
              odds: number(90),
              perHit: boolean(false),
              selection: { kind: regex('^(numbers|digits|choice)$', 'digits'), length: integer(2) },
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = bettingSdkAt(server.url);
        const offer = await sdk.queryClient.fetchQuery(sdk.lottery.betting('VN_HN'));
        expect(offer.draw.numero).toBe('20261125');
        expect(offer.betTypes[0]?.code).toBe('de2');
      });
  });

  it('POST /lotto/lgw/bets places a slip on the open draw and answers its bets and the balance', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .given(...loggedIn('pact_bettor', 10_000))
      .given('lottery game {gameCode} takes bets', { gameCode: 'VN_HN' })
      .uponReceiving('a lottery slip')
      .withRequest('POST', '/lotto/lgw/bets', (b) =>
        b.headers(auth).jsonBody({
          gameCode: 'VN_HN',
          numero: stateValue('numero', '20261125'),
          requestId: 'pact-slip-0001',
          bets: [{ betType: 'de2', selection: '27', stake: 100 }],
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            bets: eachLike({ ...lotteryBet('open'), drawnNumbers: null, settledAt: null }),
            balance: integer(9_900),
            currency: string('BRL'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = bettingSdkAt(server.url);
        const placed = await run(sdk.lottery.placeBets(), {
          gameCode: 'VN_HN',
          numero: '20261125',
          requestId: 'pact-slip-0001',
          bets: [{ betType: 'de2', selection: '27', stake: 100 }],
        });
        expect(placed.bets[0]?.status).toBe('open');
        expect(placed.balance).toBe(9_900);
      });
  });

  it('POST /lotto/lgw/bets on a closed draw is refused with lottery_draw_closed', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .given(...loggedIn('pact_bettor', 10_000))
      .uponReceiving('a lottery slip on a closed draw')
      .withRequest('POST', '/lotto/lgw/bets', (b) =>
        b.headers(auth).jsonBody({
          gameCode: 'VN_HN',
          numero: '20200101',
          requestId: 'pact-slip-0002',
          bets: [{ betType: 'de2', selection: '27', stake: 100 }],
        }),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope('lottery_draw_closed')))
      .executeTest(async (server) => {
        const sdk = bettingSdkAt(server.url);
        await expect(
          run(sdk.lottery.placeBets(), {
            gameCode: 'VN_HN',
            numero: '20200101',
            requestId: 'pact-slip-0002',
            bets: [{ betType: 'de2', selection: '27', stake: 100 }],
          }),
        ).rejects.toMatchObject({ code: 'lottery_draw_closed', status: 409 });
      });
  });

  it('POST /lotto/lgw/bets with a bad selection answers field errors', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .given(...loggedIn('pact_bettor', 10_000))
      .given('lottery game {gameCode} takes bets', { gameCode: 'VN_HN' })
      .uponReceiving('a lottery slip with a bad selection')
      .withRequest('POST', '/lotto/lgw/bets', (b) =>
        b.headers(auth).jsonBody({
          gameCode: 'VN_HN',
          numero: stateValue('numero', '20261125'),
          requestId: 'pact-slip-0003',
          bets: [{ betType: 'de2', selection: '7', stake: 100 }],
        }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody({
          ...errorEnvelope('validation_failed'),
          fieldErrors: { 'bets.0.selection': { rule: 'invalid' } },
        }),
      )
      .executeTest(async (server) => {
        const sdk = bettingSdkAt(server.url);
        await expect(
          run(sdk.lottery.placeBets(), {
            gameCode: 'VN_HN',
            numero: '20261125',
            requestId: 'pact-slip-0003',
            bets: [{ betType: 'de2', selection: '7', stake: 100 }],
          }),
        ).rejects.toMatchObject({
          code: 'validation_failed',
          fieldErrors: { 'bets.0.selection': { rule: 'invalid' } },
        });
      });
  });

  it("GET /lotto/lgw/bets answers the member's bets", async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('TCG_LOTTO_VN'))
      .given(...loggedIn('pact_bettor', 10_000))
      .given('member {account} has a lottery bet on {gameCode}', {
        account: 'pact_bettor',
        gameCode: 'VN_HN',
      })
      .uponReceiving("a request for the member's lottery bets")
      .withRequest('GET', '/lotto/lgw/bets', (b) => b.query({ gameCode: 'VN_HN' }).headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            list: eachLike({ ...lotteryBet('open'), drawnNumbers: null, settledAt: null }),
            pageNo: integer(1),
            pageSize: integer(20),
            total: integer(1),
            totalPages: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = bettingSdkAt(server.url);
        const page = await sdk.queryClient.fetchQuery(sdk.lottery.bets({ gameCode: 'VN_HN' }));
        expect(page.list[0]?.selection).toBe('27');
      });
  });

  it('GET /lotto/lgw/bets needs a session', () =>
    expectNotLoggedIn(
      pact,
      'a lottery bets request without a session',
      { method: 'GET', path: '/lotto/lgw/bets' },
      (sdk) => sdk.queryClient.fetchQuery(createLotteryBetting(sdk).bets()),
    ));
});
