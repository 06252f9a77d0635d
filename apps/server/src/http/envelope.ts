// The response envelope of every call: { success, code?, message?, value } (openapi.yaml, info).

/** The contract's ErrorCode values. */
export type ErrorCode =
  | 'bad_request'
  | 'invalid_credentials'
  | 'not_logged_in'
  | 'member_no_enter'
  | 'error_not_agent'
  | 'too_many_requests'
  | 'not_found'
  | 'account_exists'
  | 'validation_failed'
  | 'unknown_user'
  | 'unknown_error'
  | 'maintenance'
  | 'region_blocked'
  | 'captcha_invalid'
  | 'verification_code_invalid'
  | 'verification_code_expired'
  | 'sms_too_many_requests'
  | 'verification_required'
  | 'game_maintenance'
  | 'real_account_required'
  // wallet and member center (issue 6)
  | 'insufficient_balance'
  | 'amount_out_of_range'
  | 'daily_limit_reached'
  | 'transaction_password_not_set'
  | 'incorrect_password'
  | 'order_state_conflict'
  | 'idempotency_conflict'
  | 'binding_locked'
  | 'profile_field_locked'
  | 'withdrawal_account_limit'
  | 'no_upline'
  | 'single_wallet'
  | 'unknown_payment_method'
  | 'invalid_image'
  | 'admin_unauthorized'
  // rewards, missions and referral (session 3)
  | 'reward_not_eligible'
  | 'reward_unavailable'
  | 'reward_state_conflict'
  | 'players_only'
  | 'feature_disabled'
  // agent contracts (issue 13)
  | 'not_direct_downline'
  | 'contract_state_conflict'
  // agent centre (issue 13)
  | 'not_in_team'
  // points mall (issue 17)
  | 'insufficient_points'
  // hardening (issue 18)
  | 'origin_not_allowed'
  | 'request_conflict'
  // lottery betting (issue 14)
  | 'lottery_draw_closed'
  // responsible gaming (issue 15)
  | 'real_money_disabled'
  | 'rg_limit_reached'
  | 'account_excluded'
  | 'exclusion_cannot_shorten'
  | 'avatar_invalid_type'
  | 'avatar_too_large'
  | 'session_idle'
  // crash games (issue 14)
  | 'crash_betting_closed'
  | 'crash_bet_placed'
  | 'crash_not_cashable'
  // the provably fair slot (issue 14)
  | 'invalid_client_seed';

