// The agent centre's team (issue 13): overview, team management, register center, team reports,
// announcements, credit report and transfer to downline. Every call is for agents only (error_not_agent),
// and a member outside the agent's subtree is refused (not_in_team).
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import type { components, operations } from './generated/schema';
import { operationKey, valueMutation, valueQuery } from './operation';

type Schemas = components['schemas'];
type QueryOf<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

export type AgentTeamOverview = Schemas['AgentTeamOverview'];
export type AgentTeamDay = Schemas['AgentTeamDay'];
export type AgentTeamMember = Schemas['AgentTeamMember'];
export type AgentTeamMemberPage = Schemas['AgentTeamMemberPage'];
export type AgentTeamMemberDetails = Schemas['AgentTeamMemberDetails'];
export type AgentRegisterRequest = Schemas['AgentRegisterRequest'];
export type AgentTeamBet = Schemas['AgentTeamBet'];
export type AgentUserLossRow = Schemas['AgentUserLossRow'];
export type AgentTeamTransaction = Schemas['AgentTeamTransaction'];
export type AgentTransactionType = Schemas['AgentTransactionType'];
export type AgentAnnouncement = Schemas['AgentAnnouncement'];
export type AgentCreditReport = Schemas['AgentCreditReport'];
export type DownlineTransferInfo = Schemas['DownlineTransferInfo'];
export type DownlineTransferRequest = Schemas['DownlineTransferRequest'];

export type AgentTeamOverviewQuery = QueryOf<'getAgentTeamOverview'>;
export type AgentTeamMembersQuery = QueryOf<'listAgentTeamMembers'>;
export type AgentTeamBetsQuery = QueryOf<'listAgentTeamBets'>;
export type AgentUserLossQuery = QueryOf<'listAgentUserLoss'>;
export type AgentTeamTransactionsQuery = QueryOf<'listAgentTeamTransactions'>;
export type AgentAnnouncementsQuery = QueryOf<'listAgentAnnouncements'>;
export type AgentCreditReportQuery = QueryOf<'getAgentCreditReport'>;

/** Prefixes to invalidate: after a transfer or a registration, `agentKeys.team` refreshes every team page. */
export const agentKeys = {
  overview: operationKey('get', '/wps/agent/team/overview'),
  members: operationKey('get', '/wps/agent/team/members'),
  member: operationKey('get', '/wps/agent/team/members/{memberId}'),
  bets: operationKey('get', '/wps/agent/team/bets'),
  userLoss: operationKey('get', '/wps/agent/team/profit'),
  transactions: operationKey('get', '/wps/agent/team/transactions'),
  announcements: operationKey('get', '/wps/agent/announcements'),
  creditReport: operationKey('get', '/wps/agent/credit-report'),
  transferInfo: operationKey('get', '/wps/agent/team/transfer'),
};

export function createAgentQueries(api: CroupierQueryApi) {
  return {
    teamOverview: (query: AgentTeamOverviewQuery = {}) =>
      valueQuery(api, ...agentKeys.overview, { params: { query } }),
    teamMembers: (query: AgentTeamMembersQuery = {}) =>
      valueQuery(api, ...agentKeys.members, { params: { query } }),
    teamMember: (memberId: string) =>
      valueQuery(api, ...agentKeys.member, { params: { path: { memberId } } }),
    teamBets: (query: AgentTeamBetsQuery = {}) =>
      valueQuery(api, ...agentKeys.bets, { params: { query } }),
    userLoss: (query: AgentUserLossQuery = {}) =>
      valueQuery(api, ...agentKeys.userLoss, { params: { query } }),
    teamTransactions: (query: AgentTeamTransactionsQuery = {}) =>
      valueQuery(api, ...agentKeys.transactions, { params: { query } }),
    announcements: (query: AgentAnnouncementsQuery = {}) =>
      valueQuery(api, ...agentKeys.announcements, { params: { query } }),
    creditReport: (query: AgentCreditReportQuery = {}) =>
      valueQuery(api, ...agentKeys.creditReport, { params: { query } }),
    downlineTransferInfo: () => valueQuery(api, ...agentKeys.transferInfo),
  };
}

/** A transfer's body carries a `requestId` (newRequestId): a retry with the same id moves nothing twice. */
export function createAgentMutations({ client }: { client: CroupierFetchClient }) {
  return {
    registerDownline: () => valueMutation(client, 'post', '/wps/agent/team/register'),
    transferToDownline: () => valueMutation(client, 'post', '/wps/agent/team/transfer'),
  };
}

export type CroupierAgentQueries = ReturnType<typeof createAgentQueries>;
export type CroupierAgentMutations = ReturnType<typeof createAgentMutations>;
