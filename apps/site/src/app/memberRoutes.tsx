import type { RouteObject } from 'react-router-dom';
import type { MemberPage } from '@/config/memberPages';
import { routeIsland } from '@/shared/island';

// Each member center page loads on its own (spec §2 names as path segments: /member/depositv2).
const pages: Record<MemberPage, RouteObject['lazy']> = {
  securityCenter: routeIsland(() => import('@/features/member/SecurityCenterPage').then((m) => m.SecurityCenterPage)),
  transferFund: routeIsland(() => import('@/features/wallet/WalletPage').then((m) => m.WalletPage)),
  depositv2: routeIsland(() => import('@/features/wallet/DepositPage').then((m) => m.DepositPage)),
  withdraw: routeIsland(() => import('@/features/wallet/WithdrawPage').then((m) => m.WithdrawPage)),
  transferUpline: routeIsland(() => import('@/features/wallet/TransferUplinePage').then((m) => m.TransferUplinePage)),
  personalHistoryCopy: routeIsland(() => import('@/features/records/BettingRecordPage').then((m) => m.BettingRecordPage)),
  transactionHistory: routeIsland(() => import('@/features/records/AccountRecordPage').then((m) => m.AccountRecordPage)),
  personalProfit: routeIsland(() => import('@/features/records/PersonalProfitPage').then((m) => m.PersonalProfitPage)),
  bonusDetails: routeIsland(() => import('@/features/records/BonusDetailsPage').then((m) => m.BonusDetailsPage)),
  rewardCenter: routeIsland(() => import('@/features/rewards/RewardCenterPage').then((m) => m.RewardCenterPage)),
  referral: routeIsland(() => import('@/features/rewards/ReferralPage').then((m) => m.ReferralPage)),
  missionLeaderboard: routeIsland(() => import('@/features/rewards/MissionLeaderboardPage').then((m) => m.MissionLeaderboardPage)),
  messageV2: routeIsland(() => import('@/features/messages/MessagesPage').then((m) => m.MessagesPage)),
};

export const memberChildRoutes: RouteObject[] = [
  { index: true, lazy: pages.securityCenter },
  ...Object.entries(pages).map(([path, lazy]) => ({ path, lazy })),
];
