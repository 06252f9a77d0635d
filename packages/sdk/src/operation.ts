// The two building blocks every operation is made of, so adding one to queries.ts or
// mutations.ts is a single line.
import type {
  DataTag,
  MutationFunction,
  QueryFunction,
  QueryFunctionContext,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import type { CroupierApiError } from './errors';
import type { HttpMethod, OperationInit, PathWith, RequestBody, SuccessValue } from './types';

/** The query-key prefix of an operation, `[method, path]`, as openapi-react-query builds it. */
export const operationKey = <M extends HttpMethod, P extends PathWith<M>>(method: M, path: P) =>
  [method, path] as const;

/** Options for `useQuery` & co.; the key is tagged so `getQueryData(key)` knows its data. */
export type CroupierQueryOptions<TData, TKey extends readonly unknown[]> = UseQueryOptions<
  TData,
  CroupierApiError,
  TData,
  TKey
> & { queryKey: DataTag<TKey, TData, CroupierApiError>; queryFn: QueryFunction<TData, TKey> };

/** Options for `useMutation`. */
export type CroupierMutationOptions<TData, TVariables> = UseMutationOptions<
  TData,
  CroupierApiError,
  TVariables
> & { mutationKey: readonly unknown[]; mutationFn: MutationFunction<TData, TVariables> };

type QueryKeyOf<M, P, I> = [I] extends [undefined] ? readonly [M, P] : readonly [M, P, I];

type LooseQueryOptions = (
  method: string,
  path: string,
  init?: unknown,
) => {
  queryKey: readonly unknown[];
  queryFn: (context: QueryFunctionContext<readonly unknown[]>) => Promise<unknown>;
};

/**
 * Query options for a GET whose data is the success envelope's `value`. Key and fetcher are
 * openapi-react-query's (`[method, path, init]`), so prefix `operationKey(...)` invalidates them all.
 */
export function valueQuery<
  P extends PathWith<'get'>,
  I extends OperationInit<'get', P> | undefined = undefined,
>(
  api: CroupierQueryApi,
  method: 'get',
  path: P,
  init?: I,
): CroupierQueryOptions<SuccessValue<'get', P>, QueryKeyOf<'get', P, I>> {
  type Value = SuccessValue<'get', P>;
  type Key = QueryKeyOf<'get', P, I>;
  const base = (api.queryOptions as unknown as LooseQueryOptions)(method, path, init);
  return {
    queryKey: base.queryKey as DataTag<Key, Value, CroupierApiError>,
    queryFn: async (context) => ((await base.queryFn(context)) as { value: Value }).value,
  };
}

type LooseRequest = (method: string, path: string, init?: unknown) => Promise<{ data?: unknown }>;

/** Calls `method path` and resolves to the success envelope's `value` (failures throw CroupierApiError). */
export async function requestValue<M extends HttpMethod, P extends PathWith<M>>(
  client: CroupierFetchClient,
  method: M,
  path: P,
  init: OperationInit<M, P>,
): Promise<SuccessValue<M, P>> {
  const { data } = await (client.request as unknown as LooseRequest)(method, path, init);
  return (data as { value: SuccessValue<M, P> }).value;
}

/**
 * Mutation options whose variables are the JSON body (void when there is none) and whose data is
 * the success envelope's `value`. `toInit` maps variables to openapi-fetch's init for calls with params.
 */
export function valueMutation<
  M extends Exclude<HttpMethod, 'get'>,
  P extends PathWith<M>,
  V = RequestBody<M, P>,
>(
  client: CroupierFetchClient,
  method: M,
  path: P,
  toInit: (variables: V) => OperationInit<M, P> = (body) => ({ body }) as OperationInit<M, P>,
): CroupierMutationOptions<SuccessValue<M, P>, V> {
  return {
    mutationKey: operationKey(method, path),
    mutationFn: (variables) => requestValue(client, method, path, toInit(variables)),
  };
}
