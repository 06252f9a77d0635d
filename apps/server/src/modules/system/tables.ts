import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Per-merchant system settings: the maintenance switch, the region/IP restrictions (spec §4 status 1
 * and 2) and what the permission payload tells the site (customer service, resources, analytics, CDNs).
 */
export const merchantSettings = pgTable('merchant_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.merchantCode, { onDelete: 'cascade' }),
  maintenance: boolean('maintenance').notNull().default(false),
  restrictedCountries: text('restricted_countries').array().notNull().default([]),
  blockedIps: text('blocked_ips').array().notNull().default([]),
  customerService: jsonb('customer_service').$type<{ name: string; path: string }[]>().notNull(),
  resources: jsonb('resources')
    .$type<{ resourceType: string; url: string; labelNameEn: string }[]>()
    .notNull(),
  gtagId: text('gtag_id'),
  imageCdns: text('image_cdns').array().notNull().default([]),
  launchGameCdns: text('launch_game_cdns').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The whitelabel tree (spec §3): one row per node per merchant; a node is on when it and its ancestors are. */
export const whitelabelFlags = pgTable(
  'whitelabel_flags',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode, { onDelete: 'cascade' }),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.modId] })],
);

export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;
export type WhitelabelFlagRow = typeof whitelabelFlags.$inferSelect;
