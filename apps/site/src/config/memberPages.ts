/**
 * The member center's pages by their spec §2 names, in menu order. `referral` (invite friends) shows only
 * to player accounts on a merchant with the referral flag on (shared/referral.ts).
 */
export const memberPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'vip',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
] as const;

export type MemberPage = (typeof memberPages)[number];

export const defaultMemberPage: MemberPage = 'securityCenter';

export const isMemberPage = (value: string | undefined): value is MemberPage =>
  (memberPages as readonly string[]).includes(value ?? '');
