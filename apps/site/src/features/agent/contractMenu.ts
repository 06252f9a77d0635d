// The agent menu's contract entries (issue 13), kept apart from the agent sidebar's own list so the two
// can be joined there. Spec §2: a contract page shows only when its contract type is on for this agent.
import {
  BadgeDollarSign,
  CalendarDays,
  Clock,
  FileSignature,
  Timer,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ContractType } from '@croupier/sdk';
import type { AgentContractPage } from '@/config/agentContractPages';
import { paths } from '@/config/paths';
import { PAGE_TITLE } from './contracts/labels';

export interface ContractMenuEntry {
  id: AgentContractPage;
  /** i18n key of the label. */
  labelKey: string;
  icon: LucideIcon;
  href: string;
  /** The contract kind the page is about; the page shows only when that type is on. */
  type?: ContractType;
}

const entry = (
  id: AgentContractPage,
  labelKey: string,
  icon: LucideIcon,
  type?: ContractType,
): ContractMenuEntry => ({
  id,
  labelKey,
  icon,
  href: paths.agentHome.href(id),
  ...(type && { type }),
});

/** In menu order, after the team pages: my income, the four kinds (§2 order), the upline's contracts view. */
export const contractMenu: readonly ContractMenuEntry[] = [
  entry('agentRevenueReport', PAGE_TITLE.agentRevenueReport, Wallet),
  entry(
    'agentDividendRecordCopy2',
    PAGE_TITLE.agentDividendRecordCopy2,
    BadgeDollarSign,
    'dividend',
  ),
  entry('agentDailyWages2', PAGE_TITLE.agentDailyWages2, CalendarDays, 'daily_salary'),
  entry('agentHourSalary', PAGE_TITLE.agentHourSalary, Clock, 'hourly_salary'),
  entry('agentRealtimeSalary', PAGE_TITLE.agentRealtimeSalary, Timer, 'realtime_salary'),
  entry('agentContracts', PAGE_TITLE.agentContracts, FileSignature),
];

/** Which contract types are on for this agent: a contract of that kind in force (enableCt for the dividend). */
export type ContractTypesOn = Partial<Record<ContractType, boolean>>;

/** The entries to show, given which contract types are on (spec §2 table). */
export const visibleContractMenu = (on: ContractTypesOn): ContractMenuEntry[] =>
  contractMenu.filter((item) => !item.type || on[item.type] === true);
