import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { databases } from './helpers/databases';
import { useCatalogueServer, value } from './helpers/games';
import { bearer, logIn, newMember } from './helpers/server';

describe.each(databases())('lobby content and lottery on $name', ({ open }) => {
  const context = useCatalogueServer(open);
  let database: Database;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ database, app } = context);
  });

  it('answers the banners of a group in the language, with what a click opens', async () => {
    const home = await value(app, '/wps/relay/MCSFE_getBanners?groupName=w_home&language=PT');
    expect(home.length).toBeGreaterThan(1);
    expect(home[0].title).toMatch(/boas-vindas/);
    expect(home.map((b: { linkageType: string }) => b.linkageType)).toEqual(
      expect.arrayContaining(['GAME', 'GAME_TYPE', 'PROMOTION', 'ROUTE', 'NONE']),
    );
    for (const group of ['w_login', 'w_forget', 'w_leftmenu']) {
      expect(
        (await value(app, `/wps/relay/MCSFE_getBanners?groupName=${group}`)).length,
        group,
      ).toBeGreaterThan(0);
    }
    const art = await app.inject({ method: 'GET', url: home[0].url });
    expect(art.headers['content-type']).toContain('image/svg+xml');
  });

  it('is per merchant, and falls back to English for a language the merchant does not offer', async () => {
    const mexico = await value(app, '/wps/relay/MCSFE_getBanners?groupName=w_home&language=ES', {
      'x-merchant-code': 'MX',
    });
    expect(mexico[0].title).toMatch(/bienvenida/);
    const bangla = await value(app, '/wps/relay/MCSFE_getNotices', {
      'x-merchant-code': 'BD',
      'accept-language': 'bn',
    });
    expect(bangla[0].title).toMatch(/[\u0980-\u09FF]/);
    const brazilInBangla = await value(
      app,
      '/wps/relay/MCSFE_getBanners?groupName=w_home&language=BN',
    );
    expect(brazilInBangla[0].title).toBe('Welcome bonus: 100% on your first deposit');
  });

  it('filters notices by type', async () => {
    const all = await value(app, '/wps/relay/MCSFE_getNotices?types=B,PL,PU,PR,H&platform=W');
    expect(all.map((n: { type: string }) => n.type)).toEqual(['B', 'PL', 'PU', 'PR', 'H']);
    const some = await value(app, '/wps/relay/MCSFE_getNotices?types=B,PL,PU,PR');
    expect(some.map((n: { type: string }) => n.type)).not.toContain('H');
    expect(
      (await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getNotices?types=X' })).statusCode,
    ).toBe(400);
  });

  it('pages announcements 9 at a time, newest first, with A, B and F popups', async () => {
    const first = await value(
      app,
      '/wps/relay/MCSFE_getListAnnouncements?pageNo=1&pageSize=9&language=EN',
    );
    expect(first).toMatchObject({ pageNum: 1, pageSize: 9, totalElements: 12, totalPages: 2 });
    expect(first.content).toHaveLength(9);
    const times = first.content.map((a: { time: string }) => a.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      first.content
        .map((a: { popup: string | null }) => a.popup)
        .filter(Boolean)
        .sort(),
    ).toEqual(['A', 'B', 'F']);
    expect(first.content[0].content).toMatch(/^<p>/);
    const second = await value(app, '/wps/relay/MCSFE_getListAnnouncements?pageNo=2&pageSize=9');
    expect(second.content).toHaveLength(3);
  });

  it('answers the home promotions with their images', async () => {
    const promotions = await value(app, '/wps/relay/MCSFE_getHomePromotions?language=EN');
    expect(promotions).toHaveLength(6);
    expect(promotions[0].announcementImages[0].url).toMatch(/^\/api\/art\/banners\//);
  });

  it('lists the lottery games of each lottery vendor with their next draw', async () => {
    const all = await value(app, '/lgw/vn/games/game_menu');
    expect(new Set(all.map((g: { vassalage: string }) => g.vassalage))).toEqual(
      new Set(['LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA']),
    );
    const vn = await value(app, '/lgw/vn/games/game_menu?vassalage=TCG_LOTTO_VN');
    expect(
      vn.every(
        (g: { prizeMode: string; region: string }) =>
          g.prizeMode === 'ZY' && ['north', 'central', 'south'].includes(g.region),
      ),
    ).toBe(true);
    expect(Date.parse(vn[0].nextDrawAt)).toBeGreaterThan(Date.now());
  });

  it('answers drawn results the same every time, newest first; unknown games are not_found', async () => {
    const draws = await value(app, '/lgw/vn/numeros/opened/game?gameCode=VN_HCM&limit=5');
    expect(draws).toHaveLength(5);
    expect(draws[0].prizes[0]).toMatchObject({ prize: 'special' });
    expect(draws[0].prizes[0].numbers[0]).toMatch(/^\d{6}$/);
    expect(Date.parse(draws[0].openedAt)).toBeGreaterThan(Date.parse(draws[1].openedAt));
    expect(await value(app, '/lgw/vn/numeros/opened/game?gameCode=VN_HCM&limit=5')).toEqual(draws);
    const last = await value(app, '/lotto/lgw/games/opened/numero?gameCode=SEA_MY4D');
    expect(last.numbers).toHaveLength(3);
    const lotto = await value(app, '/lotto/lgw/games/opened/numero?gameCode=LOTT_0001');
    expect(lotto.numbers).toHaveLength(6);
    expect(
      (await app.inject({ method: 'GET', url: '/lgw/vn/numeros/opened/game?gameCode=NOPE' }))
        .statusCode,
    ).toBe(404);
  });

  it("shows the member's recently launched lottery games", async () => {
    const member = await newMember(database);
    const auth = bearer(await logIn(app, member.account));
    expect(
      (await app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu/recent' })).statusCode,
    ).toBe(401);
    const launched = await app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?nodeId=TCG_LOTTO_VN-LOTT-0001',
      headers: auth,
    });
    expect(launched.statusCode).toBe(200);
    const recent = await value(app, '/lgw/vn/games/game_menu/recent', auth);
    expect(recent.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VN_HN']);
  });
});
