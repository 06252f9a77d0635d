// Compile-time proof (checked by `npm run typecheck`) that the options fit react-query's hooks
// the way the site uses them; the hooks are never called here.
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type Balance,
  type CroupierApiError,
  type LoginRequest,
  type LoginResult,
  type MemberInfo,
  type RegisterRequest,
  createCroupierClient,
  createMutations,
  createQueries,
} from '../src';

const croupier = createCroupierClient({ baseUrl: 'http://croupier.test' });
const queries = createQueries(croupier.api);
const mutations = createMutations(croupier);

describe('react-query hook types', () => {
  it('useQuery(queries.x()) gives the unwrapped value and a CroupierApiError', () => {
    const balance = expectTypeOf(() => useQuery(queries.balance())).returns;
    balance.toHaveProperty('data').toEqualTypeOf<Balance | undefined>();
    balance.toHaveProperty('error').toEqualTypeOf<CroupierApiError | null>();
    expectTypeOf(() => useSuspenseQuery(queries.memberInfo()))
      .returns.toHaveProperty('data')
      .toEqualTypeOf<MemberInfo>();
  });

  it('useMutation(mutations.login() / register()) take their request and give LoginResult', () => {
    const login = expectTypeOf(() => useMutation(mutations.login())).returns;
    login.toHaveProperty('mutate').parameter(0).toEqualTypeOf<LoginRequest>();
    login.toHaveProperty('data').toEqualTypeOf<LoginResult | undefined>();
    const register = expectTypeOf(() => useMutation(mutations.register())).returns;
    register.toHaveProperty('mutate').parameter(0).toEqualTypeOf<RegisterRequest>();
    register.toHaveProperty('data').toEqualTypeOf<LoginResult | undefined>();
    register.toHaveProperty('error').toEqualTypeOf<CroupierApiError | null>();
    expectTypeOf(() => useMutation(mutations.logout()))
      .returns.toHaveProperty('mutate')
      .toBeCallableWith();
  });
});
