import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One merchant per country (spec §1): the site is switched by region, currency and language. */
export const merchants = pgTable('merchants', {
  merchantCode: text('merchant_code').primaryKey(),
  country: text('country').notNull(),
  countryName: text('country_name').notNull(),
  currency: text('currency').notNull(),
  langList: text('lang_list').array().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MerchantRow = typeof merchants.$inferSelect;
