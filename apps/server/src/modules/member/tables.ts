import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';
import { merchants } from '../system/tables';

/** The unique index behind "one account per merchant, in any letter case". */
export const MEMBER_ACCOUNT_KEY = 'members_merchant_account_key';

/** The unique index behind "one account per mobile number on a merchant". */
export const MEMBER_MOBILE_KEY = 'members_merchant_mobile_key';

/** The unique index behind "one account per e-mail on a merchant, in any letter case". */
export const MEMBER_EMAIL_KEY = 'members_merchant_email_key';

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    /** Numeric member type (spec §4): agents 1, 2, 41, 42; trial 4; anything else a regular member. */
    type: integer('type').notNull().default(0),
    /** The upline agent, for an agent's downline. */
    parentId: uuid('parent_id').references((): AnyPgColumn => members.id),
    passwordHash: text('password_hash').notNull(),
    /** `+<dialing code> <digits>` (verification/phone.ts); unique per merchant: SMS login finds the member by it. */
    mobileNum: text('mobile_num'),
    /** Lower-cased; unique per merchant in any letter case (forgot-password and login verification find the member by it). */
    email: text('email'),
    /** The real (bank payee) name; one of the extra-verification answers. */
    payeeName: text('payee_name'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set when staff force a reset (or the default password was issued); login then asks for a change. */
    passwordExpired: boolean('password_expired').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The UI language the member keeps on the server (a site language code); null until first set. */
    language: text('language'),
    /** A built-in avatar's id, or `upload:<member_avatar_uploads.id>`; null is the first built-in avatar. */
    avatar: text('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Accounts are unique per merchant regardless of case: "Demo_Player" is "demo_player".
    uniqueIndex(MEMBER_ACCOUNT_KEY).on(t.merchantCode, sql`lower(${t.account})`),
    index('members_parent_idx').on(t.parentId),
    uniqueIndex(MEMBER_MOBILE_KEY).on(t.merchantCode, t.mobileNum),
    uniqueIndex(MEMBER_EMAIL_KEY)
      .on(t.merchantCode, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

export type MemberRow = typeof members.$inferSelect;

/** An image a member uploaded as avatar, served to every process from here; only the newest is kept. */
export const memberAvatarUploads = pgTable(
  'member_avatar_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_avatar_uploads_member_idx').on(t.memberId)],
);
