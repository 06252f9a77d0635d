import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';
import { merchants } from '../system/tables';

/**
 * The team as a closure table: one row per (ancestor, descendant) pair, a member's own row at depth 0.
 * "Is X in my team" is one primary-key probe, "my whole team" one index range scan, on PGlite and
 * PostgreSQL alike. Written with the member (member/service.ts insertMember); members never move.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => members.id),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => members.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
    check('member_tree_depth', sql`${t.depth} >= 0`),
  ],
);

/** Announcements for agents (agentAnnouncement), written by staff; plain text. */
export const agentAnnouncements = pgTable(
  'agent_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_announcements_lookup_idx').on(t.merchantCode, t.publishedAt)],
);
