// Demo records for stories and tests: an account record (spec §3 Transaction).
import type { PillStatus } from '../StatusPill/StatusPill.messages';

export interface DemoTransaction {
  reference: string;
  time: string;
  type: string;
  /** Minor units. */
  amount: number;
  status: PillStatus;
}

export const transactions: DemoTransaction[] = [
  { reference: 'TX-240611-0093', time: '2025-06-11 14:02', type: 'Deposit', amount: 50000, status: 'success' },
  { reference: 'TX-240611-0101', time: '2025-06-11 15:40', type: 'Withdrawal', amount: -120000, status: 'disbursed' },
  { reference: 'TX-240612-0007', time: '2025-06-12 09:15', type: 'Bonus', amount: 2500, status: 'approved' },
  { reference: 'TX-240612-0044', time: '2025-06-12 21:33', type: 'Deposit', amount: 10000, status: 'failed' },
  { reference: 'TX-240613-0012', time: '2025-06-13 08:01', type: 'Withdrawal', amount: -30000, status: 'pending' },
  { reference: 'TX-240613-0019', time: '2025-06-13 11:47', type: 'Transfer to upline', amount: -5000, status: 'inProcess' },
];
