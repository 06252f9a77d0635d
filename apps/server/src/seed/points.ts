// Points mall demo (issue 17): demo_player's seeded deposits and bets earned points as they settled
// (points/ledger.ts); here three redemptions give the exchange history each status: approved, rejected
// and one still in process. Fixed request ids: a second start finds them and moves nothing.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { findMemberByAccount } from '../modules/member/service';
import { redeemReward, reviewRedemption } from '../modules/points/mall';
import { pointsOf } from '../modules/points/ledger';
import { pointRedemptions, pointRewards } from '../modules/points/tables';
import { getMerchant } from '../modules/system/service';
import { DEMO_TRANSACTION_PASSWORD } from './walletCenter';

export async function seedPoints(db: Db): Promise<void> {
  const player = await findMemberByAccount(db, 'BR', 'demo_player');
  const merchant = await getMerchant(db, 'BR');
  if (!player || !merchant) return;
  const [spins] = await db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantCode, 'BR'), eq(pointRewards.code, 'freeSpins10')))
    .orderBy(asc(pointRewards.position));
  if (!spins) return;
  // A database seeded before the points mall has the player's history without its points: nothing to redeem.
  const [done] = await db
    .select({ id: pointRedemptions.id })
    .from(pointRedemptions)
    .where(eq(pointRedemptions.memberId, player.id))
    .limit(1);
  if (!done && (await pointsOf(db, player.id)).points < 3 * spins.pointsRequired) return;
  const redeem = (requestId: string) =>
    redeemReward(db, player, merchant, {
      rewardId: spins.id,
      quantity: 1,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
      requestId,
    });
  const approved = await redeem('seed-points-approved');
  await reviewRedemption(db, approved.referenceNo, { status: 'approved' });
  const rejected = await redeem('seed-points-rejected');
  await reviewRedemption(db, rejected.referenceNo, {
    status: 'rejected',
    reason: 'Out of stock this week',
  });
  await redeem('seed-points-in-process');
}
