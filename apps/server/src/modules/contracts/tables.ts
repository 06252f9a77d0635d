import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
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

/**
 * A request awaits the holder's answer; an accepted new contract is active until terminated; a rejected
 * request is over; an accepted termination request is accepted (the contract it ends is terminated).
 */
export const CONTRACT_STATUSES = [
  'requested',
  'active',
  'rejected',
  'terminated',
  'accepted',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Spec §4: a request is new or termination. */
export type RequestKind = 'new' | 'termination';

/** Spec §4 periods (a dividend's settlement period). */
export const CONTRACT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

export type EndReason =
  | 'rejected'
  | 'by_holder'
  | 'by_upline'
  | 'termination_accepted'
  | 'lower_upline_rate'
  | 'withdrawn';

/**
 * An agent's contracts with its upline (spec §3 §4 §6): one open request per kind at a time. The holder
 * is the agent paid; `offeredBy` the direct upline that offered it and pays it (null: the platform).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    offeredBy: uuid('offered_by').references(() => members.id),
    type: text('type').$type<ContractType>().notNull(),
    requestKind: text('request_kind').$type<RequestKind>().notNull().default('new'),
    /** For a termination request: the contract in force it would end. */
    terminates: uuid('terminates').references((): AnyPgColumn => agentContracts.id),
    status: text('status').$type<ContractStatus>().notNull().default('requested'),
    /** The offered rate in basis points (1/100 of a percent). */
    rateBps: integer('rate_bps').notNull(),
    activeMembers: integer('active_members').notNull().default(0),
    periodValidBet: bigint('period_valid_bet', { mode: 'number' }).notNull().default(0),
    periodProfitLoss: bigint('period_profit_loss', { mode: 'number' }).notNull().default(0),
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull().default(0),
    period: text('period').$type<ContractPeriod>().notNull().default('daily'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<EndReason>(),
    agreementSignedAt: timestamp('agreement_signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_contracts_member_idx').on(t.memberId),
    index('agent_contracts_offered_by_idx').on(t.offeredBy),
    uniqueIndex('agent_contracts_open_request_key')
      .on(t.memberId, t.type)
      .where(sql`${t.status} = 'requested'`),
    // One contract of a kind in force per agent.
    uniqueIndex('agent_contracts_active_key')
      .on(t.memberId, t.type)
      .where(sql`${t.status} = 'active'`),
    check(
      'agent_contracts_type_check',
      sql`${t.type} in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')`,
    ),
    check(
      'agent_contracts_status_check',
      sql`${t.status} in ('requested', 'active', 'rejected', 'terminated', 'accepted')`,
    ),
    check('agent_contracts_request_kind_check', sql`${t.requestKind} in ('new', 'termination')`),
    check(
      'agent_contracts_period_check',
      sql`${t.period} in ('daily', 'weekly', 'semimonthly', 'monthly')`,
    ),
    check('agent_contracts_rate_check', sql`${t.rateBps} BETWEEN 0 AND 10000`),
  ],
);

export type AgentContractRow = typeof agentContracts.$inferSelect;

/**
 * One settlement per contract and period (spec §9): the unique key is what makes a period pay exactly
 * once, whichever process runs it, however often. Written in the same transaction as the ledger entry.
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    /** The holder, for the agent's own records without a join. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').$type<ContractType>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    teamValidBet: bigint('team_valid_bet', { mode: 'number' }).notNull().default(0),
    teamProfitLoss: bigint('team_profit_loss', { mode: 'number' }).notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
    rateBps: integer('rate_bps').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** paid, nothing (no threshold reached / zero), unpaid (the payer's wallet short; retried). */
    status: text('status').notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_settlements_contract_period_key').on(t.contractId, t.periodStart),
    index('contract_settlements_member_type_period_idx').on(t.memberId, t.type, t.periodStart),
    check('contract_settlements_status_check', sql`${t.status} in ('paid', 'nothing', 'unpaid')`),
    check('contract_settlements_amount_check', sql`${t.amount} >= 0`),
  ],
);

export type ContractSettlementRow = typeof contractSettlements.$inferSelect;
