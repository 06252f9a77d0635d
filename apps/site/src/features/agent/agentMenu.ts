// The agent centre's sidebar (spec §2): ONE list, in menu order. A page of the agent centre is an entry with
// its §2 name (config/agentPages.ts); the rest link to member-centre pages and customer service.
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Dices,
  FileText,
  Headset,
  LayoutDashboard,
  Mail,
  Megaphone,
  Network,
  ReceiptText,
  TrendingDown,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { AgentPage } from '@/config/agentPages';
import { paths } from '@/config/paths';

export interface AgentMenuEntry {
  id: string;
  /** An i18n key. */
  label: string;
  icon: LucideIcon;
  href: string;
  /** Set for the agent centre's own pages: the route segment it is current on. */
  page?: AgentPage;
}

// Labels written out, so the message-set test sees each key in use.
const page = (
  id: AgentPage,
  label: `agent.menu.${AgentPage}`,
  icon: LucideIcon,
): AgentMenuEntry => ({
  id,
  label,
  icon,
  href: paths.agentHome.href(id),
  page: id,
});

export const agentMenu: readonly AgentMenuEntry[] = [
  page('agentTeamOverview', 'agent.menu.agentTeamOverview', LayoutDashboard),
  page('agentAnnouncement', 'agent.menu.agentAnnouncement', Megaphone),
  page('registerCenter', 'agent.menu.registerCenter', UserPlus),
  page('downlineManagmentView', 'agent.menu.downlineManagmentView', Network),
  page('personalHistoryCopy', 'agent.menu.personalHistoryCopy', Dices),
  page('palStatementsAgentCopy', 'agent.menu.palStatementsAgentCopy', TrendingDown),
  page(
    'agentDownlineTransactionDetailsCopy',
    'agent.menu.agentDownlineTransactionDetailsCopy',
    ReceiptText,
  ),
  page('creditReport', 'agent.menu.creditReport', FileText),
  {
    id: 'messages',
    label: 'agent.menu.messages',
    icon: Mail,
    href: paths.member.href('messageV2'),
  },
  {
    id: 'deposit',
    label: 'agent.menu.deposit',
    icon: ArrowDownToLine,
    href: paths.member.href('depositv2'),
  },
  {
    id: 'withdraw',
    label: 'agent.menu.withdraw',
    icon: ArrowUpFromLine,
    href: paths.member.href('withdraw'),
  },
  {
    id: 'customerService',
    label: 'agent.menu.customerService',
    icon: Headset,
    href: paths.help.href('chat'),
  },
];

export const agentPageTitle = (id: AgentPage) => `agent.menu.${id}`;
