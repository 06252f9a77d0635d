import {
  ArrowDownToLine,
  ArrowUpFromLine,
  CalendarDays,
  Clock3,
  Coins,
  Dices,
  Gift,
  Headset,
  LayoutDashboard,
  Mail,
  Megaphone,
  ReceiptText,
  Timer,
  TrendingDown,
  UserPlus,
  Users,
} from 'lucide-react';
import type { AgentMenuSection } from './AgentShell';

/** The §2 agent center pages, then the agent menu's extras, as a site would pass them. */
export const agentSections = (
  current = 'agentTeamOverview',
  onCustomerService?: () => void,
): AgentMenuSection[] => {
  const page = (
    id: string,
    label: string,
    icon: AgentMenuSection['items'][number]['icon'],
    badge?: number,
  ) => ({
    id,
    label,
    icon,
    href: `/agentHome/${id}`,
    current: id === current,
    badge,
  });
  return [
    {
      id: 'team',
      title: 'Team',
      items: [
        page('agentAnnouncement', 'Announcements', Megaphone, 2),
        page('agentTeamOverview', 'Team overview', LayoutDashboard),
        page('registerCenter', 'Add account', UserPlus),
        page('downlineManagmentView', 'Team management', Users),
        page('personalHistoryCopy', 'Team betting', Dices),
        page('palStatementsAgentCopy', 'User loss', TrendingDown),
      ],
    },
    {
      id: 'income',
      title: 'Income',
      items: [
        page('agentRevenueReport', 'My income', Coins),
        page('agentDownlineTransactionDetailsCopy', 'Account details', ReceiptText),
        page('agentDividendRecordCopy2', 'Bonus', Gift),
        page('agentDailyWages2', 'Daily wages', CalendarDays),
        page('agentHourSalary', 'Hourly salary', Clock3),
        page('agentRealtimeSalary', 'Real-time salary', Timer),
      ],
    },
    {
      id: 'account',
      title: 'Account',
      items: [
        page('messageV2', 'Platform messages', Mail, 5),
        page('depositv2', 'Deposit', ArrowDownToLine),
        page('withdraw', 'Withdraw', ArrowUpFromLine),
        {
          id: 'customerService',
          label: 'Customer service',
          icon: Headset,
          onSelect: onCustomerService,
        },
      ],
    },
  ];
};

/** 10:04:05 UTC: 07:04:05 in São Paulo. */
export const fixedNow = () => new Date('2026-11-21T10:04:05Z');
