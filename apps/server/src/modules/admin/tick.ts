// The sandbox timers in one pass: what staff and the payment provider would do with time.
import type { Db } from '../../db/types';
import type { SandboxConfig } from '../../config';
import type { Notifier } from '../notifications/hub';
import { expireDeposits } from '../payments/service';
import { forceDueReceipts, reviewDueWithdrawals } from '../withdrawals/review';

export async function runSandboxTick(db: Db, notifier: Notifier, sandbox: SandboxConfig, at = new Date()) {
  const approvedWithdrawals = await reviewDueWithdrawals(db, notifier, at, sandbox.withdrawalReviewMs, sandbox.confirmationMinutes);
  const expiredDeposits = await expireDeposits(db, notifier, at);
  const forcedReceipts = await forceDueReceipts(db, at);
  return { approvedWithdrawals, expiredDeposits, forcedReceipts };
}
