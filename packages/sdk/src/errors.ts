import type { ErrorCode } from './types';

/** Every code a Croupier call can fail with: the contract's codes plus the client's own. */
export type CroupierErrorCode = ErrorCode | 'network_error' | 'unknown_error';

/** A failed call: the envelope's code and message, or a network / unreadable-response failure. */
export class CroupierApiError extends Error {
  override readonly name = 'CroupierApiError';
  /** Stable machine code; translate it, fall back to `message`. */
  readonly code: CroupierErrorCode;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;

  constructor(code: CroupierErrorCode, message: string, status: number, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.status = status;
  }
}

export function isCroupierApiError(
  error: unknown,
  code?: CroupierErrorCode,
): error is CroupierApiError {
  return error instanceof CroupierApiError && (code === undefined || error.code === code);
}
