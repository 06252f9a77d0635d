import { ContractKindPage } from '../contracts/ContractKindPage';

/** agentDividendRecordCopy2 (spec §2): bonus (dividend); only when the enableCt type is on. */
export function AgentDividendRecordPage() {
  return <ContractKindPage type="dividend" page="agentDividendRecordCopy2" />;
}