/** English fallbacks; the client translates the code. Texts from the spec's §8 where it has one. */
export const defaultMessages: Record<ErrorCode, string> = {
  bad_request: 'The request is not valid',
  invalid_credentials: 'Incorrect username or password',
  not_logged_in: 'You are not logged in, please login',
  member_no_enter: 'Non-member account unable to login',
  error_not_agent: 'Only agents can log in here',
  too_many_requests: 'Too many requests, please try again later',
  not_found: 'Not found',
  account_exists: 'This username is already registered',
  validation_failed: 'Please correct the highlighted fields',
  unknown_user: 'Username/Email does not exist',
  unknown_error: 'Unknown error',
  maintenance: 'The site is under maintenance, please come back soon',
  region_blocked: 'Our service is not available in your region',
  captcha_invalid: 'Please enter the characters shown in the image',
  verification_code_invalid: 'Invalid verification code',
  verification_code_expired: 'The verification code has expired, please send it again',
  sms_too_many_requests: 'Too many requests, please try again in 5 minutes',
  verification_required: 'Please complete verification first',
  game_maintenance: 'Game maintenance',
  real_account_required: 'Register an account first',
  // wallet and member center (issue 6)
  insufficient_balance: 'Insufficient balance',
  amount_out_of_range: 'The amount is outside the allowed limits',
  daily_limit_reached: "Today's withdrawal limit is reached",
  transaction_password_not_set: 'Set a transaction password first',
  incorrect_password: 'The password is incorrect',
  order_state_conflict: 'This order can no longer be changed',
  idempotency_conflict: 'This request was already used for a different action',
  binding_locked: 'A confirmed binding cannot be changed or unlinked',
  profile_field_locked: 'This field can no longer be changed',
  withdrawal_account_limit: 'No more withdrawal accounts can be bound',
  no_upline: 'You have no upline agent',
  single_wallet: 'This site uses a single wallet; no transfer is needed',
  unknown_payment_method: 'This payment method is not available',
  invalid_image: 'Images must be png or jpg, at most 5 MB each, at most 3',
  admin_unauthorized: 'Admin token missing or wrong',
  // rewards, missions and referral (session 3)
  reward_not_eligible: 'You do not meet the requirements of this activity yet',
  reward_unavailable: 'This activity is closed or has not started yet',
  reward_state_conflict: 'This step is not available in the current status of the activity',
  players_only: 'Only player accounts can invite friends',
  feature_disabled: 'This feature is not available on this site',
  not_direct_downline: 'Only the direct upline can do this',
  contract_state_conflict: 'The contract is not in a state that allows this',
  not_in_team: 'This member is not in your team',
  insufficient_points: 'Not enough points',
  origin_not_allowed: 'This request did not come from this site',
  request_conflict: 'This changed in another request at the same moment, please try again',
  lottery_draw_closed: 'Betting on this draw has closed; bet on the next draw',
  real_money_disabled: 'Real-money play is not available on this site; free play is',
  rg_limit_reached: 'This would go over a limit you set',
  account_excluded: 'Your account is on a break or self-excluded',
  exclusion_cannot_shorten: 'A break or self-exclusion cannot be ended early',
  avatar_invalid_type: 'An avatar must be a PNG, JPEG or WebP image',
  avatar_too_large: 'An avatar image may be at most 256 kB',
  session_idle: 'Your session ended after a period without activity, please log in again',
  crash_betting_closed: 'Bets are closed for this round: wait for the next one',
  crash_bet_placed: 'You already have a bet in this round',
  crash_not_cashable: 'Nothing to cash out: the round has crashed or you have no bet in it',
  invalid_client_seed:
    'A client seed is 1 to 64 printable characters (letters, digits, spaces, symbols)',
};

/** The contract's FieldRule values: which rule a request field failed. */
export const FIELD_RULES = [
  'required',
  'pattern',
  'length',
  'mismatch',
  'terms',
  'invalid',
  'age',
  'taken',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

/** The contract's FieldError; `min` and `max` are the allowed characters (length, pattern). */
export interface FieldError {
  rule: FieldRule;
  min?: number;
  max?: number;
}

/** The first failed rule of each failing field, keyed by the request body's property name. */
export type FieldErrors = Partial<Record<string, FieldError>>;

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

/** What some failures tell besides the code (contract ErrorEnvelope): a login's captcha flag, the extra-verification choices. */
export interface ErrorDetails {
  /** The next login attempt must carry a captcha (spec §4). */
  captcha?: boolean;
  verificationMethods?: {
    method: 'sms' | 'email' | 'payeeName' | 'google';
    destination?: string;
  }[];
  /** rg_limit_reached: the limit passed, what the window has used, and when it resets. */
  limit?: { kind: string; period: string; amount: number; used: number; resetsAt: string };
  /** account_excluded: the break or self-exclusion and its end (null: permanent). */
  exclusion?: { kind: 'break' | 'self_exclusion'; endsAt: string | null };
}

export interface ErrorEnvelope extends ErrorDetails {
  success: false;
  code: ErrorCode;
  message: string;
  value: null;
  fieldErrors?: FieldErrors;
}

export const ok = <T>(value: T): SuccessEnvelope<T> => ({ success: true, value });

export const failure = (
  code: ErrorCode,
  message = defaultMessages[code],
  fieldErrors?: FieldErrors,
  details?: ErrorDetails,
): ErrorEnvelope => ({
  success: false,
  code,
  message,
  value: null,
  // Left out, not undefined: the contract's envelope has no room for an undefined property.
  ...(fieldErrors && { fieldErrors }),
  ...details,
});

/** An error meant for the client: thrown anywhere, sent as the envelope with this status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message = defaultMessages[code],
    readonly fieldErrors?: FieldErrors,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 422 validation_failed naming each field that broke a business rule. */
export const validationFailed = (fieldErrors: FieldErrors): ApiError =>
  new ApiError(422, 'validation_failed', defaultMessages.validation_failed, fieldErrors);
