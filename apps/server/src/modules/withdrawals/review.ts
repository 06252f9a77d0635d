// Staff decisions on a withdrawal (admin API, or the sandbox reviewer on a timer) and the forced
// receipt of §4. Each decision is one transaction: the order's status with the ledger entry it needs.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import type { Notifier } from '../notifications/hub';
import { memberProfileValues } from '../profile/tables';
import { AccountKind, openMemberAccount, openSystemAccount } from '../wallet/accounts';
import { moving } from '../wallet/guards';
import { post } from '../wallet/ledger';
import { pushBalance } from '../wallet/service';
import { withdrawalAccounts, withdrawalOrders, type WithdrawalOrderRow } from './tables';

async function decide(
  db: Db,
  orderNo: string,
  apply: (tx: Db, order: WithdrawalOrderRow) => Promise<Partial<WithdrawalOrderRow>>,
  expected = 'reviewing',
): Promise<WithdrawalOrderRow> {
  return moving(() =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo)).for('update');
      if (!order) throw new ApiError(404, 'not_found');
      if (order.status !== expected) throw new ApiError(409, 'order_state_conflict');
      const [updated] = await tx
        .update(withdrawalOrders)
        .set(await apply(tx, order))
        .where(eq(withdrawalOrders.id, order.id))
        .returning();
      return updated!;
    }),
  );
}

/** Approves: the held amount is paid out to the provider; the member has confirmationMinutes to answer. */
export async function approveWithdrawal(db: Db, notifier: Notifier, orderNo: string, confirmationMinutes: number, at = new Date()) {
  const order = await decide(db, orderNo, async (tx, o) => {
    const held = await openMemberAccount(tx, o.memberId, AccountKind.MEMBER_HELD, o.currency);
    const psp = await openSystemAccount(tx, AccountKind.SANDBOX_PSP, o.currency);
    await post(tx, {
      idempotencyKey: `withdrawal-payout:${o.orderNo}`,
      kind: 'withdrawal_payout',
      from: held.id,
      to: psp.id,
      amount: o.amount,
      metadata: { orderNo: o.orderNo, provider: 'sandbox' },
    });
    return { status: 'disbursed', reviewedAt: at, confirmBy: new Date(at.getTime() + confirmationMinutes * 60_000) };
  });
  notifier.notify(order.memberId, {
    type: 'withdrawal.approved',
    orderNo: order.orderNo,
    amount: order.amount,
    currency: order.currency,
    confirmBy: order.confirmBy!.toISOString(),
  });
  return order;
}

/** Rejects: the held amount goes back to the main wallet (a release entry, never an edit). */
export async function rejectWithdrawal(db: Db, notifier: Notifier, orderNo: string, reason: string, at = new Date()) {
  const order = await decide(db, orderNo, async (tx, o) => {
    const held = await openMemberAccount(tx, o.memberId, AccountKind.MEMBER_HELD, o.currency);
    const main = await openMemberAccount(tx, o.memberId, AccountKind.MEMBER_MAIN, o.currency);
    await post(tx, {
      idempotencyKey: `withdrawal-release:${o.orderNo}`,
      kind: 'withdrawal_release',
      from: held.id,
      to: main.id,
      amount: o.amount,
      metadata: { orderNo: o.orderNo, reason },
    });
    return { status: 'rejected', reviewedAt: at, rejectReason: reason };
  });
  notifier.notify(order.memberId, {
    type: 'withdrawal.rejected',
    orderNo: order.orderNo,
    amount: order.amount,
    currency: order.currency,
    reason,
  });
  await pushBalance(db, notifier, order.memberId, order.currency);
  return order;
}

export const NAME_MISMATCH = 'The account holder name does not match your registered real name';
const normalise = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The sandbox reviewer: approves withdrawals under review for longer than reviewMs, unless the account
 * holder differs from the member's registered real name (payeeName or fullName), which it rejects.
 */
export async function reviewDueWithdrawals(db: Db, notifier: Notifier, at: Date, reviewMs: number, confirmationMinutes: number) {
  const due = await db
    .select({ orderNo: withdrawalOrders.orderNo, memberId: withdrawalOrders.memberId, holderName: withdrawalAccounts.holderName })
    .from(withdrawalOrders)
    .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawalOrders.accountId))
    .where(and(eq(withdrawalOrders.status, 'reviewing'), lt(withdrawalOrders.createdAt, new Date(at.getTime() - reviewMs))))
    .orderBy(asc(withdrawalOrders.createdAt))
    .limit(100);
  const approved: string[] = [];
  for (const order of due) {
    const realNames = await realNamesOf(db, order.memberId);
    const mismatch = realNames.length > 0 && !realNames.includes(normalise(order.holderName));
    try {
      if (mismatch) await rejectWithdrawal(db, notifier, order.orderNo, NAME_MISMATCH, at);
      else {
        await approveWithdrawal(db, notifier, order.orderNo, confirmationMinutes, at);
        approved.push(order.orderNo);
      }
    } catch (error) {
      // Decided by staff meanwhile.
      if (!(error instanceof ApiError && error.code === 'order_state_conflict')) throw error;
    }
  }
  return approved;
}

async function realNamesOf(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ label: memberProfileValues.label, value: memberProfileValues.value })
    .from(memberProfileValues)
    .where(eq(memberProfileValues.memberId, memberId));
  return rows.filter((r) => r.label === 'payeeName' || r.label === 'fullName').map((r) => normalise(r.value));
}

/**
 * Spec §4: a disbursed payout with no answer by confirmBy counts as received. It is a forced receipt:
 * the amount is NOT refunded (refunded stays false; a check constraint holds it).
 */
export async function forceDueReceipts(db: Db, at: Date): Promise<string[]> {
  const due = await db
    .select({ orderNo: withdrawalOrders.orderNo })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.status, 'disbursed'), lt(withdrawalOrders.confirmBy, at)))
    .limit(100);
  const forced: string[] = [];
  for (const { orderNo } of due) {
    try {
      await decide(
        db,
        orderNo,
        async (_tx, o) => ({
          status: 'auto_received',
          confirmationResult: 'received',
          confirmationForced: true,
          refunded: false,
          receivedAmount: o.amount,
          confirmedAt: at,
        }),
        'disbursed',
      );
      forced.push(orderNo);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'order_state_conflict')) throw error;
    }
  }
  return forced;
}
