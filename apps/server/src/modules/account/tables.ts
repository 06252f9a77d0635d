import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';
import { merchants } from '../system/tables';

/** Per merchant, the rules of each configurable registration field (spec §3 registration field config). */
export const registerSettings = pgTable(
  'register_settings',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    /** The field's name in the registration payload (contract RegisterField). */
    field: text('field').notNull(),
    /** Display order. */
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    /** Regex source for the whole value; '*' matches anything. */
    acceptedPattern: text('accepted_pattern').notNull(),
    /** The key of the translated message. */
    patternId: text('pattern_id').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.field] })],
);

export type RegisterSettingRow = typeof registerSettings.$inferSelect;

/**
 * What a member gave at registration besides what the members table keeps (account, mobile number,
 * email, payee name).
 */
export const memberProfiles = pgTable('member_profiles', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  birthday: date('birthday', { mode: 'string' }),
  qqNum: text('qq_num'),
  line: text('line'),
  whatsapp: text('whatsapp'),
  facebook: text('facebook'),
  wechat: text('wechat'),
  idNumber: text('id_number'),
  /** argon2id, like the login password. */
  paymentPasswordHash: text('payment_password_hash'),
  /** The member or agent whose referral code was given. */
  referrerId: uuid('referrer_id').references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invitation codes: an agent's affiliate code puts a new member in its downline (spec §4). */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    /** Upper case; codes are matched in any letter case. */
    code: text('code').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.code] })],
);
