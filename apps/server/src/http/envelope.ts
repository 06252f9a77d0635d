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
  | 'unknown_error';

/** English fallbacks; the client translates the code. Texts from the spec's §8 where it has one. */
export const defaultMessages: Record<ErrorCode, string> = {
  bad_request: 'The request is not valid',
  invalid_credentials: 'Incorrect username or password',
  not_logged_in: 'You are not logged in, please login',
  member_no_enter: 'Non-member account unable to login',
  error_not_agent: 'Only agents can log in here',
  too_many_requests: 'Too many requests, please try again later',
  not_found: 'Not found',
  unknown_error: 'Unknown error',
};

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface ErrorEnvelope {
  success: false;
  code: ErrorCode;
  message: string;
  value: null;
}

export const ok = <T>(value: T): SuccessEnvelope<T> => ({ success: true, value });

export const failure = (code: ErrorCode, message = defaultMessages[code]): ErrorEnvelope => ({
  success: false,
  code,
  message,
  value: null,
});

/** An error meant for the client: thrown anywhere, sent as the envelope with this status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message = defaultMessages[code],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
