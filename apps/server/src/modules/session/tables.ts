import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export type SessionRow = typeof sessions.$inferSelect;
