import type { CroupierQueryApi } from './client';
import { operationKey, valueQuery } from './operation';

/** Query-key prefixes: `queryClient.invalidateQueries({ queryKey: keys.balance })` refreshes every balance widget. */
export const keys = {
  memberInfo: operationKey('get', '/wps/member/info'),
  balance: operationKey('get', '/wps/v2/wallets/balance'),
};

/** Query options per operation, for `useQuery(queries.balance())`, loaders and prefetching. */
export function createQueries(api: CroupierQueryApi) {
  return {
    memberInfo: () => valueQuery(api, ...keys.memberInfo),
    balance: () => valueQuery(api, ...keys.balance),
  };
}

export type CroupierQueries = ReturnType<typeof createQueries>;
