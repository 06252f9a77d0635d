import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** One bet (game round) as a vendor reports it; its money moved through the ledger (bet:, win:, rollback:). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The vendor's bet id: the idempotency key of the round. */
    betId: text('bet_id').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    vendor: text('vendor').notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    currency: text('currency').notNull(),
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    winAmount: bigint('win_amount', { mode: 'number' }).notNull().default(0),
    /** unsettled, settled or cancelled (rolled back). */
    status: text('status').notNull().default('unsettled'),
    betAt: timestamp('bet_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('game_rounds_member_bet_at_idx').on(t.memberId, t.betAt),
    // The team betting page lists the newest rounds of a whole team first.
    index('game_rounds_bet_at_idx').on(t.betAt),
    check('game_rounds_amounts', sql`${t.betAmount} > 0 AND ${t.winAmount} >= 0 AND ${t.validBet} >= 0`),
    check('game_rounds_status', sql`${t.status} IN ('unsettled', 'settled', 'cancelled')`),
  ],
);

export type GameRoundRow = typeof gameRounds.$inferSelect;

/**
 * The rounds of a member per UTC day (of bet_at) and game type, summed as the rounds change (rounds.ts):
 * the agent reports read a team's figures from here instead of summing every round (issue 13 bench).
 * bets and bet_amount count every round placed; valid_bet, win_amount and profit the settled ones.
 */
export const memberBetDays = pgTable(
  'member_bet_days',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    gameType: text('game_type').notNull(),
    currency: text('currency').notNull(),
    bets: integer('bets').notNull().default(0),
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull().default(0),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    winAmount: bigint('win_amount', { mode: 'number' }).notNull().default(0),
    profit: bigint('profit', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.gameType, t.currency] })],
);
