// Asking for a withdrawal: the amount leaves the main wallet into the member's held account at once,
// in the same transaction as the order, so it can neither be spent twice nor vanish.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { dateRange, pageOf, type PageQuery } from '../../http/paging';
import type { Member } from '../member/service';
import { newOrderNo } from '../payments/orderNo';
import { paymentsOf } from '../payments/methods';
import { verifyTransactionPassword } from '../profile/transactionPassword';
import type { Merchant } from '../system/service';
import { AccountKind, openMemberAccount } from '../wallet/accounts';
import { moving } from '../wallet/guards';
import { post } from '../wallet/ledger';
import { ledgerAccounts } from '../wallet/tables';
import { toWithdrawalAccount, usedToday } from './accounts';
import { withdrawalAccounts, withdrawalOrders, type WithdrawalAccountRow, type WithdrawalOrderRow } from './tables';
import { requireRealMoney } from '../responsible/profiles';

export function toWithdrawal(row: WithdrawalOrderRow, account: WithdrawalAccountRow, merchantCode: string) {
  const confirmed = row.confirmationResult !== null && row.confirmedAt !== null;
  const received = row.receivedAmount ?? 0;
  return {
    orderNo: row.orderNo,
    amount: row.amount,
    currency: row.currency,
    status: row.status as 'reviewing',
    account: toWithdrawalAccount(account, merchantCode),
    createdAt: row.createdAt.toISOString(),
    ...(row.reviewedAt && { reviewedAt: row.reviewedAt.toISOString() }),
    ...(row.rejectReason && { rejectReason: row.rejectReason }),
    ...(row.confirmBy && row.status === 'disbursed' && { confirmBy: row.confirmBy.toISOString() }),
    ...(confirmed && {
      confirmation: {
        result: row.confirmationResult as 'received',
        forced: row.confirmationForced ?? false,
        refunded: row.refunded,
        receivedAmount: received,
        remainingAmount: row.amount - received,
        proofImageCount: row.proofImageCount,
        confirmedAt: row.confirmedAt!.toISOString(),
      },
    }),
  };
}

export type Withdrawal = ReturnType<typeof toWithdrawal>;

async function withAccount(db: Db, where: SQL, merchantCode: string) {
  const [row] = await db
    .select({ order: withdrawalOrders, account: withdrawalAccounts })
    .from(withdrawalOrders)
    .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawalOrders.accountId))
    .where(where);
  return row && toWithdrawal(row.order, row.account, merchantCode);
}

export async function getWithdrawal(db: Db, member: Member, orderNo: string) {
  const found = await withAccount(
    db,
    and(eq(withdrawalOrders.orderNo, orderNo), eq(withdrawalOrders.memberId, member.id))!,
    member.merchantCode,
  );
  if (!found) throw new ApiError(404, 'not_found');
  return found;
}

export async function listWithdrawals(db: Db, member: Member, query: PageQuery & { status?: string }) {
  const { from, to } = dateRange(query);
  const where: SQL[] = [
    eq(withdrawalOrders.memberId, member.id),
    gte(withdrawalOrders.createdAt, from),
    lt(withdrawalOrders.createdAt, to),
  ];
  if (query.status) where.push(eq(withdrawalOrders.status, query.status));
  const page = pageOf(query);
  const [rows, [total], [awaiting]] = await Promise.all([
    db
      .select({ order: withdrawalOrders, account: withdrawalAccounts })
      .from(withdrawalOrders)
      .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawalOrders.accountId))
      .where(and(...where))
      .orderBy(desc(withdrawalOrders.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(withdrawalOrders).where(and(...where)),
    db
      .select({ n: count() })
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.memberId, member.id), eq(withdrawalOrders.status, 'disbursed'))),
  ]);
  return {
    ...page.result(rows.map((r) => toWithdrawal(r.order, r.account, member.merchantCode)), total?.n ?? 0),
    awaitingConfirmation: awaiting?.n ?? 0,
  };
}

export interface WithdrawalAsk {
  accountId: string;
  amount: number;
  transactionPassword: string;
  requestId: string;
}

export async function createWithdrawal(db: Db, member: Member, merchant: Merchant, ask: WithdrawalAsk) {
  const [account] = await db
    .select()
    .from(withdrawalAccounts)
    .where(and(eq(withdrawalAccounts.id, ask.accountId), eq(withdrawalAccounts.memberId, member.id)));
  if (!account) throw new ApiError(404, 'not_found');
  // Real money off (a merchant's profile) closes withdrawals to bank too; an exclusion does not.
  await requireRealMoney(db, merchant.merchantCode, 'withdrawal');
  await verifyTransactionPassword(db, member.id, ask.transactionPassword);
  const limits = paymentsOf(merchant.merchantCode).withdrawalLimits;
  if (ask.amount < limits.minAmount || ask.amount > limits.maxAmount)
    throw new ApiError(422, 'amount_out_of_range');

  const orderNo = await moving(() =>
    db.transaction(async (tx) => {
      const main = await openMemberAccount(tx, member.id, AccountKind.MEMBER_MAIN, merchant.currency);
      const held = await openMemberAccount(tx, member.id, AccountKind.MEMBER_HELD, merchant.currency);
      // One withdrawal at a time per member: the daily limits are counted under this lock.
      await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id)).for('update');
      const [first] = await tx
        .select()
        .from(withdrawalOrders)
        .where(and(eq(withdrawalOrders.memberId, member.id), eq(withdrawalOrders.requestId, ask.requestId)));
      if (first) {
        if (first.amount !== ask.amount || first.accountId !== ask.accountId)
          throw new ApiError(409, 'idempotency_conflict');
        return first.orderNo;
      }
      const used = await usedToday(tx, member.id);
      if (used.count + 1 > limits.dailyCount || used.amount + ask.amount > limits.dailyAmount)
        throw new ApiError(422, 'daily_limit_reached');
      const [order] = await tx
        .insert(withdrawalOrders)
        .values({
          orderNo: newOrderNo('W'),
          memberId: member.id,
          accountId: account.id,
          requestId: ask.requestId,
          amount: ask.amount,
          currency: merchant.currency,
        })
        .returning();
      await post(tx, {
        idempotencyKey: `withdrawal:${order!.orderNo}`,
        kind: 'withdrawal',
        from: main.id,
        to: held.id,
        amount: ask.amount,
        metadata: { orderNo: order!.orderNo, method: account.methodCode },
      });
      return order!.orderNo;
    }),
  );
  return getWithdrawal(db, member, orderNo);
}
