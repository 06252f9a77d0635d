export {
  createCroupierClient,
  type CroupierClient,
  type CroupierClientOptions,
  type CroupierFetchClient,
  type CroupierQueryApi,
} from './client';
export {
  CroupierApiError,
  isCroupierApiError,
  type CroupierApiErrorOptions,
  type CroupierErrorCode,
} from './errors';
export { isAgentType, isTrialType } from './member';
export { createMutations, type CroupierMutations } from './mutations';
export {
  operationKey,
  requestValue,
  valueMutation,
  valueQuery,
  type CroupierMutationOptions,
  type CroupierQueryOptions,
} from './operation';
export { createQueries, keys, type CroupierQueries } from './queries';
export { createMemoryTokenStore, createSessionTokenStore, type TokenStore } from './tokenStore';
export type {
  Balance,
  ErrorCode,
  FieldError,
  FieldErrors,
  FieldRule,
  HttpMethod,
  LoginRequest,
  LoginResult,
  LoginType,
  MemberInfo,
  MemberType,
  OperationInit,
  PathWith,
  RegisterMethod,
  RegisterRequest,
  RequestBody,
  SuccessValue,
} from './types';
export * from './games';
export * from './lottery';
export * from './lobby';
export type { QueryParams } from './params';
