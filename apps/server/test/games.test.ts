import { gunzipSync } from 'node:zlib';
import { SLOT_RTP_PERCENT } from '@croupier/fair';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { loadContract, pointer } from '../src/contract/document';
import { createContractValidator } from '../src/contract/validator';
import { createCatalogueStore } from '../src/modules/games/catalogueStore';
import { GAME_TYPES } from '../src/modules/games/model';
import { setMaintenance } from '../src/modules/games/service';
import { MAINTENANCE_DEMO_NODE_ID, VENDORS } from '../src/seed';
import { databases } from './helpers/databases';
import { useCatalogueServer, value } from './helpers/games';
import { bearer, logIn, newMember } from './helpers/server';

const CATEGORIES = [...GAME_TYPES];

describe.each(databases())('game catalogue on $name', ({ open }) => {
  const context = useCatalogueServer(open);
  let database: Database;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ database, app } = context);
  });

  it('seeds at least 5,000 games over every vendor and category of the spec', async () => {
    const catalogue = await value(app, '/wps/game/catalogue');
    const games: { vassalage: string; gameType: string; isGame: string; nodeId: string }[] =
      catalogue.games;
    expect(games.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.vassalage))).toEqual(
      new Set(VENDORS.map((v) => v.vassalage)),
    );
    expect(new Set(games.map((g) => g.gameType))).toEqual(new Set(CATEGORIES));
    expect(games.filter((g) => g.isGame === 'VASSALAGE').length).toBeGreaterThan(0);
    expect(
      games.filter((g) => g.vassalage === 'DS88').every((g) => g.gameType === 'COCKFIGHT'),
    ).toBe(true);
    expect(games.filter((g) => g.gameType === 'CRASH')).toHaveLength(12);
  });

  it('a game carries the §3 fields, and live tables their game class', async () => {
    const page = await value(
      app,
      '/wps/relay/GCSGAME_gameList?clientType=3&gameType=LIVE&pageNo=1&pageSize=100&language=EN',
    );
    const tables = page.content.filter((g: { isGame: string }) => g.isGame === 'GAME');
    expect(new Set(tables.map((g: { gameClassify: string }) => g.gameClassify))).toEqual(
      new Set(['baccarat', 'sicbo', 'roulette', 'dragon_tiger', 'blackjack', 'other']),
    );
    expect(page.content[0]).toMatchObject({ isGame: 'VASSALAGE', gameType: 'LIVE' });
    // Issue 15: every game shows its return to player: the sandbox slot's, which every vendor game opens here.
    expect(tables.every((g: { rtp: number }) => g.rtp === SLOT_RTP_PERCENT)).toBe(true);
    expect(Object.keys(tables[0]).sort()).toEqual(
      [
        'accountTypeName',
        'cardId',
        'displayName',
        'gameClassify',
        'gameCode',
        'gameName',
        'gameType',
        'iconUrl',
        'isGame',
        'isHot',
        'isJackpot',
        'isNew',
        'lagerIcon',
        'maintenance',
        'nodeId',
        'nodeName',
        'rtp',
        'vassalage',
        'vendorLogoUrl',
      ].sort(),
    );
  });

  it('pages a category 20 at a time without overlap, hot games first', async () => {
    const first = await value(app, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20');
    const second = await value(
      app,
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=20',
    );
    expect(first.content).toHaveLength(20);
    expect(first.totalElements).toBeGreaterThan(4000);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 20));
    const ids = new Set(first.content.map((g: { nodeId: string }) => g.nodeId));
    expect(second.content.some((g: { nodeId: string }) => ids.has(g.nodeId))).toBe(false);
    expect(first.content[0].isHot).toBe(1);
  });

  it("narrows to one vendor's games (without its vendor entry), a game class, or a selection", async () => {
    const pg = await value(
      app,
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=100',
    );
    expect(pg.totalElements).toBe(620);
    expect(pg.content.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);
    const ptLive = await value(
      app,
      '/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=PT&pageSize=100',
    );
    expect(ptLive.content.every((g: { isGame: string }) => g.isGame === 'GAME')).toBe(true);
    const baccarat = await value(
      app,
      '/wps/relay/GCSGAME_gameList?gameClassify=baccarat&pageSize=100',
    );
    expect(
      baccarat.content.every((g: { gameClassify: string }) => g.gameClassify === 'baccarat'),
    ).toBe(true);
    const fresh = await value(
      app,
      '/wps/relay/GCSGAME_gameList?gameType=RNG&selection=NEW&pageSize=100',
    );
    expect(fresh.totalElements).toBeGreaterThan(0);
    expect(fresh.content.every((g: { isNew: boolean }) => g.isNew)).toBe(true);
  });

  it('refuses a list without a category, and a page size over 100, with bad_request', async () => {
    for (const url of [
      '/wps/relay/GCSGAME_gameList?pageNo=1',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=500',
      '/wps/relay/GCSGAME_gameList?gameType=SLOTS',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('bad_request');
    }
  });

  it('answers vendor lanes and menus in vendor sorting order, only categories with vendors', async () => {
    const lanes = await value(app, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    const rng = lanes.data.lanes.find((l: { title: string }) => l.title === 'RNG');
    expect(rng.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual([
      'PG',
      'EG2',
      'PT',
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'BGS',
    ]);
    const live = lanes.data.lanes.find((l: { title: string }) => l.title === 'LIVE');
    expect(live.gameClassify.map((c: { key: string }) => c.key)).toContain('baccarat');
    const menus = await value(app, '/lgw/games/game_menus');
    expect(menus.map((m: { gameType: string }) => m.gameType).sort()).toEqual(
      [...CATEGORIES].sort(),
    );
    expect(menus[0].gameType).toBe('RNG');
    const vendors = await value(app, '/wps/relay/GCSGAME_getVassGameType');
    expect(vendors.map((v: { vassalage: string }) => v.vassalage)).toEqual(
      VENDORS.map((v) => v.vassalage),
    );
    expect(vendors.find((v: { vassalage: string }) => v.vassalage === 'JL').gameTypes).toEqual([
      'RNG',
      'FISH',
      'PVP',
    ]);
  });

  it('lists hot games, jackpot games, the winner board and poker rooms', async () => {
    const hot = await value(app, '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN');
    expect(hot).toHaveLength(30);
    expect(hot.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
    const jackpot = await value(app, '/wps/relay/GCSGAME_getJackpotGames?limitNum=12');
    expect(jackpot).toHaveLength(12);
    const board = await value(
      app,
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20',
    );
    expect(board.list).toHaveLength(20);
    expect(board.list[0]).toMatchObject({
      currency: 'BRL',
      customerName: expect.stringMatching(/\*\*\*/),
    });
    const amounts = board.list.map((w: { winAmount: number }) => w.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const mx = await value(app, '/wps/relay/GCSGAME_getRankList', { 'x-merchant-code': 'MX' });
    expect(mx.list[0].currency).toBe('MXN');
    const rooms = await value(app, '/wps/relay/GLS2_roomList');
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms[0].bigBlind).toBe(rooms[0].smallBlind * 2);
  });

  it('keeps favourites per member: adding twice keeps one, removing twice is fine, unknown games are not_found', async () => {
    const member = await newMember(database);
    const auth = bearer(await logIn(app, member.account));
    const add = (nodeId: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_addFavoriteGameV2',
        headers: auth,
        payload: { nodeId, vendor: 'PG', gameType: 'RNG' },
      });
    expect((await add('PG-RNG-0001')).statusCode).toBe(200);
    expect((await add('PG-RNG-0001')).statusCode).toBe(200);
    expect((await add('JL-FISH-0001')).statusCode).toBe(200);
    expect((await add('NO-SUCH-GAME')).json()).toMatchObject({ success: false, code: 'not_found' });

    const all = await value(app, '/wps/relay/MCSFE_getFavoriteGames?pageNo=1&pageSize=999', auth);
    expect(all.content.map((g: { nodeId: string }) => g.nodeId).sort()).toEqual([
      'JL-FISH-0001',
      'PG-RNG-0001',
    ]);
    const slots = await value(
      app,
      '/wps/relay/MCSFE_getFavoriteGames?pageNo=1&pageSize=999&gameType=RNG',
      auth,
    );
    expect(slots.totalElements).toBe(1);
    expect(await value(app, '/wps/relay/MCSFE_getFavoriteGamesList', auth)).toHaveLength(2);

    for (let i = 0; i < 2; i++) {
      const removed = await app.inject({
        method: 'DELETE',
        url: '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=PG-RNG-0001&vendor=PG&gameType=RNG',
        headers: auth,
      });
      expect(removed.statusCode).toBe(200);
    }
    expect(await value(app, '/wps/relay/MCSFE_getFavoriteGamesList', auth)).toEqual([
      { nodeId: 'JL-FISH-0001', vassalage: 'JL', gameType: 'FISH' },
    ]);
    const other = bearer(await logIn(app, (await newMember(database)).account));
    expect(await value(app, '/wps/relay/MCSFE_getFavoriteGamesList', other)).toEqual([]);
  });

  it('favourites and recent games need a session', async () => {
    for (const [method, url] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/GCS_recentGame'],
      ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=PG-RNG-0001'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('not_logged_in');
    }
  });

  it('flags the maintenance demo game', async () => {
    const page = await value(
      app,
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=100',
    );
    const game = page.content.find(
      (g: { nodeId: string }) => g.nodeId === MAINTENANCE_DEMO_NODE_ID,
    );
    expect(game.maintenance).toBe(true);
  });

  it('a maintenance flag written by any process reaches the in-memory catalogue on its next check', async () => {
    const catalogue = createCatalogueStore(database.db, 0);
    const fc = async () => (await catalogue()).vendors().find((v) => v.vassalage === 'FC');
    expect((await fc())?.maintenance).toBe(false);
    await setMaintenance(database.db, { vassalage: 'FC' }, true);
    expect((await fc())?.maintenance).toBe(true);
    const page = (await catalogue()).listGames({ gameType: 'FISH', vassalage: 'FC' }, 1, 5);
    expect(page.content.every((g) => g.maintenance)).toBe(true);
    await setMaintenance(database.db, { vassalage: 'FC' }, false);
    expect((await fc())?.maintenance).toBe(false);
  });

  it('draws game artwork and vendor logos as cacheable SVG with an ETag', async () => {
    const art = await app.inject({ method: 'GET', url: '/api/art/games/PG-RNG-0001' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('max-age=31536000');
    expect(art.body).toContain('<svg');
    const again = await app.inject({ method: 'GET', url: '/api/art/games/PG-RNG-0001' });
    expect(again.body).toBe(art.body);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/art/games/PG-RNG-0001',
      headers: { 'if-none-match': String(art.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/api/art/vendors/DS88' })).body).toContain(
      'DS88',
    );
    expect((await app.inject({ method: 'GET', url: '/api/art/games/NOPE-1' })).statusCode).toBe(
      404,
    );
  });

  it('serves a JPEG copy of the artwork at twice the size, which the catalogue points tiles to', async () => {
    const url = '/api/art/games/PG-RNG-0001?format=jpeg';
    const jpeg = await app.inject({ method: 'GET', url });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toContain('max-age=31536000');
    const bytes = jpeg.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // the JPEG's frame header (SOF0) holds its size: 400×400 for a 200×200 SVG
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect([bytes.readUInt16BE(sof + 5), bytes.readUInt16BE(sof + 7)]).toEqual([400, 400]);
    const again = await app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(bytes)).toBe(true);
    const unchanged = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(jpeg.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    const wrong = await app.inject({ method: 'GET', url: '/api/art/games/PG-RNG-0001?format=gif' });
    expect(wrong.statusCode).toBe(400);
    const page = await value(app, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1');
    const [first] = page.content;
    expect(first.iconUrl).toBe(`/api/art/games/${first.nodeId}?format=jpeg`);
    expect(first.lagerIcon).toBe(`/api/art/games/${first.nodeId}?size=large&format=jpeg`);
  });

  it("serves a PNG copy of a vendor's logo at twice the size, transparent in its corners, which the catalogue points to", async () => {
    const page = await value(app, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1');
    const [first] = page.content;
    const url = `/api/art/vendors/${first.vassalage}?format=png`;
    expect(first.vendorLogoUrl).toBe(url);
    const png = await app.inject({ method: 'GET', url });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('max-age=31536000');
    const bytes = png.rawPayload;
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    // IHDR: width, height, then colour type 6 (RGB with alpha) for the rounded corners
    const svg = (await app.inject({ method: 'GET', url: `/api/art/vendors/${first.vassalage}` }))
      .body;
    const [, width] = /width="(\d+)"/.exec(svg)!;
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([Number(width) * 2, 80]);
    expect(bytes[25]).toBe(6);
    const unchanged = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(png.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/art/vendors/${first.vassalage}?format=jpeg`,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('sends the compact catalogue gzipped with an ETag, and 304 when unchanged', async () => {
    const zipped = await app.inject({
      method: 'GET',
      url: '/wps/game/catalogue?gameType=RNG',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    // Sent as prepared bytes, so the contract hook does not see it: check the shape here instead.
    const validate = createContractValidator(loadContract()).schema(
      pointer(['components', 'schemas', 'GameCatalogueEnvelope']),
    );
    expect(
      validate(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))),
      JSON.stringify(validate.errors),
    ).toBe(true);
    const etag = String(zipped.headers.etag);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/wps/game/catalogue?gameType=RNG',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
  });
});
