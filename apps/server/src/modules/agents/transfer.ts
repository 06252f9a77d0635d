// Transfer to downline (spec §6): from the agent's main wallet to any member of its team, the reverse of
// wallet/upline.ts, with the same limits, transaction password (and its lock) and one idempotent entry.
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { getMember, type Member } from '../member/service';
import { paymentsOf } from '../payments/methods';
import { hasTransactionPassword, verifyTransactionPassword } from '../profile/transactionPassword';
import type { Merchant } from '../system/service';
import { openMemberMainAccount } from '../wallet/accounts';
import { moving } from '../wallet/guards';
import { post } from '../wallet/ledger';
import { getMainBalance } from '../wallet/service';
import { requireInTeam } from './tree';

export async function downlineTransferInfo(db: Db, agent: Member, merchant: Merchant) {
  const [balance, hasPassword] = await Promise.all([
    getMainBalance(db, agent.id, merchant.currency),
    hasTransactionPassword(db, agent.id),
  ]);
  return {
    balance: balance.balance,
    currency: merchant.currency,
    ...paymentsOf(merchant.merchantCode).uplineLimits,
    hasTransactionPassword: hasPassword,
  };
}

export interface DownlineTransfer {
  memberId: string;
  amount: number;
  transactionPassword: string;
  requestId: string;
}

/** Moves the amount (kind agent_transfer, key per agent and requestId); answers the agent's record of it. */
export async function transferToDownline(
  db: Db,
  agent: Member,
  merchant: Merchant,
  transfer: DownlineTransfer,
) {
  await requireInTeam(db, agent, transfer.memberId);
  const limits = paymentsOf(merchant.merchantCode).uplineLimits;
  if (transfer.amount < limits.minAmount || transfer.amount > limits.maxAmount)
    throw new ApiError(422, 'amount_out_of_range');
  await verifyTransactionPassword(db, agent.id, transfer.transactionPassword);
  const receiver = (await getMember(db, transfer.memberId))!;
  const result = await moving(() =>
    db.transaction(async (tx) => {
      const from = await openMemberMainAccount(tx, agent.id, merchant.currency);
      const to = await openMemberMainAccount(tx, receiver.id, merchant.currency);
      return post(tx, {
        idempotencyKey: `agentTransfer:${agent.id}:${transfer.requestId}`,
        kind: 'agent_transfer',
        from: from.id,
        to: to.id,
        amount: transfer.amount,
        metadata: { direction: 'downline', to: receiver.account, from: agent.account },
      });
    }),
  );
  return {
    receiver,
    record: {
      referenceNo: `J${result.entryId}`,
      time: result.createdAt.toISOString(),
      type: 'agent_transfer' as const,
      name: receiver.account,
      amount: -transfer.amount,
      status: 'completed' as const,
    },
  };
}
