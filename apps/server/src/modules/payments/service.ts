import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { pageOf, type PageQuery, type Paged, dateRange } from '../../http/paging';
import type { Member } from '../member/service';
import { members } from '../member/tables';
import type { Merchant } from '../system/service';
import type { Notifier } from '../notifications/hub';
import { moving } from '../wallet/guards';
import { depositFromSandbox, pushBalance } from '../wallet/service';
import { earnPoints } from '../points/ledger';
import { paymentsOf, type DepositMethodConfig } from './methods';
import { newOrderNo } from './orderNo';
import { sandboxProvider, type PaymentProvider } from './provider';
import { depositOrders, type DepositOrderRow } from './tables';
import { refuseRealMoneyDeposit } from '../responsible/guards';
import { enforceLimits } from '../responsible/limits';

const provider: PaymentProvider = sandboxProvider;

export interface DepositOrder {
  orderNo: string;
  methodCode: string;
  methodName: string;
  amount: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed';
  failureReason?: string;
  createdAt: string;
  settledAt?: string;
  expiresAt: string;
  paymentUrl: string;
}

const methodName = (merchantCode: string, code: string) =>
  paymentsOf(merchantCode).deposit.find((m) => m.code === code)?.name ?? code;

/** The contract's DepositOrder; the page link is only known right after it is issued. */
export function toDepositOrder(row: DepositOrderRow, merchantCode: string, paymentUrl = ''): DepositOrder {
  return {
    orderNo: row.orderNo,
    methodCode: row.methodCode,
    methodName: methodName(merchantCode, row.methodCode),
    amount: row.amount,
    currency: row.currency,
    status: row.status as DepositOrder['status'],
    ...(row.failureReason && { failureReason: row.failureReason }),
    createdAt: row.createdAt.toISOString(),
    ...(row.settledAt && { settledAt: row.settledAt.toISOString() }),
    expiresAt: row.expiresAt.toISOString(),
    paymentUrl,
  };
}

export const listDepositMethods = (merchant: Merchant) => ({
  currency: merchant.currency,
  methods: paymentsOf(merchant.merchantCode).deposit,
});

function methodFor(merchant: Merchant, code: string, amount: number): DepositMethodConfig {
  const method = paymentsOf(merchant.merchantCode).deposit.find((m) => m.code === code);
  if (!method) throw new ApiError(422, 'unknown_payment_method');
  if (amount < method.minAmount || amount > method.maxAmount)
    throw new ApiError(422, 'amount_out_of_range');
  return method;
}

export interface NewDeposit {
  member: Member;
  merchant: Merchant;
  methodCode: string;
  amount: number;
  requestId: string;
  paymentWindowMs: number;
}

/** Opens a pending order and its payment page. A repeated requestId answers the same order (with a fresh page link). */
export async function createDepositOrder(db: Db, input: NewDeposit): Promise<DepositOrder> {
  const method = methodFor(input.merchant, input.methodCode, input.amount);
  await refuseRealMoneyDeposit(db, input.member.id, input.merchant.merchantCode, input.amount);
  const orderNo = newOrderNo('D');
  const start = provider.startPayment({ orderNo });
  const [created] = await db
    .insert(depositOrders)
    .values({
      orderNo,
      memberId: input.member.id,
      requestId: input.requestId,
      methodCode: method.code,
      amount: input.amount,
      currency: input.merchant.currency,
      paymentTokenHash: start.tokenHash,
      expiresAt: new Date(Date.now() + input.paymentWindowMs),
    })
    .onConflictDoNothing({ target: [depositOrders.memberId, depositOrders.requestId] })
    .returning();
  if (created) return toDepositOrder(created, input.merchant.merchantCode, start.paymentUrl);

  const [first] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, input.member.id), eq(depositOrders.requestId, input.requestId)));
  if (!first || first.methodCode !== method.code || first.amount !== input.amount)
    throw new ApiError(409, 'idempotency_conflict');
  // Only the hash of the first link was kept: a replay gets a new link to the same order.
  const again = provider.startPayment({ orderNo: first.orderNo });
  await db.update(depositOrders).set({ paymentTokenHash: again.tokenHash }).where(eq(depositOrders.id, first.id));
  return toDepositOrder(first, input.merchant.merchantCode, again.paymentUrl);
}

export async function getDepositOrder(db: Db, member: Member, orderNo: string): Promise<DepositOrder> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.memberId, member.id)));
  if (!row) throw new ApiError(404, 'not_found');
  return toDepositOrder(row, member.merchantCode);
}

