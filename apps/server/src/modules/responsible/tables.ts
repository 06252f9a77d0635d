// Responsible gaming (issue 15): each merchant's jurisdiction profile, and each member's limits,
// reality-check interval and exclusions (take a break, self-exclusion).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';
import { merchants } from '../system/tables';

/** What the merchant's country requires and allows (seeded per merchant; the money switches are the operator's). */
export const jurisdictionProfiles = pgTable('jurisdiction_profiles', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.merchantCode, { onDelete: 'cascade' }),
  minimumAge: integer('minimum_age').notNull(),
  /** Protections the regulator makes mandatory: depositLimit, lossLimit, stakeLimit, sessionLimit, realityCheck, takeBreak, selfExclusion. */
  mandatory: text('mandatory').array().notNull().default([]),
  /** Registration's "Set your limits" step: off, offered (skippable) or mandatory. */
  limitsAtRegistration: text('limits_at_registration').notNull().default('off'),
  limitPeriods: text('limit_periods').array().notNull(),
  /** Take-a-break lengths offered, in days (24 hours to 6 weeks). */
  breakDays: integer('break_days').array().notNull(),
  /** Self-exclusion lengths offered, in months (6 months to 5 years); permanent is always offered too. */
  exclusionMonths: integer('exclusion_months').array().notNull(),
  /** Minutes without activity that end a session; null: no idle re-authentication. */
  idleMinutes: integer('idle_minutes'),
  realMoney: boolean('real_money').notNull(),
  deposits: boolean('deposits').notNull(),
  helpName: text('help_name').notNull(),
  helpUrl: text('help_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('jurisdiction_profiles_limits_at_registration', sql`${t.limitsAtRegistration} IN ('off', 'offered', 'mandatory')`)]);

/**
 * A member's limit of one kind over one period. Lowering applies at once; raising or removing waits
 * 24 hours as `pending*` (pendingAmount null with pendingAt set: the limit goes away then).
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** deposit, loss, stake (minor units) or session (minutes, period 'session'). */
    kind: text('kind').notNull(),
    /** day, week, month, or session for the session time limit. */
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('rg_limits_kind', sql`${t.kind} IN ('deposit', 'loss', 'stake', 'session')`),
    check('rg_limits_period', sql`${t.period} IN ('day', 'week', 'month', 'session')`),
  ],
);

/** Take a break and self-exclusion: kept for the record, the latest ending one decides. endsAt null: permanent. */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('rg_exclusions_member_idx').on(t.memberId, t.startsAt),
    check('rg_exclusions_kind', sql`${t.kind} IN ('break', 'self_exclusion')`),
  ],
);

/** The member's chosen reality-check interval (minutes). */
export const rgSettings = pgTable('rg_settings', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JurisdictionProfileRow = typeof jurisdictionProfiles.$inferSelect;
export type RgLimitRow = typeof rgLimits.$inferSelect;
