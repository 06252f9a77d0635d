import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants } from '../system/tables';

/**
 * A promotion of a merchant (spec §2 /promotions, §3 Promotion, "Promotion types"). One row for every
 * language, so its id (the /promotions#<id> hash) stays the same when the visitor switches language.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    /** Stable per merchant (welcomeBonus, weeklyRebate, ...): seeds and banners name it by this. */
    code: text('code').notNull(),
    /** The spec §3 promotion type (slots, deposit, ...). */
    type: text('type').notNull(),
    sequence: integer('sequence').notNull(),
    /** Shown in the home carousel too. */
    onHome: boolean('on_home').notNull().default(false),
    /** The reward-center activity (reward_activities.code) a member takes part through, if any. */
    activityCode: text('activity_code'),
    images: jsonb('images').$type<{ url: string; sequence: number }[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotions_merchant_code_uq').on(t.merchantCode, t.code),
    index('promotions_list_idx').on(t.merchantCode, t.sequence),
  ],
);

/** A promotion's texts in one language; trusted HTML content written by staff (seeded here). */
export const promotionTexts = pgTable(
  'promotion_texts',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    terms: jsonb('terms').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.language] })],
);
