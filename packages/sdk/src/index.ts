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
export {
  createVerificationMutations,
  createVerificationQueries,
  verificationKeys,
  type CroupierVerificationMutations,
  type CroupierVerificationQueries,
} from './verification';
export {
  createSystemQueries,
  systemKeys,
  systemStatusOf,
  whitelabelFlags,
  type CroupierSystemQueries,
  type DomainRoute,
  type Merchant,
  type Permission,
  type PermissionInfo,
  type Resource,
  type SystemStatus,
  type SystemStatusCode,
  type VisitorLocation,
  type WhitelabelFlags,
  type WhitelabelModId,
  type WhitelabelNode,
} from './system';
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
