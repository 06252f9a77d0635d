import { agentContractPages } from './agentContractPages';

/**
 * The agent centre's pages by their spec §2 names (and the credit report of §2 "Other screens"), as path
 * segments under /agentHome; agentTeamOverview is the default page. The contract pages follow the team's.
 */
export const agentTeamPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentDownlineTransactionDetailsCopy',
  'creditReport',
] as const;

export const agentPages = [...agentTeamPages, ...agentContractPages] as const;

export type AgentPage = (typeof agentPages)[number];

export const defaultAgentPage: AgentPage = 'agentTeamOverview';
