import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/**
 * A pre-generated hash chain of one crash game of one merchant: hash(k-1) = SHA-256(hash(k)), from the
 * secret seed (hash(length)) down to the terminal hash (hash(0)), published before the first round. Round
 * n of the chain uses hash(n), so each round's hash links to the one before it.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    nodeId: text('node_id').notNull(),
    /** Secret until the chain is used up: every round hash derives from it. */
    seed: text('seed').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crash_chains_game').on(t.merchantCode, t.nodeId, t.id)],
);

/** A round: betting until bettingEndsAt, running from startedAt until its crash point, then ended. */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    nodeId: text('node_id').notNull(),
    /** Counts the game's rounds from 1. */
    roundNo: integer('round_no').notNull(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => crashChains.id),
    chainIndex: integer('chain_index').notNull(),
    /** Revealed by the API only once the round has ended. */
    hash: text('hash').notNull(),
    /** Hundredths (150 = 1.50x), decided by the hash before the round opens. */
    crashPoint: integer('crash_point').notNull(),
    /** betting, running, ended, cancelled (never started: its bets refunded). */
    status: text('status').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    unique('crash_rounds_game_round').on(t.merchantCode, t.nodeId, t.roundNo),
    unique('crash_rounds_chain_index').on(t.chainId, t.chainIndex),
    check('crash_rounds_status', sql`${t.status} IN ('betting', 'running', 'ended', 'cancelled')`),
  ],
);

/** One bet of a member in a round; its stake and payout move through the ledger (records' game round). */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** The account as others see it (ab***c). */
    maskedName: text('masked_name').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Hundredths, or none. */
    autoCashout: integer('auto_cashout'),
    /** The multiplier the bet was cashed out at (hundredths); none while open or lost. */
    cashout: integer('cashout'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    /** open, won, lost, refunded. */
    status: text('status').notNull().default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('crash_bets_round_member').on(t.roundId, t.memberId),
    index('crash_bets_member').on(t.memberId, t.placedAt),
    check('crash_bets_amount', sql`${t.amount} > 0`),
    check('crash_bets_status', sql`${t.status} IN ('open', 'won', 'lost', 'refunded')`),
  ],
);

/** Which server process runs a game's round loop (the others relay it), until expiresAt unless renewed. */
export const crashLeases = pgTable('crash_leases', {
  /** merchantCode:nodeId */
  gameKey: text('game_key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Someone watched or bet until then: the loop keeps running while it is ahead (or a round is open). */
  demandUntil: timestamp('demand_until', { withTimezone: true }).notNull(),
});

export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;
