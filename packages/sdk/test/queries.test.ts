import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type Balance,
  type CroupierApiError,
  type MemberInfo,
  createCroupierClient,
  createMemoryTokenStore,
  createQueries,
  keys,
} from '../src';
import { baseUrl, failure, fakeFetch, ok } from './fakeFetch';

const member: MemberInfo = {
  id: 'm-1',
  account: 'demo_player',
  nickname: 'Demo',
  type: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  merchantCode: 'M1',
  currency: 'PHP',
};

function setUp(fetch: typeof globalThis.fetch) {
  const croupier = createCroupierClient({
    baseUrl,
    fetch,
    tokenStore: createMemoryTokenStore('t'),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queries: createQueries(croupier.api), queryClient };
}

describe('queries', () => {
  it('balance resolves to the envelope value', async () => {
    const { queries, queryClient } = setUp(
      fakeFetch(200, ok({ balance: 125000, currency: 'PHP' })),
    );
    const balance = await queryClient.fetchQuery(queries.balance());
    expect(balance).toEqual({ balance: 125000, currency: 'PHP' });
    expectTypeOf(balance).toEqualTypeOf<Balance>();
  });

  it('memberInfo resolves to the envelope value', async () => {
    const { queries, queryClient } = setUp(fakeFetch(200, ok(member)));
    const info = await queryClient.fetchQuery(queries.memberInfo());
    expect(info).toEqual(member);
    expectTypeOf(info).toEqualTypeOf<MemberInfo>();
  });

  it('keys are [method, path] as openapi-react-query builds them', () => {
    const { queries } = setUp(fakeFetch(200, ok(null)));
    expect(queries.balance().queryKey).toEqual(['get', '/wps/v2/wallets/balance']);
    expect(queries.memberInfo().queryKey).toEqual(['get', '/wps/member/info']);
    expect(keys.balance).toEqual(queries.balance().queryKey);
  });

  it('invalidating keys.balance refetches every balance query', async () => {
    const fetch = fakeFetch(200, ok({ balance: 1, currency: 'PHP' }));
    const { queries, queryClient } = setUp(fetch);
    await queryClient.fetchQuery(queries.balance());
    fetch.mockResolvedValueOnce(Response.json(ok({ balance: 2, currency: 'PHP' })));

    await queryClient.invalidateQueries({ queryKey: keys.balance }, { throwOnError: true });
    // No observer is mounted, so refetch explicitly what invalidation marked stale.
    await queryClient.refetchQueries({ queryKey: keys.balance, stale: true });

    expect(queryClient.getQueryData(queries.balance().queryKey)).toEqual({
      balance: 2,
      currency: 'PHP',
    });
  });

  it('a failed query carries the CroupierApiError', async () => {
    const { queries, queryClient } = setUp(fakeFetch(401, failure('not_logged_in')));
    await expect(queryClient.fetchQuery(queries.balance())).rejects.toMatchObject({
      code: 'not_logged_in',
      status: 401,
    });
    expect(queryClient.getQueryState(keys.balance)?.error).toMatchObject({ code: 'not_logged_in' });
    const state = queryClient.getQueryState(queries.balance().queryKey);
    expectTypeOf(state?.error).toEqualTypeOf<CroupierApiError | null | undefined>();
    expectTypeOf(state?.data).toEqualTypeOf<Balance | undefined>();
  });
});
