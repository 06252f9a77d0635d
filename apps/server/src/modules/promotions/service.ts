// The promotions of a merchant in a language (spec §2 /promotions, home carousel): a promotion with no text
// in the language shows its English text (spec §4: language falls back to EN).
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { components } from '@croupier/sdk/schema';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { promotions, promotionTexts } from './tables';

type Schemas = components['schemas'];
type PromotionType = Schemas['PromotionType'];
type Scope = { merchantCode: string; language: string };
type PromotionRow = typeof promotions.$inferSelect;
type TextRow = typeof promotionTexts.$inferSelect;

/** Each promotion's text in the language, else in English; a promotion with neither is left out. */
async function textsOf(db: Db, ids: string[], language: string): Promise<Map<string, TextRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(promotionTexts)
    .where(
      and(
        inArray(promotionTexts.promotionId, ids),
        inArray(promotionTexts.language, [...new Set([language, 'EN'])]),
      ),
    );
  const chosen = new Map<string, TextRow>();
  for (const row of rows) {
    const held = chosen.get(row.promotionId);
    if (!held || (row.language === language && held.language !== language))
      chosen.set(row.promotionId, row);
  }
  return chosen;
}

const summaryOf = (row: PromotionRow, text: TextRow): Schemas['Promotion'] => ({
  id: row.id,
  title: text.title,
  type: row.type as PromotionType,
  summary: text.summary,
  announcementImages: [...row.images].sort((a, b) => a.sequence - b.sequence),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

/**
 * The promotions page: those not yet ended, in display order; `type` narrows to one §3 type, `onHome`
 * to the home carousel's.
 */
export async function listPromotions(
  db: Db,
  scope: Scope,
  filter: { type?: string; onHome?: boolean } = {},
  now = new Date(),
): Promise<Schemas['Promotion'][]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantCode, scope.merchantCode),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        filter.type ? eq(promotions.type, filter.type) : undefined,
        filter.onHome ? eq(promotions.onHome, true) : undefined,
      ),
    )
    .orderBy(asc(promotions.sequence));
  const texts = await textsOf(
    db,
    rows.map((r) => r.id),
    scope.language,
  );
  return rows.flatMap((row) => {
    const text = texts.get(row.id);
    return text ? [summaryOf(row, text)] : [];
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /promotions#<id>: the promotion of this merchant with its content and terms; not_found otherwise. */
export async function promotionDetail(
  db: Db,
  scope: Scope,
  id: string,
): Promise<Schemas['PromotionDetail']> {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.merchantCode, scope.merchantCode)))
    : [];
  const text = row && (await textsOf(db, [row.id], scope.language)).get(row.id);
  if (!row || !text) throw new ApiError(404, 'not_found');
  return {
    ...summaryOf(row, text),
    content: text.content,
    terms: text.terms,
    activityCode: row.activityCode,
  };
}
