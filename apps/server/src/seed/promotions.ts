// Seeds every merchant's promotions (issue 17) in each of its languages; a promotion already there is kept.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/types';
import { bannerArtUrl } from '../modules/lobby/model';
import { promotions, promotionTexts } from '../modules/promotions/tables';
import type { Language } from './lobbyContent';
import { PROMOTION_TEXTS, PROMOTIONS } from './promotionContent';

const DAY = 86_400_000;
const ALWAYS = new Date('2026-01-01T00:00:00Z');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The merchant's promotions, seeded when missing; answers each promotion's id by its code. */
export async function seedPromotions(
  db: Db,
  merchantCode: string,
  languages: readonly string[],
  now = new Date(),
): Promise<Map<string, string>> {
  await db
    .insert(promotions)
    .values(
      PROMOTIONS.map((p, sequence) => ({
        merchantCode,
        code: p.code,
        type: p.type,
        sequence,
        onHome: p.onHome,
        activityCode: p.activityCode,
        images: Array.from({ length: p.images }, (_, i) => ({
          url: bannerArtUrl(`promo-${p.code}-${i + 1}`),
          sequence: i,
        })),
        startsAt: p.window ? new Date(now.getTime() + p.window.startsInDays * DAY) : ALWAYS,
        endsAt: p.window ? new Date(now.getTime() + p.window.endsInDays * DAY) : null,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: promotions.id, code: promotions.code })
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantCode, merchantCode),
        inArray(
          promotions.code,
          PROMOTIONS.map((p) => p.code),
        ),
      ),
    );
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  const texts = languages.flatMap((language) => {
    const set = PROMOTION_TEXTS[language as Language];
    if (!set) return [];
    return PROMOTIONS.map((p) => {
      const [title, summary, body, term] = set.promotions[p.code]!;
      return {
        promotionId: ids.get(p.code)!,
        language,
        title,
        summary,
        content: `<p>${escapeHtml(summary)}</p><h2>${escapeHtml(set.howTo)}</h2><p>${escapeHtml(body)}</p>`,
        terms: [term, ...set.commonTerms],
      };
    });
  });
  if (texts.length > 0) await db.insert(promotionTexts).values(texts).onConflictDoNothing();
  return ids;
}
