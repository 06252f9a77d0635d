import type { MemberPage } from '@/config/memberPages';
import { pagePicker } from '@/shared/pagePicker';

/** The member center's pages (./memberRoutes.tsx), each its own chunk; in app/ since they span features. */
export const MemberPageRoute = pagePicker<MemberPage>({
  securityCenter: () =>
    import('@/features/member/SecurityCenterPage').then((m) => m.SecurityCenterPage),
  transferFund: () => import('@/features/wallet/WalletPage').then((m) => m.WalletPage),
  depositv2: () => import('@/features/wallet/DepositPage').then((m) => m.DepositPage),
  withdraw: () => import('@/features/wallet/WithdrawPage').then((m) => m.WithdrawPage),
  transferUpline: () =>
    import('@/features/wallet/TransferUplinePage').then((m) => m.TransferUplinePage),
  personalHistoryCopy: () =>
    import('@/features/records/BettingRecordPage').then((m) => m.BettingRecordPage),
  transactionHistory: () =>
    import('@/features/records/AccountRecordPage').then((m) => m.AccountRecordPage),
  personalProfit: () =>
    import('@/features/records/PersonalProfitPage').then((m) => m.PersonalProfitPage),
  bonusDetails: () => import('@/features/records/BonusDetailsPage').then((m) => m.BonusDetailsPage),
  rewardCenter: () => import('@/features/rewards/RewardCenterPage').then((m) => m.RewardCenterPage),
  vip: () => import('@/features/rewards/VipPage').then((m) => m.VipPage),
  referral: () => import('@/features/rewards/ReferralPage').then((m) => m.ReferralPage),
  missionLeaderboard: () =>
    import('@/features/rewards/MissionLeaderboardPage').then((m) => m.MissionLeaderboardPage),
  messageV2: () => import('@/features/messages/MessagesPage').then((m) => m.MessagesPage),
  responsibleGaming: () =>
    import('@/features/responsibleGaming/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
});
