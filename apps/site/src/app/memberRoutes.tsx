import type { RouteObject } from 'react-router-dom';
import type { MemberPage } from '@/config/memberPages';

// Each member center page loads on its own (spec §2 names as path segments: /member/depositv2).
const pages: Record<MemberPage, RouteObject['lazy']> = {
  securityCenter: () => import('@/features/member/SecurityCenterPage').then((m) => ({ Component: m.SecurityCenterPage })),
  transferFund: () => import('@/features/wallet/WalletPage').then((m) => ({ Component: m.WalletPage })),
  depositv2: () => import('@/features/wallet/DepositPage').then((m) => ({ Component: m.DepositPage })),
  withdraw: () => import('@/features/wallet/WithdrawPage').then((m) => ({ Component: m.WithdrawPage })),
  transferUpline: () => import('@/features/wallet/TransferUplinePage').then((m) => ({ Component: m.TransferUplinePage })),
  personalHistoryCopy: () => import('@/features/records/BettingRecordPage').then((m) => ({ Component: m.BettingRecordPage })),
  transactionHistory: () => import('@/features/records/AccountRecordPage').then((m) => ({ Component: m.AccountRecordPage })),
  personalProfit: () => import('@/features/records/PersonalProfitPage').then((m) => ({ Component: m.PersonalProfitPage })),
  bonusDetails: () => import('@/features/records/BonusDetailsPage').then((m) => ({ Component: m.BonusDetailsPage })),
  rewardCenter: () => import('@/features/rewards/RewardCenterPage').then((m) => ({ Component: m.RewardCenterPage })),
  referral: () => import('@/features/rewards/ReferralPage').then((m) => ({ Component: m.ReferralPage })),
  missionLeaderboard: () => import('@/features/rewards/MissionLeaderboardPage').then((m) => ({ Component: m.MissionLeaderboardPage })),
  messageV2: () => import('@/features/messages/MessagesPage').then((m) => ({ Component: m.MessagesPage })),
};

export const memberChildRoutes: RouteObject[] = [
  { index: true, lazy: pages.securityCenter },
  ...Object.entries(pages).map(([path, lazy]) => ({ path, lazy })),
];
