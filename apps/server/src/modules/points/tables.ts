import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';
import { merchants } from '../system/tables';

/**
 * A merchant's points rates (MCS2_getPointConfig). Earning: every `unit` minor units of a settled valid
 * bet (per point type) or of a paid deposit earn the type's points. Converting: `exchangeRate` points
 * are worth `unit` minor units. Points are whole numbers and never expire (spec §9).
 */
export const pointConfigs = pgTable(
  'point_configs',
  {
    merchantCode: text('merchant_code')
      .primaryKey()
      .references(() => merchants.merchantCode),
    unit: bigint('unit', { mode: 'number' }).notNull(),
    exchangeRate: integer('exchange_rate').notNull(),
    /** Points per unit, by point type: live, lottery, pvp, rng, sports, deposit. */
    rates: jsonb('rates').$type<Record<string, number>>().notNull(),
    /** The fewest points one conversion takes. */
    minConvert: integer('min_convert').notNull(),
  },
  (t) => [
    check(
      'point_configs_positive',
      sql`${t.unit} > 0 AND ${t.exchangeRate} > 0 AND ${t.minConvert} > 0`,
    ),
  ],
);

/** The reward catalogue of the points mall (MCS2_getPointReward). */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    /** Stable per merchant (seeding finds the row by it). */
    code: text('code').notNull(),
    /** The reward's name by language (EN always; PT, ES, BN where the merchant offers them). */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Points one of it costs. */
    pointsRequired: integer('points_required').notNull(),
    /** What the member must have deposited in total (minor units) to redeem it; 0 for none. */
    amountRequired: bigint('amount_required', { mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('point_rewards_merchant_code_key').on(t.merchantCode, t.code),
    check('point_rewards_amounts', sql`${t.pointsRequired} > 0 AND ${t.amountRequired} >= 0`),
  ],
);

/**
 * A redemption (exchange history): its points leave the member's points into the held account at
 * once, in the same transaction; staff approve (spent) or reject (returned). Spec §4 redeem statuses.
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceNo: text('reference_no').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's idempotency key of the request. */
    requestId: text('request_id').notNull(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    /** in_process, approved or rejected. */
    status: text('status').notNull().default('in_process'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    unique('point_redemptions_member_request_key').on(t.memberId, t.requestId),
    index('point_redemptions_member_created_idx').on(t.memberId, t.createdAt),
    check('point_redemptions_amounts', sql`${t.quantity} > 0 AND ${t.points} > 0`),
    check('point_redemptions_status', sql`${t.status} IN ('in_process', 'approved', 'rejected')`),
  ],
);

export type PointConfigRow = typeof pointConfigs.$inferSelect;
export type PointRewardRow = typeof pointRewards.$inferSelect;
export type PointRedemptionRow = typeof pointRedemptions.$inferSelect;
