import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';
import { members } from '../member/tables';


/** A bound payout account; bound for good (changes go through customer service). */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    methodCode: text('method_code').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('withdrawal_accounts_member_number_key').on(t.memberId, t.methodCode, t.accountNumber)],
);

/** A withdrawal and, once disbursed, the member's confirmation of it (spec §4). */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => withdrawalAccounts.id),
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('reviewing'),
    rejectReason: text('reject_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmationResult: text('confirmation_result'),
    confirmationForced: boolean('confirmation_forced'),
    /** Never true after a forced receipt: the spec's reading "a forced receipt is not refunded". */
    refunded: boolean('refunded').notNull().default(false),
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    proofImageCount: integer('proof_image_count').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('withdrawal_orders_member_request_key').on(t.memberId, t.requestId),
    index('withdrawal_orders_member_created_idx').on(t.memberId, t.createdAt),
    index('withdrawal_orders_status_idx').on(t.status),
    check('withdrawal_orders_amount_positive', sql`${t.amount} > 0`),
    check(
      'withdrawal_orders_status',
      sql`${t.status} IN ('reviewing', 'rejected', 'disbursed', 'received', 'partly_received', 'not_received', 'auto_received')`,
    ),
    check('withdrawal_orders_forced_not_refunded', sql`NOT (coalesce(${t.confirmationForced}, false) AND ${t.refunded})`),
  ],
);

/** Proof images of a payout reported not (fully) received, for staff investigation. */
export const withdrawalProofs = pgTable('withdrawal_proofs', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => withdrawalOrders.id),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WithdrawalAccountRow = typeof withdrawalAccounts.$inferSelect;
export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;
