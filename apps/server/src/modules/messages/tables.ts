import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/**
 * A platform message to one member (messageV2); its category decides which menu badge counts it. Marketing
 * stops while the member is on a break or self-excluded (issue 15).
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    category: text('category').notNull().default('platform'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('member_messages_member_created_idx').on(t.memberId, t.createdAt),
    check('member_messages_category', sql`${t.category} IN ('platform', 'reward', 'mission', 'marketing')`),
  ],
);
