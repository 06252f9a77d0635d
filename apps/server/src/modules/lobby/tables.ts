import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants } from '../system/tables';

const merchantCode = () =>
  text('merchant_code')
    .notNull()
    .references(() => merchants.merchantCode);

/** Banners of a merchant and language, by group (w_login, w_forget, w_home, w_leftmenu). */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: merchantCode(),
    language: text('language').notNull(),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkageType: text('linkage_type').notNull(),
    linkageTarget: text('linkage_target'),
    sequence: integer('sequence').notNull(),
  },
  (t) => [index('banners_lookup_idx').on(t.merchantCode, t.language, t.groupName)],
);

/** Player notices of the marquee, by type (B, PL, PU, PR, H). */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: merchantCode(),
    language: text('language').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [index('notices_lookup_idx').on(t.merchantCode, t.language)],
);

/** Announcements; `popup` (A, B, F or null) says to whom it also shows as a popup. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: merchantCode(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** HTML written by staff, never member input; stored sanitised (./staffHtml insertAnnouncements). */
    content: text('content').notNull(),
    popup: text('popup'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('announcements_lookup_idx').on(t.merchantCode, t.language, t.publishedAt)],
);
