import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** Secrets of the security center beyond the login password. */
export const memberSecurity = pgTable('member_security', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  /** Argon2id hash of the transaction (withdrawal) password. */
  transactionPasswordHash: text('transaction_password_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per filled-in profile label (spec §3 further profile labels). */
export const memberProfileValues = pgTable(
  'member_profile_values',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    label: text('label').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.label] })],
);

/** External accounts (spec §4): pending can change or go; confirmed is permanent. */
export const externalAccounts = pgTable(
  'external_accounts',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    status: text('status').notNull().default('pending'),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.provider] }),
    check('external_accounts_status', sql`${t.status} IN ('pending', 'confirmed')`),
  ],
);
