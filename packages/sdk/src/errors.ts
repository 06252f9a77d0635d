import type { ErrorCode, FieldErrors } from './types';

/** Every code a Croupier call can fail with: the contract's codes plus the client's own. */
export type CroupierErrorCode = ErrorCode | 'network_error' | 'unknown_error';

export interface CroupierApiErrorOptions extends ErrorOptions {
  /** The envelope's `fieldErrors` (validation_failed). */
  fieldErrors?: FieldErrors;
}

/** A failed call: the envelope's code and message, or a network / unreadable-response failure. */
export class CroupierApiError extends Error {
  override readonly name = 'CroupierApiError';
  /** Stable machine code; translate it, fall back to `message`. */
  readonly code: CroupierErrorCode;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /**
   * The failed rule of each failing request field (`validation_failed`), keyed by the body's property
   * name, for a translated message under each input; undefined when the failure is not about fields.
   */
  readonly fieldErrors?: FieldErrors;

  constructor(
    code: CroupierErrorCode,
    message: string,
    status: number,
    { fieldErrors, ...options }: CroupierApiErrorOptions = {},
  ) {
    super(message, options);
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export function isCroupierApiError(
  error: unknown,
  code?: CroupierErrorCode,
): error is CroupierApiError {
  return error instanceof CroupierApiError && (code === undefined || error.code === code);
}
