import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';
import { rewardActivities } from '../rewards/tables';
import { merchants } from '../system/tables';

/**
 * A VIP level of a merchant (spec §1 "VIP bonus"): reached when the member's approved deposits AND settled
 * valid bets both reach its thresholds (minor units of the merchant's currency). Its level-up bonus is the
 * reward-center activity `activityId` (kind vipLevelUp), so it is claimed and paid through that flow.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    /** 1 is the first level; a member below it has no VIP level (0). */
    level: integer('level').notNull(),
    /** English name (Bronze, Silver, ...): the client shows its own translation. */
    name: text('name').notNull(),
    depositThreshold: bigint('deposit_threshold', { mode: 'number' }).notNull(),
    validBetThreshold: bigint('valid_bet_threshold', { mode: 'number' }).notNull(),
    activityId: uuid('activity_id')
      .notNull()
      .unique()
      .references(() => rewardActivities.id),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.level] }),
    check(
      'vip_levels_amounts',
      sql`${t.level} > 0 AND ${t.depositThreshold} >= 0 AND ${t.validBetThreshold} >= 0`,
    ),
  ],
);

/**
 * A level a member reached, kept once (the first time it was reached): the member's level is the highest
 * row, so it never goes down, and concurrent readers that both see it reached insert it once.
 */
export const memberVipLevels = pgTable(
  'member_vip_levels',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.level] })],
);

export type VipLevelRow = typeof vipLevels.$inferSelect;
