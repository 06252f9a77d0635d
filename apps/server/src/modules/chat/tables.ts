import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** A live chat between a member and a support agent (the sandbox agent, or staff through /admin). */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    modelId: text('model_id').notNull(),
    agentName: text('agent_name').notNull(),
    /** The language the sandbox agent answers in. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_member_model_idx').on(t.memberId, t.modelId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.sentAt)],
);
