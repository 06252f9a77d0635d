import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** Whether this session came from the member's first login (spec §4: the first-login action). */
    firstLogin: boolean('first_login').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Responsible gaming (issue 15): the merchant's idle re-authentication minutes at login, and the last activity (written at most once a minute). */
    idleMinutes: integer('idle_minutes'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** Every login attempt that reached the password check (spec §9 security: limits per account and IP, captcha). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    /** The username as typed, trimmed and lower-cased (the account may not exist). */
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.merchantCode, t.account, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Addresses a member has logged in from; a login from any other asks for extra verification (spec §4). */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** A member's Google-authenticator (TOTP, RFC 6238) secret, base32. */
export const memberAuthenticators = pgTable('member_authenticators', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  totpSecret: text('totp_secret').notNull(),
  /** The last time step accepted: a code is not accepted twice. */
  lastCounter: integer('last_counter').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Social and phone identities (identity-provider subjects) linked to members. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('member_identities_member_idx').on(t.memberId)],
);
