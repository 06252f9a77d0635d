// Seeds the lobby content of every merchant in each of its languages, once per merchant.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { banners, notices } from '../modules/lobby/tables';
import { insertAnnouncements } from '../modules/lobby/staffHtml';
import { bannerArtUrl } from '../modules/lobby/model';
import { LOBBY_TEXTS, type Language } from './lobbyContent';
import { MERCHANTS } from './merchants';
import { seedPromotions } from './promotions';

/**
 * Banner key -> group and what a click opens (spec §2 banner slider, §3 Banner); a PROMOTION target is
 * the promotion's code, stored as its id.
 */
const BANNERS: readonly [string, string, string, string | null][] = [
  ['home-welcome', 'w_home', 'PROMOTION', 'welcome-bonus'],
  ['home-promotions', 'w_home', 'ROUTE', '/promotions'],
  ['home-live', 'w_home', 'GAME_TYPE', 'LIVE'],
  ['home-featured', 'w_home', 'GAME', 'PG-RNG-0001'],
  ['home-crash', 'w_home', 'GAME_TYPE', 'CRASH'],
  ['home-responsible', 'w_home', 'NONE', null],
  ['login-daily', 'w_login', 'NONE', null],
  ['forget-safe', 'w_forget', 'NONE', null],
  ['menu-rewards', 'w_leftmenu', 'ROUTE', '/member/rewardCenter'],
  ['menu-invite', 'w_leftmenu', 'ROUTE', '/member/referral'],
];
const POPUPS = ['B', 'A', 'F'] as const;
const DAY = 24 * 60 * 60 * 1000;

function rowsFor(
  merchantCode: string,
  language: Language,
  now: number,
  promotionIds: Map<string, string>,
) {
  const texts = LOBBY_TEXTS[language];
  const lang = { merchantCode, language };
  return {
    banners: BANNERS.map(([key, groupName, linkageType, linkageTarget], sequence) => ({
      ...lang,
      groupName,
      title: texts.banners[key]!,
      imageUrl: bannerArtUrl(key),
      linkageType,
      linkageTarget:
        linkageType === 'PROMOTION' && linkageTarget
          ? (promotionIds.get(linkageTarget) ?? null)
          : linkageTarget,
      sequence,
    })),
    notices: Object.entries(texts.notices).map(([type, title], sequence) => ({
      ...lang,
      type,
      title,
      content: title,
      sequence,
    })),
    announcements: texts.announcements.map(([title, paragraph], i) => ({
      ...lang,
      title,
      content: `<p>${paragraph}</p>`,
      popup: POPUPS[i] ?? null,
      publishedAt: new Date(now - i * DAY),
    })),
  };
}

export async function seedLobby(db: Db): Promise<void> {
  const now = Date.now();
  for (const { merchantCode, langList } of MERCHANTS) {
    const [seeded] = await db
      .select({ n: count() })
      .from(banners)
      .where(eq(banners.merchantCode, merchantCode));
    // Promotions seed on their own (idempotent): a database seeded before they existed gets them too.
    const promotionIds = await seedPromotions(db, merchantCode, langList, new Date(now));
    if ((seeded?.n ?? 0) > 0) continue;
    const all = (langList as Language[]).map((language) =>
      rowsFor(merchantCode, language, now, promotionIds),
    );
    await db.transaction(async (tx) => {
      await tx.insert(banners).values(all.flatMap((r) => r.banners));
      await tx.insert(notices).values(all.flatMap((r) => r.notices));
      await insertAnnouncements(
        tx,
        all.flatMap((r) => r.announcements),
      );
    });
  }
}
