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
  type ExtraVerificationOption,
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
  accountKeys,
  createAccountMutations,
  createAccountQueries,
  type ChangePasswordRequest,
  type CroupierAccountMutations,
  type CroupierAccountQueries,
  type ForgotPasswordEmailRequest,
  type PublicKey,
  type RegisterField,
  type RegisterFieldConfig,
  type RegisterMobileRequest,
  type RegisterSettings,
  type RegistrationTypes,
  type SetPasswordByPhoneRequest,
  type SetPasswordByEmailRequest,
} from './account';
export { encryptForServer, JWE_ALG, JWE_ENC, type PublicKeySource } from './encryption';
export {
  createSessionMutations,
  type CroupierSessionMutations,
  type ExtraCodeRequest,
  type ExtraVerificationAnswer,
  type ExtraVerificationMethod,
} from './session';
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
  MemberIcon,
  MemberIconRequest,
  LoginV2Request,
  UiLanguage,
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
// --- wallet and member center (issue 6) ---
export * from './wallet';
export * from './records';
export * from './agent';
export * from './messages';
export * from './memberCenter';
export * from './support';
export * from './socket';
export { newRequestId } from './requestId';
export type {
  AccountRecord,
  AccountRecordStatus,
  AccountRecordType,
  BetRecord,
  BetStatus,
  BetTotals,
  BindContactRequest,
  BindWithdrawalAccountRequest,
  Chat,
  ChatMessage,
  ChatModel,
  ConsolidatedFunds,
  ContactChannel,
  ContactCodeRequest,
  DepositMethod,
  DepositMethodList,
  DepositOrder,
  DepositOrderRequest,
  DepositStatus,
  ExternalAccount,
  ExternalAccountList,
  ExternalProvider,
  FeedbackQuestionType,
  FeedbackRequest,
  GameType,
  HelpArticle,
  HelpCategory,
  HelpCenter,
  MerchantWallet,
  Message,
  MessageCategory,
  PaymentMethodKind,
  PersonalProfit,
  Profile,
  ProfileField,
  ProfileLabel,
  ProfileUpdateRequest,
  ProfitRow,
  ProofImage,
  TransactionPasswordRequest,
  UnreadCount,
  UplineTransferInfo,
  UplineTransferRequest,
  Wallet,
  WalletCode,
  WalletList,
  WalletTransferRequest,
  WithdrawalAccount,
  WithdrawalConfirmation,
  WithdrawalConfirmationRequest,
  WithdrawalConfirmationResult,
  WithdrawalInfo,
  WithdrawalLimits,
  WithdrawalMethod,
  WithdrawalOrder,
  WithdrawalRequest,
  WithdrawalStatus,
} from './types';
export * from './rewards';
export * from './points';
export * from './responsibleGaming';
export * from './contracts';
export * from './crash';
export * from './slot';
