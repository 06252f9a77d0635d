import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** Spec §6 contract kinds: dividend, and daily, hourly and real-time salary. */
export const CONTRACT_TYPES = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** A request awaits the agent's answer; an accepted one is active until terminated; a rejected one is over. */
export const CONTRACT_STATUSES = ['requested', 'active', 'rejected', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** An agent's contracts with its upline (spec §6): one open request per kind at a time. */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').$type<ContractType>().notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('requested'),
    /** The offered rate in basis points (1/100 of a percent). */
    rateBps: integer('rate_bps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_contracts_member_idx').on(t.memberId),
    uniqueIndex('agent_contracts_open_request_key')
      .on(t.memberId, t.type)
      .where(sql`${t.status} = 'requested'`),
    check(
      'agent_contracts_type_check',
      sql`${t.type} in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')`,
    ),
    check(
      'agent_contracts_status_check',
      sql`${t.status} in ('requested', 'active', 'rejected', 'terminated')`,
    ),
  ],
);
