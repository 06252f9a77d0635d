import { ContractKindPage } from '../contracts/ContractKindPage';

/** agentRealtimeSalary (spec §2): real-time salary. */
export function AgentRealtimeSalaryPage() {
  return <ContractKindPage type="realtime_salary" page="agentRealtimeSalary" />;
}
