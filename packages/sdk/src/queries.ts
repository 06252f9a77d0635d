import type { CroupierQueryApi } from './client';
import { operationKey, valueQuery } from './operation';

/** Query-key prefixes: `queryClient.invalidateQueries({ queryKey: keys.balance })` refreshes every balance widget. */
export const keys = {
  memberInfo: operationKey('get', '/wps/member/info'),
  balance: operationKey('get', '/wps/v2/wallets/balance'),
  memberIcon: operationKey('get', '/wps/member/info/icon'),
};

/** Query options per operation, for `useQuery(queries.balance())`, loaders and prefetching. */
export function createQueries(api: CroupierQueryApi) {
  return {
    memberInfo: () => valueQuery(api, ...keys.memberInfo),
    balance: () => valueQuery(api, ...keys.balance),
    /** The member's avatar (spec §7 member icon) and the built-in avatars to choose from. */
    memberIcon: () => valueQuery(api, ...keys.memberIcon),
  };
}

export type CroupierQueries = ReturnType<typeof createQueries>;
