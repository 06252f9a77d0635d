// The reward center (rewardCenter), mission activity (missionLeaderboard), invite friends (referral) and the
// VIP levels, whose level-up bonuses are reward-center activities.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { components } from './generated/schema';

type Schemas = components['schemas'];
export type RewardActivity = Schemas['RewardActivity'];
export type RewardActivityStatus = Schemas['RewardActivityStatus'];
export type RewardApplicationRequest = Schemas['RewardApplicationRequest'];
export type Mission = Schemas['Mission'];
export type MissionSummary = Schemas['MissionSummary'];
export type MissionLeaderboard = Schemas['MissionLeaderboard'];
export type Referral = Schemas['Referral'];
export type VipStatus = Schemas['VipStatus'];
export type VipLevel = Schemas['VipLevel'];

export const rewardKeys = {
  activities: operationKey('get', '/wps/rewards/activities'),
  missions: operationKey('get', '/wps/relay/MCSFE_getMissionSummaryDetails'),
  leaderboard: operationKey('get', '/wps/relay/MCSFE_getMissionLeaderboard'),
  referral: operationKey('get', '/wps/referral'),
  vip: operationKey('get', '/wps/member/vip'),
};

const byActivity = (activityId: string) => ({ params: { path: { activityId } } });

export function createRewardQueries(api: CroupierQueryApi) {
  return {
    activities: () => valueQuery(api, ...rewardKeys.activities),
    missions: () => valueQuery(api, ...rewardKeys.missions),
    leaderboard: () => valueQuery(api, ...rewardKeys.leaderboard),
    /** Player accounts only (players_only, real_account_required), and only with the referral flag on (feature_disabled). */
    referral: () => valueQuery(api, ...rewardKeys.referral),
    /** Real members only (real_account_required): the VIP ladder, level and progress to the next. */
    vip: () => valueQuery(api, ...rewardKeys.vip),
  };
}

export function createRewardMutations({ client }: { client: CroupierFetchClient }) {
  return {
    joinActivity: () =>
      valueMutation(
        client,
        'post',
        '/wps/rewards/activities/{activityId}/join',
        (activityId: string) => byActivity(activityId),
      ),
    applyForActivity: () =>
      valueMutation(
        client,
        'post',
        '/wps/rewards/activities/{activityId}/apply',
        ({ activityId, ...body }: RewardApplicationRequest & { activityId: string }) => ({
          ...byActivity(activityId),
          body,
        }),
      ),
    /** Credits once however often it is sent (the server keys the bonus by activity, member and period). */
    claimActivity: () =>
      valueMutation(
        client,
        'post',
        '/wps/rewards/activities/{activityId}/claim',
        (activityId: string) => byActivity(activityId),
      ),
    /** MCS2_claimRafflePromotion: draws this week's prize and credits it, once. */
    claimRaffle: () =>
      valueMutation(
        client,
        'post',
        '/wps/relay/MCS2_claimRafflePromotion',
        (activityId: string) => ({ body: { activityId } }),
      ),
    claimMission: () =>
      valueMutation(client, 'post', '/wps/missions/{missionId}/claim', (missionId: string) => ({
        params: { path: { missionId } },
      })),
    claimReferralRewards: () => valueMutation(client, 'post', '/wps/referral/claim', () => ({})),
  };
}

/** The invite link a friend registers with (the register form prefills the code from it). */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?referralCode=${encodeURIComponent(code)}`;

export type CroupierRewardQueries = ReturnType<typeof createRewardQueries>;
export type CroupierRewardMutations = ReturnType<typeof createRewardMutations>;
