import { Bell, Gift, History, ShieldCheck, Trophy, Wallet } from 'lucide-react';
import type { MemberNavSection } from './MemberNav';

export const memberNavSections: MemberNavSection[] = [
  {
    id: 'account',
    title: 'Account',
    items: [
      { id: 'securityCenter', label: 'My account', href: '/member/securityCenter', icon: ShieldCheck },
      { id: 'transferFund', label: 'Wallet', href: '/member/transferFund', icon: Wallet },
    ],
  },
  {
    id: 'records',
    title: 'Records',
    items: [{ id: 'personalHistoryCopy', label: 'Betting record', href: '/member/personalHistoryCopy', icon: History }],
  },
  {
    id: 'more',
    title: 'More',
    items: [
      { id: 'rewardCenter', label: 'Reward center', href: '/member/rewardCenter', icon: Gift, unread: 2 },
      { id: 'missionLeaderboard', label: 'Mission activity', href: '/member/missionLeaderboard', icon: Trophy, unread: 0 },
      { id: 'messageV2', label: 'Platform information', href: '/member/messageV2', icon: Bell, unread: 120 },
    ],
  },
];
