import { createLotteryBetting } from '@croupier/sdk';
import { croupier } from '@/shared/api';

/** Lottery betting calls: here, in the lottery pages' chunk, not in the shared first script. */
export const lotteryBetting = createLotteryBetting(croupier);
