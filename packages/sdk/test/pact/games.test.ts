import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { WEB_CLIENT } from '../../src';
import {
  catalogueOf,
  gameBody,
  gamesSdkAt,
  loggedIn,
  okBody,
  pageBody,
  expectNotLoggedIn,
  mutate,
} from './gamesPact';
import { bearerFromState, createPact, errorEnvelope, exampleToken } from './pact';

const { eachLike, integer, string } = MatchersV3;
const pact = createPact();
const webQuery = { clientType: '3', platform: WEB_CLIENT.platform, pageSize: '20' };

describe('GCSGAME catalogue calls', () => {
  it('GCSGAME_gameList answers a page of a category', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .uponReceiving('a game list request for slots')
      .withRequest('GET', '/wps/relay/GCSGAME_gameList', (b) =>
        b.query({ ...webQuery, gameType: 'RNG', pageNo: '1', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(okBody(pageBody(gameBody('PG-RNG-0001', 'RNG', 'PG')))),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const page = await sdk.queryClient.fetchQuery(
          sdk.games.gameList({ gameType: 'RNG', pageNo: 1, language: 'EN' }),
        );
        expect(page.content[0]).toMatchObject({ nodeId: 'PG-RNG-0001', vassalage: 'PG' });
        expect(page.totalPages).toBe(1);
      });
  });

  it('GCSGAME_gameList refuses a list without a category', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .uponReceiving('a game list request without gameType or gameClassify')
      .withRequest('GET', '/wps/relay/GCSGAME_gameList', (b) =>
        b.query({ ...webQuery, pageNo: '1' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope('bad_request')))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        await expect(
          sdk.queryClient.fetchQuery(sdk.games.gameList({ pageNo: 1 })),
        ).rejects.toMatchObject({ code: 'bad_request', status: 400 });
      });
  });

  it('GCSGAME_hotGamesV2 answers the hot games', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG,JL'))
      .uponReceiving('a hot games request')
      .withRequest('GET', '/wps/relay/GCSGAME_hotGamesV2', (b) =>
        b.query({ isPlatform: '2', platform: WEB_CLIENT.platform, language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(eachLike({ ...gameBody('PG-RNG-0001', 'RNG', 'PG'), isHot: integer(1) })),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const hot = await sdk.queryClient.fetchQuery(sdk.games.hotGames({ language: 'EN' }));
        expect(hot[0]?.isHot).toBe(1);
      });
  });

  it('GCSGAME_getVassGameType answers the vendors in sorting order', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('JL'))
      .uponReceiving('a vendor list request')
      .withRequest('GET', '/wps/relay/GCSGAME_getVassGameType')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              vassalage: string('JL'),
              displayName: string('JILI'),
              logoUrl: string('/api/art/vendors/JL?format=png'),
              sort: integer(7),
              gameTypes: eachLike('RNG'),
              maintenance: MatchersV3.boolean(false),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const vendors = await sdk.queryClient.fetchQuery(sdk.games.vendors());
        expect(vendors[0]).toMatchObject({ vassalage: 'JL', gameTypes: ['RNG'] });
      });
  });

  it('GCSGAME_newGameVendor answers value.data.lanes', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PT'))
      .uponReceiving('a vendor lanes request')
      .withRequest('GET', '/wps/relay/GCSGAME_newGameVendor', (b) =>
        b.query({ platform: 'html5-desktop' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            data: {
              lanes: eachLike({
                title: string('RNG'),
                cards: eachLike({
                  vassalage: string('PT'),
                  displayName: string('Playtech'),
                  gameCount: integer(600),
                }),
                gameClassify: MatchersV3.like([]),
              }),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const lanes = await sdk.queryClient.fetchQuery(sdk.games.vendorLanes());
        expect(lanes.data.lanes[0]?.cards[0]?.vassalage).toBe('PT');
      });
  });

  it('GET /lgw/games/game_menus answers the categories with vendors', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('DS88'))
      .uponReceiving('a game menus request')
      .withRequest('GET', '/lgw/games/game_menus')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              gameType: string('COCKFIGHT'),
              vendors: eachLike({ vassalage: string('DS88'), displayName: string('DS88 Sabong') }),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const menus = await sdk.queryClient.fetchQuery(sdk.games.gameMenus());
        expect(menus[0]).toMatchObject({ gameType: 'COCKFIGHT', vendors: [{ vassalage: 'DS88' }] });
      });
  });

  it('GCSGAME_getJackpotGames answers jackpot games', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .uponReceiving('a jackpot games request')
      .withRequest('GET', '/wps/relay/GCSGAME_getJackpotGames', (b) => b.query({ limitNum: '12' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              ...gameBody('PG-RNG-0001', 'RNG', 'PG'),
              isJackpot: MatchersV3.boolean(true),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const jackpot = await sdk.queryClient.fetchQuery(sdk.games.jackpotGames({ limitNum: 12 }));
        expect(jackpot[0]?.isJackpot).toBe(true);
      });
  });

  it('GCSGAME_getRankList answers the winner board', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .uponReceiving('a winner board request')
      .withRequest('GET', '/wps/relay/GCSGAME_getRankList', (b) =>
        b.query({ gameCategory: 'ALL', limitNum: '20', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            list: eachLike({
              customerName: string('ana***7'),
              winAmount: integer(150000),
              currency: string('BRL'),
              gameName: string('Golden Tiger'),
              iconUrl: string('/api/art/games/PG-RNG-0001?format=jpeg'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const board = await sdk.queryClient.fetchQuery(sdk.games.rankList({ language: 'EN' }));
        expect(board.list[0]).toMatchObject({ customerName: 'ana***7', winAmount: 150000 });
      });
  });

  it('GET /wps/game/catalogue answers every game in compact form', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('CQ9'))
      .uponReceiving('a compact catalogue request for slots')
      .withRequest('GET', '/wps/game/catalogue', (b) => b.query({ gameType: 'RNG' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            version: string('600-1'),
            games: eachLike({
              nodeId: string('CQ9-RNG-0001'),
              displayName: string('Lucky Koi'),
              vassalage: string('CQ9'),
              gameType: string('RNG'),
              iconUrl: string('/api/art/games/CQ9-RNG-0001?format=jpeg'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const catalogue = await sdk.queryClient.fetchQuery(
          sdk.games.catalogue({ gameType: 'RNG' }),
        );
        expect(catalogue.games[0]?.vassalage).toBe('CQ9');
      });
  });

  it('GLS2_roomList answers the poker rooms', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('JL'))
      .uponReceiving('a poker room list request')
      .withRequest('GET', '/wps/relay/GLS2_roomList', (b) => b.query({ vassalage: 'JL' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              roomId: string('JL-PVP-0001-R1'),
              roomName: string("Texas Hold'em Micro"),
              smallBlind: integer(100),
              bigBlind: integer(200),
              seats: integer(9),
              players: integer(3),
              currency: string('BRL'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const rooms = await sdk.queryClient.fetchQuery(sdk.games.roomList({ vassalage: 'JL' }));
        expect(rooms[0]?.bigBlind).toBe(200);
      });
  });
});

describe('favourite and recent games', () => {
  it('MCSFE_getFavoriteGames answers the favourites, 999 per page', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .given(...loggedIn('fav_player'))
      .given('member {account} has favourite {nodeId}', {
        account: 'fav_player',
        nodeId: 'PG-RNG-0001',
      })
      .uponReceiving('a favourite games request')
      .withRequest('GET', '/wps/relay/MCSFE_getFavoriteGames', (b) =>
        b
          .query({ pageNo: '1', pageSize: '999', gameType: 'RNG' })
          .headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(okBody(pageBody(gameBody('PG-RNG-0001', 'RNG', 'PG')))),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url, exampleToken);
        const page = await sdk.queryClient.fetchQuery(sdk.games.favoriteGames({ gameType: 'RNG' }));
        expect(page.content[0]?.nodeId).toBe('PG-RNG-0001');
      });
  });

  it('MCSFE_getFavoriteGames needs a session', () =>
    expectNotLoggedIn(
      pact,
      'a favourite games request without a session',
      {
        method: 'GET',
        path: '/wps/relay/MCSFE_getFavoriteGames',
        query: { pageNo: '1', pageSize: '999' },
      },
      (sdk) => sdk.queryClient.fetchQuery(sdk.games.favoriteGames()),
    ));

  it('MCSFE_getFavoriteGamesList answers the favourite keys', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('JL'))
      .given(...loggedIn('fav_keys'))
      .given('member {account} has favourite {nodeId}', {
        account: 'fav_keys',
        nodeId: 'JL-FISH-0001',
      })
      .uponReceiving('a favourite keys request')
      .withRequest('GET', '/wps/relay/MCSFE_getFavoriteGamesList', (b) =>
        b.headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              nodeId: string('JL-FISH-0001'),
              vassalage: string('JL'),
              gameType: string('FISH'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url, exampleToken);
        const keys = await sdk.queryClient.fetchQuery(sdk.games.favoriteGamesList());
        expect(keys).toEqual([{ nodeId: 'JL-FISH-0001', vassalage: 'JL', gameType: 'FISH' }]);
      });
  });

  it('MCSFE_addFavoriteGameV2 adds a favourite', async () => {
    const body = { nodeId: 'PG-RNG-0002', vendor: 'PG', gameType: 'RNG' as const };
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .given(...loggedIn('fav_adder'))
      .uponReceiving('an add favourite request')
      .withRequest('POST', '/wps/relay/MCSFE_addFavoriteGameV2', (b) =>
        b.headers({ Authorization: bearerFromState() }).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: null }))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url, exampleToken);
        const add = new MutationObserver(sdk.queryClient, sdk.gameMutations.addFavoriteGame());
        await expect(add.mutate(body)).resolves.toBeNull();
      });
  });

  it('MCSFE_addFavoriteGameV2 answers not_found for an unknown game', async () => {
    const body = { nodeId: 'NO-SUCH-GAME' };
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .given(...loggedIn('fav_unknown'))
      .uponReceiving('an add favourite request for an unknown game')
      .withRequest('POST', '/wps/relay/MCSFE_addFavoriteGameV2', (b) =>
        b.headers({ Authorization: bearerFromState() }).jsonBody(body),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope('not_found')))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url, exampleToken);
        const add = new MutationObserver(sdk.queryClient, sdk.gameMutations.addFavoriteGame());
        await expect(add.mutate(body)).rejects.toMatchObject({ code: 'not_found', status: 404 });
      });
  });

  it('MCSFE_addFavoriteGameV2 needs a session', () =>
    expectNotLoggedIn(
      pact,
      'an add favourite request without a session',
      {
        method: 'POST',
        path: '/wps/relay/MCSFE_addFavoriteGameV2',
        body: { nodeId: 'PG-RNG-0001' },
      },
      (sdk) => mutate(sdk, sdk.gameMutations.addFavoriteGame(), { nodeId: 'PG-RNG-0001' }),
    ));

  it('MCSFE_removeFavoriteGameV2 removes a favourite by nodeId', async () => {
    const query = { nodeId: 'PG-RNG-0001', vendor: 'PG', gameType: 'RNG' as const };
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .given(...loggedIn('fav_remover'))
      .given('member {account} has favourite {nodeId}', {
        account: 'fav_remover',
        nodeId: 'PG-RNG-0001',
      })
      .uponReceiving('a remove favourite request')
      .withRequest('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', (b) =>
        b.query(query).headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: null }))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url, exampleToken);
        const remove = new MutationObserver(
          sdk.queryClient,
          sdk.gameMutations.removeFavoriteGame(),
        );
        await expect(remove.mutate(query)).resolves.toBeNull();
      });
  });

  it('MCSFE_removeFavoriteGameV2 needs a session', () =>
    expectNotLoggedIn(
      pact,
      'a remove favourite request without a session',
      {
        method: 'DELETE',
        path: '/wps/relay/MCSFE_removeFavoriteGameV2',
        query: { nodeId: 'PG-RNG-0001' },
      },
      (sdk) => mutate(sdk, sdk.gameMutations.removeFavoriteGame(), { nodeId: 'PG-RNG-0001' }),
    ));

  it('GCS_recentGame answers the recent games, 20 per page', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('FC'))
      .given(...loggedIn('recent_player'))
      .given('member {account} has played {nodeId}', {
        account: 'recent_player',
        nodeId: 'FC-RNG-0001',
      })
      .uponReceiving('a recent games request')
      .withRequest('GET', '/wps/relay/GCS_recentGame', (b) =>
        b
          .query({ page: '1', pageSize: '20', gameType: 'RNG' })
          .headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(okBody(pageBody(gameBody('FC-RNG-0001', 'RNG', 'FC')))),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url, exampleToken);
        const recent = await sdk.queryClient.fetchQuery(sdk.games.recentGames({ gameType: 'RNG' }));
        expect(recent.content[0]?.nodeId).toBe('FC-RNG-0001');
      });
  });

  it('GCS_recentGame needs a session', () =>
    expectNotLoggedIn(
      pact,
      'a recent games request without a session',
      { method: 'GET', path: '/wps/relay/GCS_recentGame', query: { page: '1', pageSize: '20' } },
      (sdk) => sdk.queryClient.fetchQuery(sdk.games.recentGames()),
    ));
});
