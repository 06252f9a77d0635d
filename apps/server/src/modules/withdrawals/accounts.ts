// Payout accounts and the withdraw page's summary (limits, today's use, transaction password set).
import { and, asc, count, eq, gte, ne, sum } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import type { Member } from '../member/service';
import { paymentsOf } from '../payments/methods';
import { hasTransactionPassword, verifyTransactionPassword } from '../profile/transactionPassword';
import type { Merchant } from '../system/service';
import { getMainBalance } from '../wallet/service';
import { withdrawalAccounts, withdrawalOrders, type WithdrawalAccountRow } from './tables';

export const MAX_ACCOUNTS = 3;
const HOLDER_NAME = /^[\p{L}][\p{L} .'-]{1,63}$/u;

const mask = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

export function toWithdrawalAccount(row: WithdrawalAccountRow, merchantCode: string) {
  const method = paymentsOf(merchantCode).withdrawal.find((m) => m.code === row.methodCode);
  return {
    id: row.id,
    methodCode: row.methodCode,
    methodName: method?.name ?? row.methodCode,
    holderName: row.holderName,
    accountNumber: mask(row.accountNumber),
    boundAt: row.boundAt.toISOString(),
  };
}

export const listAccounts = (db: Db, memberId: string) =>
  db.select().from(withdrawalAccounts).where(eq(withdrawalAccounts.memberId, memberId)).orderBy(asc(withdrawalAccounts.boundAt));

const startOfUtcDay = (at: Date) => new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);

/** Withdrawals asked today (UTC) that were not rejected: they count toward the daily limits. */
export async function usedToday(db: Db, memberId: string, at = new Date()) {
  const [row] = await db
    .select({ count: count(), amount: sum(withdrawalOrders.amount).mapWith(Number) })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        gte(withdrawalOrders.createdAt, startOfUtcDay(at)),
        ne(withdrawalOrders.status, 'rejected'),
      ),
    );
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

export async function withdrawalInfo(db: Db, member: Member, merchant: Merchant, confirmationMinutes: number) {
  const payments = paymentsOf(merchant.merchantCode);
  const [balance, accounts, used, hasPassword] = await Promise.all([
    getMainBalance(db, member.id, merchant.currency),
    listAccounts(db, member.id),
    usedToday(db, member.id),
    hasTransactionPassword(db, member.id),
  ]);
  return {
    balance: balance.balance,
    currency: merchant.currency,
    accounts: accounts.map((a) => toWithdrawalAccount(a, merchant.merchantCode)),
    methods: payments.withdrawal,
    limits: payments.withdrawalLimits,
    usedToday: used,
    hasTransactionPassword: hasPassword,
    maxAccounts: MAX_ACCOUNTS,
    confirmationMinutes,
  };
}

export interface AccountBinding {
  methodCode: string;
  holderName: string;
  accountNumber: string;
  transactionPassword: string;
}

export async function bindAccount(db: Db, member: Member, merchant: Merchant, binding: AccountBinding) {
  const method = paymentsOf(merchant.merchantCode).withdrawal.find((m) => m.code === binding.methodCode);
  if (!method) throw new ApiError(422, 'unknown_payment_method');
  const holderName = binding.holderName.trim().replace(/\s+/g, ' ');
  const accountNumber = binding.accountNumber.trim();
  const fieldErrors = {
    ...(!HOLDER_NAME.test(holderName) && { holderName: { rule: 'pattern' as const, min: 2, max: 64 } }),
    ...(!new RegExp(method.accountPattern).test(accountNumber) && { accountNumber: { rule: 'pattern' as const } }),
  };
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  await verifyTransactionPassword(db, member.id, binding.transactionPassword);

  return db.transaction(async (tx) => {
    const existing = await listAccounts(tx, member.id);
    const same = existing.find((a) => a.methodCode === method.code && a.accountNumber === accountNumber);
    if (same) return toWithdrawalAccount(same, merchant.merchantCode);
    if (existing.length >= MAX_ACCOUNTS) throw new ApiError(409, 'withdrawal_account_limit');
    const [row] = await tx
      .insert(withdrawalAccounts)
      .values({ memberId: member.id, methodCode: method.code, holderName, accountNumber })
      .returning();
    return toWithdrawalAccount(row!, merchant.merchantCode);
  });
}
