import { addToMemberTotals } from './totals';
import type { Db } from '../../db/types';
import { AccountKind, findAccount, openMemberMainAccount, openSystemAccount } from './accounts';
import { post, type PostResult } from './ledger';
import type { Notifier } from '../notifications/hub';

export interface Balance {
  /** Integer minor units of `currency`. */
  balance: number;
  currency: string;
}

/** The member's main wallet balance; zero when no money has ever reached it. */
export async function getMainBalance(db: Db, memberId: string, currency: string): Promise<Balance> {
  const account = await findAccount(db, {
    ownerMemberId: memberId,
    kind: AccountKind.MEMBER_MAIN,
    currency,
  });
  return { balance: account?.balance ?? 0, currency };
}

export interface SandboxDeposit {
  memberId: string;
  currency: string;
  /** Integer minor units. */
  amount: number;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
  occurredAt?: Date;
}

/** A deposit through the built-in sandbox payment provider: no real money moves (ARCHITECTURE.md). */
export async function depositFromSandbox(db: Db, deposit: SandboxDeposit): Promise<PostResult> {
  return db.transaction(async (tx) => {
    const psp = await openSystemAccount(tx, AccountKind.SANDBOX_PSP, deposit.currency);
    const wallet = await openMemberMainAccount(tx, deposit.memberId, deposit.currency);
    const posted = await post(tx, {
      idempotencyKey: deposit.idempotencyKey,
      kind: 'deposit',
      from: psp.id,
      to: wallet.id,
      amount: deposit.amount,
      metadata: { provider: 'sandbox', ...deposit.metadata },
      occurredAt: deposit.occurredAt,
    });
    // The member's all-time deposits (the VIP ladder's), in the same transaction; a replay adds nothing.
    if (!posted.replayed)
      await addToMemberTotals(tx, [{ memberId: deposit.memberId, currency: deposit.currency, deposits: deposit.amount }]);
    return posted;
  });
}

/** Pushes the member's main balance to their sockets (the header updates without a refresh). */
export async function pushBalance(
  db: Db,
  notifier: Notifier,
  memberId: string,
  currency: string,
): Promise<void> {
  const { balance } = await getMainBalance(db, memberId, currency);
  notifier.notify(memberId, { type: 'balance', balance, currency });
}
