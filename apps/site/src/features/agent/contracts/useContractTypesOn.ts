import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ContractTypesOn } from '../contractMenu';
import { contractQueries } from './contractApi';
import { CONTRACT_TYPES } from './labels';

/**
 * The logged-in agent's contract types that are on, from the contract of each kind in force. Also kept as
 * the spec §3 session keys enableContract (the dividend, enableCt) and enableSalary (any salary kind),
 * which logout clears with the rest of session storage.
 */
export function useContractTypesOn(): ContractTypesOn {
  const states = useQueries({
    queries: CONTRACT_TYPES.map((type) => contractQueries.contract(type)),
  });
  const on: ContractTypesOn = Object.fromEntries(
    CONTRACT_TYPES.map((type, i) => [type, Boolean(states[i]?.data?.current)]),
  );
  const loaded = states.every((state) => state.isSuccess);
  const enableContract = Boolean(on.dividend);
  const enableSalary = Boolean(on.daily_salary || on.hourly_salary || on.realtime_salary);
  useEffect(() => {
    if (!loaded) return;
    sessionStorage.setItem('enableContract', String(enableContract));
    sessionStorage.setItem('enableSalary', String(enableSalary));
  }, [loaded, enableContract, enableSalary]);
  return on;
}
