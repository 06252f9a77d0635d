/**
 * The agent centre's contract pages (issue 13) by their spec §2 names, as path segments of /agentHome:
 * my income, the four contract kinds, and the upline's contracts view (offers to direct sub-agents).
 */
export const agentContractPages = [
  'agentRevenueReport',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'agentContracts',
] as const;

export type AgentContractPage = (typeof agentContractPages)[number];
