import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** Feedback and complaints (spec §3 Feedback); member is null when sent without a session. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id').references(() => members.id),
  merchantCode: text('merchant_code').notNull(),
  questionType: text('question_type').notNull(),
  content: text('content').notNull(),
  contact: text('contact'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