export async function listDepositOrders(
  db: Db,
  member: Member,
  query: PageQuery & { status?: string },
): Promise<Paged<DepositOrder>> {
  const { from, to } = dateRange(query);
  const where: SQL[] = [
    eq(depositOrders.memberId, member.id),
    gte(depositOrders.createdAt, from),
    lt(depositOrders.createdAt, to),
  ];
  if (query.status) where.push(eq(depositOrders.status, query.status));
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(depositOrders).where(and(...where)).orderBy(desc(depositOrders.createdAt)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(depositOrders).where(and(...where)),
  ]);
  return page.result(rows.map((r) => toDepositOrder(r, member.merchantCode)), total?.n ?? 0);
}

/** The order behind a payment-page link, with its method's name; undefined for a wrong secret. */
export async function findDepositForPage(db: Db, orderNo: string, token: string) {
  const [found] = await db
    .select({ order: depositOrders, merchantCode: members.merchantCode })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(eq(depositOrders.orderNo, orderNo));
  if (!found || !provider.verifyToken(found.order.paymentTokenHash, token)) return undefined;
  return { order: found.order, methodName: methodName(found.merchantCode, found.order.methodCode) };
}

export type DepositOutcome = { outcome: 'paid' } | { outcome: 'failed'; reason: 'declined' | 'expired' };

/**
 * Settles a pending order once: paid credits the wallet through the ledger (key deposit:<orderNo>), in
 * the same transaction as the status. Settling again the same way answers the order; otherwise 409.
 */
export async function settleDeposit(
  db: Db,
  notifier: Notifier,
  orderNo: string,
  settlement: DepositOutcome,
  at = new Date(),
): Promise<DepositOrderRow> {
  const { row, changed } = await moving(() =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).for('update');
      if (!order) throw new ApiError(404, 'not_found');
      if (order.status !== 'pending') {
        if (order.status === settlement.outcome) return { row: order, changed: false };
        throw new ApiError(409, 'order_state_conflict');
      }
      if (settlement.outcome === 'paid') {
        // Responsible gaming: checked again here, under the member's limit lock, for orders opened side by side.
        await enforceLimits(tx, order.memberId, ['deposit'], order.amount, at);
        await depositFromSandbox(tx, {
          memberId: order.memberId,
          currency: order.currency,
          amount: order.amount,
          idempotencyKey: `deposit:${order.orderNo}`,
          metadata: { orderNo: order.orderNo, method: order.methodCode },
          occurredAt: at,
        });
        // Deposit points in the same transaction: an order is paid once, so it earns once.
        await earnPoints(tx, {
          memberId: order.memberId,
          pointType: 'deposit',
          amount: order.amount,
          source: `deposit:${order.orderNo}`,
          name: order.methodCode,
          at,
        });
      }
      const [updated] = await tx
        .update(depositOrders)
        .set({
          status: settlement.outcome,
          failureReason: settlement.outcome === 'failed' ? settlement.reason : null,
          settledAt: at,
        })
        .where(eq(depositOrders.id, order.id))
        .returning();
      return { row: updated!, changed: true };
    }),
  );
  if (changed) {
    const money = { orderNo: row.orderNo, amount: row.amount, currency: row.currency };
    if (row.status === 'paid') {
      notifier.notify(row.memberId, { type: 'deposit.paid', ...money });
      await pushBalance(db, notifier, row.memberId, row.currency);
    } else {
      notifier.notify(row.memberId, { type: 'deposit.failed', reason: row.failureReason ?? 'declined', ...money });
    }
  }
  return row;
}

/** Sandbox timer: pending orders past their payment window fail as expired. */
export async function expireDeposits(db: Db, notifier: Notifier, at: Date): Promise<string[]> {
  const due = await db
    .select({ orderNo: depositOrders.orderNo })
    .from(depositOrders)
    .where(and(eq(depositOrders.status, 'pending'), lt(depositOrders.expiresAt, at)))
    .orderBy(asc(depositOrders.expiresAt))
    .limit(100);
  const expired: string[] = [];
  for (const { orderNo } of due) {
    try {
      await settleDeposit(db, notifier, orderNo, { outcome: 'failed', reason: 'expired' });
      expired.push(orderNo);
    } catch (error) {
      // Paid at the last moment by the page: nothing to expire.
      if (!(error instanceof ApiError && error.code === 'order_state_conflict')) throw error;
    }
  }
  return expired;
}
