import type { LucideIcon } from 'lucide-react';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Bell,
  ChartNoAxesCombined,
  Crown,
  Gift,
  HeartHandshake,
  HandCoins,
  History,
  ReceiptText,
  Send,
  ShieldCheck,
  Trophy,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { MemberPage } from '@/config/memberPages';

/** Each member center page's icon and the key of its title, for the page menu, the header menu and page headings. */
export const memberPageInfo: Record<MemberPage, { icon: LucideIcon; title: MemberPageTitleKey }> = {
  securityCenter: { icon: ShieldCheck, title: 'center.pages.securityCenter' },
  transferFund: { icon: Wallet, title: 'center.pages.transferFund' },
  depositv2: { icon: ArrowDownToLine, title: 'center.pages.deposit' },
  withdraw: { icon: ArrowUpFromLine, title: 'center.pages.withdraw' },
  transferUpline: { icon: Send, title: 'center.pages.transferUpline' },
  personalHistoryCopy: { icon: History, title: 'center.pages.personalHistoryCopy' },
  transactionHistory: { icon: ReceiptText, title: 'center.pages.transactionHistory' },
  personalProfit: { icon: ChartNoAxesCombined, title: 'center.pages.personalProfit' },
  bonusDetails: { icon: HandCoins, title: 'center.pages.bonusDetails' },
  rewardCenter: { icon: Gift, title: 'center.pages.rewardCenter' },
  vip: { icon: Crown, title: 'center.pages.vip' },
  referral: { icon: UserPlus, title: 'rewards.pages.referral' },
  missionLeaderboard: { icon: Trophy, title: 'center.pages.missionLeaderboard' },
  messageV2: { icon: Bell, title: 'center.pages.messages' },
  responsibleGaming: { icon: HeartHandshake, title: 'center.pages.responsibleGaming' },
};

// Literal keys (no digits): the message test finds used keys by their literal text.
export type MemberPageTitleKey =
  | 'center.pages.securityCenter'
  | 'center.pages.transferFund'
  | 'center.pages.deposit'
  | 'center.pages.withdraw'
  | 'center.pages.transferUpline'
  | 'center.pages.personalHistoryCopy'
  | 'center.pages.transactionHistory'
  | 'center.pages.personalProfit'
  | 'center.pages.bonusDetails'
  | 'center.pages.rewardCenter'
  | 'center.pages.vip'
  | 'rewards.pages.referral'
  | 'center.pages.missionLeaderboard'
  | 'center.pages.messages'
  | 'center.pages.responsibleGaming';
