// The contract texts' keys, written out (not built from values) so the message-set test can see each in use.
import type { TFunction } from 'i18next';
import type { Contract, ContractPeriod, ContractSettlement, ContractType } from '@croupier/sdk';
import type { AgentContractPage } from '@/config/agentContractPages';
import { numberFormat } from '@/shared/numberFormat';

export const CONTRACT_TYPES = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const satisfies readonly ContractType[];

export const PAGE_TITLE: Record<AgentContractPage, string> = {
  agentRevenueReport: 'contracts.pages.revenueReport',
  agentDividendRecordCopy2: 'contracts.pages.dividendRecord',
  agentDailyWages2: 'contracts.pages.dailyWages',
  agentHourSalary: 'contracts.pages.hourSalary',
  agentRealtimeSalary: 'contracts.pages.realtimeSalary',
  agentContracts: 'contracts.pages.contracts',
};

const TYPE: Record<ContractType, string> = {
  dividend: 'contracts.types.dividend',
  daily_salary: 'contracts.types.daily_salary',
  hourly_salary: 'contracts.types.hourly_salary',
  realtime_salary: 'contracts.types.realtime_salary',
};

const PERIOD: Record<ContractPeriod, string> = {
  daily: 'contracts.periods.daily',
  weekly: 'contracts.periods.weekly',
  semimonthly: 'contracts.periods.semimonthly',
  monthly: 'contracts.periods.monthly',
};

const STATUS: Record<Contract['status'], string> = {
  requested: 'contracts.status.requested',
  active: 'contracts.status.active',
  rejected: 'contracts.status.rejected',
  terminated: 'contracts.status.terminated',
  accepted: 'contracts.status.accepted',
};

const SETTLEMENT_STATUS: Record<ContractSettlement['status'], string> = {
  paid: 'contracts.settlementStatus.paid',
  nothing: 'contracts.settlementStatus.nothing',
  unpaid: 'contracts.settlementStatus.unpaid',
};

export const contractTypeLabel = (t: TFunction, type: ContractType) => t(TYPE[type]);
export const periodLabel = (t: TFunction, period: ContractPeriod) => t(PERIOD[period]);
export const settlementStatusLabel = (t: TFunction, status: ContractSettlement['status']) =>
  t(SETTLEMENT_STATUS[status]);

/** A rate in basis points as a percentage: 150 is 1.50%. */
export const formatRate = (rateBps: number, locale: string) =>
  numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    rateBps / 10_000,
  );

export const statusLabel = (t: TFunction, contract: Pick<Contract, 'status' | 'requestKind'>) =>
  contract.status === 'requested' && contract.requestKind === 'termination'
    ? t('contracts.status.terminationRequested')
    : t(STATUS[contract.status]);
