import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of a fixed window, shared by every server process on one PostgreSQL (issue 18): the rate limits,
 * transaction-password failures and chat messages. One row per limiter and key (`login|203.0.113.7|alice`).
 */
export const hitCounters = pgTable(
  'hit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hit_counters_reset_idx').on(t.resetAt)],
);
