// Record pages of the member center (personalHistoryCopy, transactionHistory, personalProfit,
// bonusDetails): filters, paging and totals come from the server.
import type { CroupierQueryApi } from './client';
import { operationKey, valueQuery } from './operation';
import type { operations } from './generated/schema';

export const recordKeys = {
  bets: operationKey('get', '/wps/records/bets'),
  transactions: operationKey('get', '/wps/records/transactions'),
  profit: operationKey('get', '/wps/records/profit'),
  bonuses: operationKey('get', '/wps/records/bonuses'),
};


type QueryOf<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
export type BetRecordsQuery = QueryOf<'listBetRecords'>;
export type AccountRecordsQuery = QueryOf<'listAccountRecords'>;
export type PersonalProfitQuery = QueryOf<'getPersonalProfit'>;
export type BonusRecordsQuery = QueryOf<'listBonusRecords'>;

export function createRecordQueries(api: CroupierQueryApi) {
  return {
    betRecords: (query: BetRecordsQuery = {}) =>
      valueQuery(api, ...recordKeys.bets, { params: { query } }),
    accountRecords: (query: AccountRecordsQuery = {}) =>
      valueQuery(api, ...recordKeys.transactions, { params: { query } }),
    personalProfit: (query: PersonalProfitQuery = {}) =>
      valueQuery(api, ...recordKeys.profit, { params: { query } }),
    bonusRecords: (query: BonusRecordsQuery = {}) =>
      valueQuery(api, ...recordKeys.bonuses, { params: { query } }),
  };
}

export type CroupierRecordQueries = ReturnType<typeof createRecordQueries>;
