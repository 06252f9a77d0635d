import type { MaybeOptionalInit } from 'openapi-fetch';
import type { components, paths } from './generated/schema';

type Schemas = components['schemas'];

export type ErrorCode = Schemas['ErrorCode'];
export type FieldRule = Schemas['FieldRule'];
export type FieldError = Schemas['FieldError'];
export type FieldErrors = Schemas['FieldErrors'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginResult'];
export type LoginType = Schemas['LoginType'];
export type RegisterMethod = Schemas['RegisterMethod'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type MemberInfo = Schemas['MemberInfo'];
export type MemberIcon = Schemas['MemberIcon'];
export type MemberIconRequest = Schemas['MemberIconRequest'];
export type LoginV2Request = Schemas['LoginV2Request'];
export type UiLanguage = Schemas['UiLanguage'];
export type MemberType = Schemas['MemberType'];
export type Balance = Schemas['Balance'];

/** The HTTP methods the contract uses, lower case as openapi-react-query keys them. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Paths of the contract that define `method`. */
export type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

/** The operation object behind `method path`. */
export type Operation<M extends HttpMethod, P extends PathWith<M>> = paths[P] extends {
  [K in M]: infer O;
}
  ? O
  : never;

/** openapi-fetch's init (params, body) for `method path`; undefined when nothing is required. */
export type OperationInit<M extends HttpMethod, P extends PathWith<M>> = MaybeOptionalInit<
  paths[P],
  M & keyof paths[P]
>;

/** What the success envelope of `method path` carries in `value`. */
export type SuccessValue<M extends HttpMethod, P extends PathWith<M>> =
  Operation<M, P> extends {
    responses: { 200: { content: { 'application/json': { value: infer V } } } };
  }
    ? V
    : never;

/** The JSON request body of `method path`, or void when it takes none. */
export type RequestBody<M extends HttpMethod, P extends PathWith<M>> =
  Operation<M, P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : void;

// --- wallet and member center (issue 6) ---
export type ConsolidatedFunds = Schemas['ConsolidatedFunds'];
export type MerchantWallet = Schemas['MerchantWallet'];
export type WalletCode = Schemas['WalletCode'];
export type Wallet = Schemas['Wallet'];
export type WalletList = Schemas['WalletList'];
export type WalletTransferRequest = Schemas['WalletTransferRequest'];
export type PaymentMethodKind = Schemas['PaymentMethodKind'];
export type DepositMethod = Schemas['DepositMethod'];
export type DepositMethodList = Schemas['DepositMethodList'];
export type DepositOrderRequest = Schemas['DepositOrderRequest'];
export type DepositStatus = Schemas['DepositStatus'];
export type DepositOrder = Schemas['DepositOrder'];
export type WithdrawalAccount = Schemas['WithdrawalAccount'];
export type WithdrawalMethod = Schemas['WithdrawalMethod'];
export type WithdrawalLimits = Schemas['WithdrawalLimits'];
export type WithdrawalInfo = Schemas['WithdrawalInfo'];
export type BindWithdrawalAccountRequest = Schemas['BindWithdrawalAccountRequest'];
export type WithdrawalRequest = Schemas['WithdrawalRequest'];
export type WithdrawalStatus = Schemas['WithdrawalStatus'];
export type WithdrawalConfirmationResult = Schemas['WithdrawalConfirmationResult'];
export type WithdrawalConfirmation = Schemas['WithdrawalConfirmation'];
export type WithdrawalConfirmationRequest = Schemas['WithdrawalConfirmationRequest'];
export type WithdrawalOrder = Schemas['WithdrawalOrder'];
export type ProofImage = Schemas['ProofImage'];
export type UplineTransferInfo = Schemas['UplineTransferInfo'];
export type UplineTransferRequest = Schemas['UplineTransferRequest'];
export type GameType = Schemas['GameType'];
export type BetStatus = Schemas['BetStatus'];
export type BetRecord = Schemas['BetRecord'];
export type BetTotals = Schemas['BetTotals'];
export type AccountRecordType = Schemas['AccountRecordType'];
export type AccountRecordStatus = Schemas['AccountRecordStatus'];
export type AccountRecord = Schemas['AccountRecord'];
export type ProfitRow = Schemas['ProfitRow'];
export type PersonalProfit = Schemas['PersonalProfit'];
export type BonusRecord = Schemas['BonusRecord'];
export type UnreadCount = Schemas['UnreadCount'];
export type MessageCategory = Schemas['MessageCategory'];
export type Message = Schemas['Message'];
export type ProfileLabel = Schemas['ProfileLabel'];
export type ProfileField = Schemas['ProfileField'];
export type Profile = Schemas['Profile'];
export type ProfileUpdateRequest = Schemas['ProfileUpdateRequest'];
export type TransactionPasswordRequest = Schemas['TransactionPasswordRequest'];
export type ExternalProvider = Schemas['ExternalProvider'];
export type ContactChannel = Schemas['ContactChannel'];
export type ContactCodeRequest = Schemas['ContactCodeRequest'];
export type BindContactRequest = Schemas['BindContactRequest'];
export type ExternalAccount = Schemas['ExternalAccount'];
export type ExternalAccountList = Schemas['ExternalAccountList'];
export type HelpArticle = Schemas['HelpArticle'];
export type HelpCategory = Schemas['HelpCategory'];
export type HelpCenter = Schemas['HelpCenter'];
export type FeedbackQuestionType = Schemas['FeedbackQuestionType'];
export type FeedbackRequest = Schemas['FeedbackRequest'];
export type ChatModel = Schemas['ChatModel'];
export type Chat = Schemas['Chat'];
export type ChatMessage = Schemas['ChatMessage'];
// crash games (issue 14)
export type CrashRound = Schemas['CrashRound'];
export type CrashPublicBet = Schemas['CrashPublicBet'];
export type CrashMyBet = Schemas['CrashMyBet'];
export type CrashState = Schemas['CrashState'];
export type CrashHistoryRound = Schemas['CrashHistoryRound'];
