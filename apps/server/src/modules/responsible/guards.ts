// The checks the money paths run before anything moves: the merchant's real-money switches (profile),
// a running break or self-exclusion, and (deposits) the member's deposit limits.
import type { Db } from '../../db/types';
import { refuseWhileExcluded } from './exclusions';
import { enforceLimits } from './limits';
import { requireRealMoney } from './profiles';

/** A deposit order: real money and deposits on, no exclusion, within the deposit limits. */
export async function refuseRealMoneyDeposit(db: Db, memberId: string, merchantCode: string, amount: number) {
  await requireRealMoney(db, merchantCode, 'deposit');
  await refuseWhileExcluded(db, memberId);
  await enforceLimits(db, memberId, ['deposit'], amount);
}

/** A real-money game launch: real money on, no exclusion. */
export async function refuseRealMoneyPlay(db: Db, memberId: string, merchantCode: string) {
  await requireRealMoney(db, merchantCode, 'play');
  await refuseWhileExcluded(db, memberId);
}
