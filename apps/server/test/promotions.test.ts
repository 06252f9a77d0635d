import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { promotions } from '../src/modules/promotions/tables';
import { ensureRewardCatalogue } from '../src/modules/rewards/catalogue';
import { rewardActivities } from '../src/modules/rewards/tables';
import { MERCHANTS, seedLobby } from '../src/seed';
import { seedPromotions } from '../src/seed/promotions';
import { databases } from './helpers/databases';
import { value } from './helpers/games';
import { testServer } from './helpers/server';

// Spec §3 promotion types, "all" aside (no type filter).
const TYPES = [
  'other',
  'sports',
  'live_casino',
  'slots',
  'poker',
  'fishing',
  'lottery',
  'rebate',
  'points_mall',
  'ranking',
  'deposit',
  'app_download',
  'new_player',
  'gaming',
];

interface Promotion {
  id: string;
  title: string;
  type: string;
  summary: string;
  announcementImages: { url: string; sequence: number }[];
  startsAt: string;
  endsAt: string | null;
}

describe.each(databases('both'))('promotions on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await testServer(database);
    await seedLobby(database.db);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const list = (query: string, headers: Record<string, string> = {}) =>
    value<Promotion[]>(app, `/wps/relay/MCSFE_getPromotions${query}`, headers);

  it('lists promotions of every §3 type for every merchant in each of its languages', async () => {
    for (const { merchantCode, langList } of MERCHANTS) {
      for (const language of langList) {
        const all = await list(`?language=${language}`, { 'x-merchant-code': merchantCode });
        expect(new Set(all.map((p) => p.type)), `${merchantCode} ${language}`).toEqual(
          new Set(TYPES),
        );
        for (const p of all) {
          expect(p.title.length).toBeGreaterThan(0);
          expect(p.announcementImages.map((i) => i.sequence)).toEqual(
            p.announcementImages.map((_, i) => i),
          );
        }
      }
    }
    const bangla = await list('?language=BN', { 'x-merchant-code': 'BD' });
    expect(bangla[0]!.title).toMatch(/[\u0980-\u09FF]/);
    const portuguese = await list('?language=PT');
    expect(portuguese[0]!.title).toBe('Bônus de primeiro depósito');
  });

  it('draws each image on the server', async () => {
    const [first] = await list('?language=EN');
    for (const image of first!.announcementImages) {
      const art = await app.inject({ method: 'GET', url: image.url });
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('narrows to one type, and refuses a type outside §3', async () => {
    const slots = await list('?type=slots&language=EN');
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((p) => p.type === 'slots')).toBe(true);
    const other = await list('?type=other&language=EN');
    expect(other.map((p) => p.title)).toEqual(['Weekly raffle', 'Share and win']);
    const refused = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getPromotions?type=casino',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'bad_request' });
  });

  it('keeps a promotion id across languages, and the home carousel shows the promotions flagged for it', async () => {
    const english = await list('?language=EN');
    const portuguese = await list('?language=PT');
    expect(portuguese.map((p) => p.id)).toEqual(english.map((p) => p.id));
    expect(portuguese[0]!.title).not.toBe(english[0]!.title);
    const home = await value<Promotion[]>(app, '/wps/relay/MCSFE_getHomePromotions?language=PT');
    expect(home).toHaveLength(6);
    expect(home).toEqual(portuguese.slice(0, 6));
  });

  it('opens a promotion with its content, terms and reward-center activity; another merchant’s is not_found', async () => {
    const [welcome] = await list('?type=new_player&language=EN');
    const detail = await value(
      app,
      `/wps/relay/MCSFE_getPromotionDetail?id=${welcome!.id}&language=EN`,
    );
    expect(detail).toMatchObject({
      id: welcome!.id,
      title: 'First deposit bonus',
      type: 'new_player',
      activityCode: 'firstDeposit',
    });
    expect(detail.content).toMatch(/^<p>.*<h2>How to take part<\/h2>/);
    expect(detail.terms[0]).toBe('Only a member’s first successful deposit counts.');
    expect(detail.terms.length).toBeGreaterThan(1);

    const [slots] = await list('?type=slots&language=EN');
    const plain = await value(app, `/wps/relay/MCSFE_getPromotionDetail?id=${slots!.id}`);
    expect(plain.activityCode).toBeNull();

    const mexican = await app.inject({
      method: 'GET',
      url: `/wps/relay/MCSFE_getPromotionDetail?id=${welcome!.id}`,
      headers: { 'x-merchant-code': 'MX' },
    });
    expect(mexican.statusCode).toBe(404);
    expect(mexican.json()).toMatchObject({ success: false, code: 'not_found' });
    const malformed = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getPromotionDetail?id=42',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('ties promotions only to reward-center activities the merchant has', async () => {
    for (const { merchantCode } of MERCHANTS) {
      await ensureRewardCatalogue(database.db, merchantCode);
      const codes = new Set(
        (
          await database.db
            .select({ code: rewardActivities.code })
            .from(rewardActivities)
            .where(eq(rewardActivities.merchantCode, merchantCode))
        ).map((a) => a.code),
      );
      const tied = await database.db
        .select({ activityCode: promotions.activityCode })
        .from(promotions)
        .where(eq(promotions.merchantCode, merchantCode));
      const named = tied.flatMap((p) => (p.activityCode ? [p.activityCode] : []));
      expect(named.length).toBeGreaterThan(3);
      for (const code of named) expect(codes, `${merchantCode} ${code}`).toContain(code);
    }
  });

  it('a PROMOTION banner opens a promotion of the same merchant', async () => {
    for (const merchantCode of ['BR', 'MX']) {
      const headers = { 'x-merchant-code': merchantCode };
      const banners = await value<{ linkageType: string; linkageTarget: string }[]>(
        app,
        '/wps/relay/MCSFE_getBanners?groupName=w_home',
        headers,
      );
      const linked = banners.filter((b) => b.linkageType === 'PROMOTION');
      expect(linked.length).toBeGreaterThan(0);
      for (const banner of linked) {
        const detail = await value(
          app,
          `/wps/relay/MCSFE_getPromotionDetail?id=${banner.linkageTarget}`,
          headers,
        );
        expect(detail.id).toBe(banner.linkageTarget);
      }
    }
  });

  it('lists no ended promotion, and seeding again changes nothing', async () => {
    const before = await list('?language=EN');
    const again = await seedPromotions(database.db, 'BR', ['EN', 'PT']);
    expect([...again.values()].sort()).toEqual(before.map((p) => p.id).sort());
    await database.db
      .update(promotions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(and(eq(promotions.merchantCode, 'BR'), eq(promotions.code, 'fishing-week')));
    const after = await list('?language=EN');
    expect(after.map((p) => p.type)).not.toContain('fishing');
    expect(after).toHaveLength(before.length - 1);
  });

  it('a database seeded before promotions existed gets them on the next start', async () => {
    await database.db.delete(promotions).where(eq(promotions.merchantCode, 'BD'));
    const headers = { 'x-merchant-code': 'BD' };
    expect(await list('?language=BN', headers)).toEqual([]);
    await seedLobby(database.db);
    expect(await list('?language=BN', headers)).toHaveLength(16);
  });
});
