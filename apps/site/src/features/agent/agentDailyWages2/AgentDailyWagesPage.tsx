import { ContractKindPage } from '../contracts/ContractKindPage';

/** agentDailyWages2 (spec §2): daily wages. */
export function AgentDailyWagesPage() {
  return <ContractKindPage type="daily_salary" page="agentDailyWages2" />;
}
