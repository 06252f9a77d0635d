import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** A deposit through the payment provider; money moves only when it is paid (a ledger entry). */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    methodCode: text('method_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending, paid or failed. */
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    /** Hash of the secret in the payment page link; the page acts on the order only with it. */
    paymentTokenHash: text('payment_token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('deposit_orders_member_request_key').on(t.memberId, t.requestId),
    index('deposit_orders_member_created_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_pending_idx').on(t.status, t.expiresAt),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
    check('deposit_orders_status', sql`${t.status} IN ('pending', 'paid', 'failed')`),
  ],
);

export type DepositOrderRow = typeof depositOrders.$inferSelect;
