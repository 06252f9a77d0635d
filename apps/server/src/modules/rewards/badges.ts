// The rewardCenter and missionLeaderboard badges (spec §2) count what the member can claim now: issued
// rewards and completed missions not yet claimed, the same items those pages offer a Claim button for.
import type { Db } from '../../db/types';
import { getMember } from '../member/service';
import { isTrialType } from '../member/memberTypes';
import { getMerchant } from '../system/service';
import { claimableActivities } from './activities';
import { claimableMissions } from './missions';

export async function claimableCounts(
  db: Db,
  memberId: string,
  now = new Date(),
): Promise<{ rewardCenter: number; missionLeaderboard: number }> {
  const member = await getMember(db, memberId);
  const merchant = member && (await getMerchant(db, member.merchantCode));
  if (!member || !merchant || isTrialType(member.type))
    return { rewardCenter: 0, missionLeaderboard: 0 };
  const [rewardCenter, missionLeaderboard] = await Promise.all([
    claimableActivities(db, member, merchant, now),
    claimableMissions(db, member, merchant, now),
  ]);
  return { rewardCenter, missionLeaderboard };
}
