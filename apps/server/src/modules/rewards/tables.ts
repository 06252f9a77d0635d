import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';
import { merchants } from '../system/tables';

/**
 * An activity (promotion) of the reward center (spec §2 rewardCenter, §4 activity statuses). `kind`
 * decides the eligibility rule (rules.ts); amounts are minor units of the merchant's currency.
 */
export const rewardActivities = pgTable(
  'reward_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    /** Stable per merchant (seeding finds the row by it). */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** The spec §3 promotion type it is listed under (deposit, rebate, other, ...). */
    promotionType: text('promotion_type').notNull(),
    /** English name, written on the bonus it pays (bonusDetails). */
    title: text('title').notNull(),
    /** The fixed reward; for weeklyRebate the rate in basis points of last week's wager. */
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    /** The threshold the rule compares with (deposit or wager), 0 when none. */
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
    /** The member applies (remark, images) and staff approve before the reward is issued. */
    requiresApplication: boolean('requires_application').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('reward_activities_merchant_code_key').on(t.merchantCode, t.code),
    check('reward_activities_amounts', sql`${t.rewardAmount} > 0 AND ${t.minAmount} >= 0`),
    check(
      'reward_activities_kind',
      sql`${t.kind} IN ('firstDeposit', 'dailyCheckIn', 'weeklyRebate', 'raffle', 'share', 'eventDeposit', 'vipLevelUp')`,
    ),
  ],
);

/** A member joined an activity (the first step of §4's flow). */
export const rewardJoins = pgTable(
  'reward_joins',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => rewardActivities.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('reward_joins_key').on(t.activityId, t.memberId)],
);

/** An activity application (spec §3, §5): remark of at most 140 characters, up to 3 png/jpg images. */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => rewardActivities.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    remark: text('remark').notNull(),
    /** applying, approved or rejected. */
    status: text('status').notNull().default('applying'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    // One open or approved application per period; a rejected one may be followed by a new one.
    uniqueIndex('reward_applications_open_key')
      .on(t.activityId, t.memberId, t.period)
      .where(sql`${t.status} <> 'rejected'`),
    index('reward_applications_member_idx').on(t.memberId),
    check('reward_applications_status', sql`${t.status} IN ('applying', 'approved', 'rejected')`),
    check('reward_applications_remark', sql`char_length(${t.remark}) <= 140`),
  ],
);

/** The images of an application, kept for staff. */
export const rewardApplicationImages = pgTable('reward_application_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  applicationId: uuid('application_id')
    .notNull()
    .references(() => rewardApplications.id),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: text('data').notNull(),
});

/** A claimed reward: one per activity, member and period; its bonus entry has the same key. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => rewardActivities.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('reward_claims_key').on(t.activityId, t.memberId, t.period)],
);

/** A weekly mission (missionLeaderboard): bet N times, wager X, deposit once. */
export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** Bets (betCount), minor units (wager) or deposits (depositCount). */
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('missions_merchant_code_key').on(t.merchantCode, t.code),
    check('missions_kind', sql`${t.kind} IN ('betCount', 'wager', 'depositCount')`),
    check('missions_amounts', sql`${t.target} > 0 AND ${t.rewardAmount} > 0 AND ${t.points} >= 0`),
  ],
);

export const missionClaims = pgTable(
  'mission_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('mission_claims_key').on(t.missionId, t.memberId, t.period)],
);

/** The referral reward a member got for one invited friend's first deposit. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => members.id),
    friendId: uuid('friend_id')
      .primaryKey()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerId)],
);

export type RewardActivityRow = typeof rewardActivities.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;
