import type { DepositStatus, WithdrawalStatus } from '@croupier/sdk';
import type { PillStatus } from '@croupier/ui';

export const depositPill: Record<DepositStatus, PillStatus> = { pending: 'pending', paid: 'success', failed: 'failed' };

/** Withdrawal states (spec §4): under review, rejected, disbursed, then the member's answer or a forced receipt. */
export const withdrawalPill: Record<WithdrawalStatus, PillStatus> = {
  reviewing: 'inProcess',
  rejected: 'rejected',
  disbursed: 'disbursed',
  received: 'received',
  partly_received: 'partlyReceived',
  not_received: 'notReceived',
  auto_received: 'received',
};
