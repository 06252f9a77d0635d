import { describe, expect, it } from 'vitest';
import { contractMenu, visibleContractMenu } from '@/features/agent/contractMenu';

// Spec §2: a contract page shows in the agent menu only when its contract type is on for the agent.
describe('the agent menu’s contract entries', () => {
  it('show my income and the contracts view to every agent, and no contract kind with none on', () => {
    expect(visibleContractMenu({}).map((item) => item.id)).toEqual([
      'agentRevenueReport',
      'agentContracts',
    ]);
  });

  it('show the bonus page only when the dividend (enableCt) type is on, and each salary page with its type', () => {
    expect(
      visibleContractMenu({ dividend: true, hourly_salary: true }).map((item) => item.id),
    ).toEqual([
      'agentRevenueReport',
      'agentDividendRecordCopy2',
      'agentHourSalary',
      'agentContracts',
    ]);
    expect(
      visibleContractMenu({ dividend: false, daily_salary: true, realtime_salary: true }).map(
        (item) => item.id,
      ),
    ).toEqual(['agentRevenueReport', 'agentDailyWages2', 'agentRealtimeSalary', 'agentContracts']);
  });

  it('link each page under /agentHome by its §2 name', () => {
    expect(contractMenu.map((item) => item.href)).toContain('/agentHome/agentRealtimeSalary');
  });
});
