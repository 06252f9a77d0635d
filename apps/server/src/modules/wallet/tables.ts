import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** A ledger account: a member's wallet, or a system account (house, sandbox payment provider). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerMemberId: uuid('owner_member_id').references(() => members.id),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /**
     * Integer minor units; changed only together with the postings that explain it. Kept for member
     * accounts only: a system account's balance is the sum of its postings (ledger.accountBalance).
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_kind_currency_key')
      .on(t.ownerMemberId, t.kind, t.currency)
      .nullsNotDistinct(),
    // Member money can never go below zero; system accounts mirror money outside the platform and may.
    check(
      'ledger_accounts_member_balance_non_negative',
      sql`${t.ownerMemberId} IS NULL OR ${t.balance} >= 0`,
    ),
    check('ledger_accounts_currency_code', sql`char_length(${t.currency}) = 3`),
  ],
);

/** One money movement; the idempotency key makes a retried request move nothing twice. */
export const journalEntries = pgTable('journal_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The legs of an entry; an entry's postings sum to zero. Append-only. */
export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('postings_entry_idx').on(t.entryId),
    index('postings_account_idx').on(t.accountId),
    check('postings_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;

/**
 * Each member's all-time totals per currency, kept as they change in the transactions that change them:
 * deposits into the main wallet (wallet/service.ts depositFromSandbox, the one deposit path) and valid bets
 * of settled rounds (records/rounds.ts, with the day rows). The VIP ladder is decided by them, on every
 * member info: one row read, not every posting and round summed (issue 16). wallet/totals.ts recounts them
 * from the ledger and the rounds (a migration's backfill, a seed that writes rows in bulk).
 */
export const memberTotals = pgTable(
  'member_totals',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'member_totals_pk', columns: [t.memberId, t.currency] })],
);
