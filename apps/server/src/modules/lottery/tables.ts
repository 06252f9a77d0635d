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

/**
 * One line of a lottery bet slip, on one draw. Its money moves as a betting record (records module,
 * game_rounds.bet_id = bet_id): the stake when placed, the win when its draw settles it.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `lottery:<member>:<requestId>:<line>`: the betting record's id and the ledger keys' root. */
    betId: text('bet_id').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** The slip's idempotency key; a retry with it answers the slip's bets and moves nothing. */
    requestId: text('request_id').notNull(),
    line: integer('line').notNull(),
    currency: text('currency').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    prizeMode: text('prize_mode').notNull(),
    numero: text('numero').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    betType: text('bet_type').notNull(),
    selection: text('selection').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Payout per unit staked in hundredths, as offered when placed. */
    oddsCents: integer('odds_cents').notNull(),
    /** open, won or lost. */
    status: text('status').notNull().default('open'),
    winAmount: bigint('win_amount', { mode: 'number' }).notNull().default(0),
    /** The draw's headline numbers, once settled. */
    drawnNumbers: jsonb('drawn_numbers').$type<string[]>(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('lottery_bets_request_line').on(t.memberId, t.requestId, t.line),
    index('lottery_bets_member_placed_idx').on(t.memberId, t.placedAt),
    // The settler's question: which open bets have a draw behind them.
    index('lottery_bets_open_draw_idx')
      .on(t.drawAt)
      .where(sql`${t.status} = 'open'`),
    check('lottery_bets_stake_positive', sql`${t.stake} > 0 AND ${t.winAmount} >= 0`),
    check('lottery_bets_status', sql`${t.status} IN ('open', 'won', 'lost')`),
  ],
);

export type LotteryBetRow = typeof lotteryBets.$inferSelect;
