// Demo data for MemberMenu stories: what the site passes for a player and for an agent (spec §2).
import { BadgePercent, Crown, Network, ReceiptText, ScrollText, ShieldCheck } from 'lucide-react';
import type { MemberMenuItem } from './MemberMenu';

export const playerItems: MemberMenuItem[] = [
  { id: 'bettingRecord', label: 'Betting record', href: '/member/betting-record', icon: ScrollText },
  { id: 'accountRecord', label: 'Account record', href: '/member/account-record', icon: ReceiptText },
  { id: 'personalProfitLoss', label: 'Personal profit/loss', href: '/member/profit-loss', icon: BadgePercent },
  { id: 'rewardCenter', label: 'Reward center', href: '/member/reward-center', icon: Crown },
  { id: 'accountSecurity', label: 'Account security', href: '/member/security', icon: ShieldCheck },
];

export const agentItems: MemberMenuItem[] = [
  ...playerItems,
  { id: 'agentCenter', label: 'Agent center', href: '/agent', icon: Network },
];
