// Agent contracts (spec §4 §6 §7): the contract of each kind with the waiting request, the answer to it,
// the upline's offers and terminations, and the agent's settlement records and income.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { components, operations } from './generated/schema';

type Schemas = components['schemas'];
export type ContractType = Schemas['ContractType'];
export type ContractPeriod = Schemas['ContractPeriod'];
export type ContractTerms = Schemas['ContractTerms'];
export type Contract = Schemas['Contract'];
export type AgentContractState = Schemas['AgentContractState'];
export type ContractSettlement = Schemas['ContractSettlement'];
export type ContractSettlementPage = Schemas['ContractSettlementPage'];
export type AgentRevenueReport = Schemas['AgentRevenueReport'];
export type ContractAnswer = Schemas['ContractAnswerRequest'];
export type ContractOffer = Schemas['ContractOfferRequest'];

/** Spec §7 "Home and agent": the relay call of each kind (GET reads it, POST answers). */
export const CONTRACT_RELAY = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily_salary: '/wps/relay/MCS2_processDailySalContract',
  hourly_salary: '/wps/relay/MCS2_processContractHourSalary',
  realtime_salary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractType, string>;

export const contractKeys = {
  contract: (type: ContractType) => operationKey('get', CONTRACT_RELAY[type]),
  offers: operationKey('get', '/wps/agent/contracts/offers'),
  settlements: operationKey('get', '/wps/agent/contracts/settlements'),
  income: operationKey('get', '/wps/agent/contracts/income'),
};

type QueryOf<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
export type ContractOffersQuery = QueryOf<'listContractOffers'>;
export type ContractSettlementsQuery = QueryOf<'listContractSettlements'>;
export type AgentRevenueReportQuery = QueryOf<'getAgentRevenueReport'>;

export function createContractQueries(api: CroupierQueryApi) {
  return {
    /** The contract of a kind in force and the request awaiting the agent's answer. */
    contract: (type: ContractType) => valueQuery(api, ...contractKeys.contract(type)),
    offers: (query: ContractOffersQuery = {}) =>
      valueQuery(api, ...contractKeys.offers, { params: { query } }),
    settlements: (query: ContractSettlementsQuery) =>
      valueQuery(api, ...contractKeys.settlements, { params: { query } }),
    income: (query: AgentRevenueReportQuery = {}) =>
      valueQuery(api, ...contractKeys.income, { params: { query } }),
  };
}

export function createContractMutations({ client }: { client: CroupierFetchClient }) {
  return {
    /** Accept or reject the waiting request of a kind, or terminate the one in force; answers the new state. */
    answerContract: (type: ContractType) => valueMutation(client, 'post', CONTRACT_RELAY[type]),
    /** An upline offers a direct sub-agent a new contract or a termination. */
    offerContract: () => valueMutation(client, 'post', '/wps/agent/contracts/offer'),
    /** An upline ends a contract it gave, or withdraws a waiting request. */
    terminateContract: () => valueMutation(client, 'post', '/wps/agent/contracts/terminate'),
  };
}

export type CroupierContractQueries = ReturnType<typeof createContractQueries>;
export type CroupierContractMutations = ReturnType<typeof createContractMutations>;
