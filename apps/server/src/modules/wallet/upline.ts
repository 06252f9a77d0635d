// transferUpline: a member sends money from their main wallet to their upline agent's main wallet.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import type { Member } from '../member/service';
import { members } from '../member/tables';
import { paymentsOf } from '../payments/methods';
import { hasTransactionPassword, verifyTransactionPassword } from '../profile/transactionPassword';
import type { Merchant } from '../system/service';
import { openMemberMainAccount } from './accounts';
import { moving } from './guards';
import { post } from './ledger';
import { getMainBalance } from './service';

async function uplineOf(db: Db, member: Member) {
  if (!member.parentId) return undefined;
  const [row] = await db
    .select({ id: members.id, account: members.account, nickname: members.nickname })
    .from(members)
    .where(eq(members.id, member.parentId));
  return row;
}

export async function uplineTransferInfo(db: Db, member: Member, merchant: Merchant) {
  const [upline, balance, hasPassword] = await Promise.all([
    uplineOf(db, member),
    getMainBalance(db, member.id, merchant.currency),
    hasTransactionPassword(db, member.id),
  ]);
  return {
    ...(upline && { upline: { account: upline.account, nickname: upline.nickname } }),
    balance: balance.balance,
    currency: merchant.currency,
    ...paymentsOf(merchant.merchantCode).uplineLimits,
    hasTransactionPassword: hasPassword,
  };
}

export interface UplineTransfer {
  amount: number;
  transactionPassword: string;
  requestId: string;
}

/** Moves the amount (kind agent_transfer, key per requestId); answers the account record of it. */
export async function transferToUpline(db: Db, member: Member, merchant: Merchant, transfer: UplineTransfer) {
  const upline = await uplineOf(db, member);
  if (!upline) throw new ApiError(422, 'no_upline');
  const limits = paymentsOf(merchant.merchantCode).uplineLimits;
  if (transfer.amount < limits.minAmount || transfer.amount > limits.maxAmount)
    throw new ApiError(422, 'amount_out_of_range');
  await verifyTransactionPassword(db, member.id, transfer.transactionPassword);
  const result = await moving(() =>
    db.transaction(async (tx) => {
      const from = await openMemberMainAccount(tx, member.id, merchant.currency);
      const to = await openMemberMainAccount(tx, upline.id, merchant.currency);
      return post(tx, {
        idempotencyKey: `agentTransfer:${member.id}:${transfer.requestId}`,
        kind: 'agent_transfer',
        from: from.id,
        to: to.id,
        amount: transfer.amount,
        metadata: { direction: 'upline', to: upline.account, from: member.account },
      });
    }),
  );
  return {
    upline,
    record: {
      referenceNo: `J${result.entryId}`,
      time: result.createdAt.toISOString(),
      type: 'agent_transfer' as const,
      name: upline.account,
      amount: -transfer.amount,
      status: 'completed' as const,
    },
  };
}
