import type { AgentPage } from '@/config/agentPages';
import { pagePicker } from '@/shared/pagePicker';

/** The agent centre's pages (app/agentRoutes.tsx), each its own chunk. */
export const AgentPageRoute = pagePicker<AgentPage>({
  agentAnnouncement: () => import('./AgentAnnouncementPage').then((m) => m.AgentAnnouncementPage),
  agentTeamOverview: () => import('./AgentTeamOverview').then((m) => m.AgentTeamOverview),
  registerCenter: () => import('./RegisterCenterPage').then((m) => m.RegisterCenterPage),
  downlineManagmentView: () =>
    import('./DownlineManagementPage').then((m) => m.DownlineManagementPage),
  personalHistoryCopy: () => import('./TeamBettingPage').then((m) => m.TeamBettingPage),
  palStatementsAgentCopy: () => import('./UserLossPage').then((m) => m.UserLossPage),
  agentDownlineTransactionDetailsCopy: () =>
    import('./TeamTransactionsPage').then((m) => m.TeamTransactionsPage),
  creditReport: () => import('./CreditReportPage').then((m) => m.CreditReportPage),
  agentRevenueReport: () =>
    import('./agentRevenueReport/AgentRevenueReportPage').then((m) => m.AgentRevenueReportPage),
  agentDividendRecordCopy2: () =>
    import('./agentDividendRecordCopy2/AgentDividendRecordPage').then(
      (m) => m.AgentDividendRecordPage,
    ),
  agentDailyWages2: () =>
    import('./agentDailyWages2/AgentDailyWagesPage').then((m) => m.AgentDailyWagesPage),
  agentHourSalary: () =>
    import('./agentHourSalary/AgentHourSalaryPage').then((m) => m.AgentHourSalaryPage),
  agentRealtimeSalary: () =>
    import('./agentRealtimeSalary/AgentRealtimeSalaryPage').then((m) => m.AgentRealtimeSalaryPage),
  agentContracts: () =>
    import('./agentContracts/AgentContractsPage').then((m) => m.AgentContractsPage),
});
