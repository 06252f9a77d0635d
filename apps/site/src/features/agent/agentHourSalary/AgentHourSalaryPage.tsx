import { ContractKindPage } from '../contracts/ContractKindPage';

/** agentHourSalary (spec §2): hourly salary. */
export function AgentHourSalaryPage() {
  return <ContractKindPage type="hourly_salary" page="agentHourSalary" />;
}
