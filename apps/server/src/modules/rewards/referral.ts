// Invite friends (spec §2 referral, §6 player accounts only): the member's referral code, the friends
// who registered with it, and a reward per friend who made a first deposit, paid through the ledger.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { ensureInvitationCode } from '../account/invitation';
import { invitationCodes, memberProfiles } from '../account/tables';
import { isAgentType, isTrialType } from '../member/memberTypes';
import type { Member } from '../member/service';
import { members } from '../member/tables';
import { grantBonus } from '../records/rounds';
import type { Merchant } from '../system/service';
import { flagsOf, getWhitelabel } from '../system/whitelabel';
import { moving } from '../wallet/guards';
import { depositsIn } from './facts';
import { maskName } from './missions';
import { allTime } from './periods';
import { referralRewards } from './tables';

/** What each friend's first deposit earns the referrer, in minor units of the merchant's currency. */
export const REFERRAL_REWARD = 1_000;
const FRIENDS_SHOWN = 100;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** §6: invite friends is for player accounts on a merchant with the referral flag on. */
export async function assertReferralAllowed(db: Db, member: Member): Promise<void> {
  if (isTrialType(member.type)) throw new ApiError(403, 'real_account_required');
  if (isAgentType(member.type)) throw new ApiError(403, 'players_only');
  if (!flagsOf(await getWhitelabel(db, member.merchantCode)).referral)
    throw new ApiError(403, 'feature_disabled');
}

const newCode = () =>
  [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

/** The member's code, given on first use (a clash with another member's code draws again). */
async function referralCode(db: Db, member: Member): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: invitationCodes.code })
      .from(invitationCodes)
      .where(eq(invitationCodes.memberId, member.id))
      .limit(1);
    if (existing) return existing.code;
    await ensureInvitationCode(db, member.merchantCode, member.id, newCode());
  }
  throw new Error(`no referral code could be given to ${member.id}`);
}

async function friendsOf(db: Db, member: Member, merchant: Merchant) {
  const rows = await db
    .select({ id: members.id, account: members.account, createdAt: members.createdAt })
    .from(memberProfiles)
    .innerJoin(members, eq(members.id, memberProfiles.memberId))
    .where(eq(memberProfiles.referrerId, member.id))
    .orderBy(desc(members.createdAt))
    .limit(FRIENDS_SHOWN);
  const ids = rows.map((r) => r.id);
  const rewarded =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(referralRewards)
          .where(
            and(eq(referralRewards.referrerId, member.id), inArray(referralRewards.friendId, ids)),
          );
  return Promise.all(
    rows.map(async (r) => {
      const firstDeposit = (await depositsIn(db, r.id, merchant.currency, allTime)).count > 0;
      const reward = rewarded.find((x) => x.friendId === r.id);
      return {
        id: r.id,
        name: maskName(r.account),
        registeredAt: r.createdAt.toISOString(),
        firstDeposit,
        reward: reward
          ? ('claimed' as const)
          : firstDeposit
            ? ('claimable' as const)
            : ('none' as const),
      };
    }),
  );
}

export async function referralSummary(db: Db, member: Member, merchant: Merchant) {
  await assertReferralAllowed(db, member);
  const [code, friends, earned] = await Promise.all([
    referralCode(db, member),
    friendsOf(db, member, merchant),
    db
      .select({ amount: referralRewards.amount })
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, member.id)),
  ]);
  return {
    code,
    currency: merchant.currency,
    rewardPerFriend: REFERRAL_REWARD,
    earned: earned.reduce((sum, r) => sum + r.amount, 0),
    claimable: friends.filter((f) => f.reward === 'claimable').length * REFERRAL_REWARD,
    friends: friends.map(({ id: _id, ...friend }) => friend),
  };
}

/** Pays every friend's reward not paid yet; each keyed by referrer and friend, so a retry pays nothing twice. */
export async function claimReferralRewards(db: Db, member: Member, merchant: Merchant) {
  await assertReferralAllowed(db, member);
  const due = (await friendsOf(db, member, merchant)).filter((f) => f.reward === 'claimable');
  if (due.length === 0) throw new ApiError(422, 'reward_not_eligible');
  for (const friend of due) {
    await moving(() =>
      db.transaction(async (tx) => {
        const posted = await grantBonus(tx, {
          memberId: member.id,
          currency: merchant.currency,
          amount: REFERRAL_REWARD,
          name: 'Invite friends reward',
          idempotencyKey: `referral:${member.id}:${friend.id}`,
        });
        await tx
          .insert(referralRewards)
          .values({
            referrerId: member.id,
            friendId: friend.id,
            amount: REFERRAL_REWARD,
            journalEntryId: posted.entryId,
          })
          .onConflictDoNothing();
      }),
    );
  }
  return referralSummary(db, member, merchant);
}
