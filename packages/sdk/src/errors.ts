import type { components } from './generated/schema';
import type { ErrorCode, FieldErrors } from './types';

/** A way to verify a login from a new IP, as a verification_required failure lists them. */
export type ExtraVerificationOption = components['schemas']['ExtraVerificationOption'];

/** Every code a Croupier call can fail with: the contract's codes plus the client's own. */
export type CroupierErrorCode = ErrorCode | 'network_error' | 'unknown_error';

export interface CroupierApiErrorOptions extends ErrorOptions {
  /** The envelope's `fieldErrors` (validation_failed). */
  fieldErrors?: FieldErrors;
  /** A failed login's captcha flag: the next attempt must carry a captcha (spec §4). */
  captcha?: boolean;
  /** verification_required: how this account can verify a login from a new IP. */
  verificationMethods?: ExtraVerificationOption[];
  /** rg_limit_reached: the limit passed, what its window used and when it resets. */
  limit?: components['schemas']['RgLimitDetail'];
  /** account_excluded: the break or self-exclusion and its end (null permanent). */
  exclusion?: components['schemas']['RgExclusionDetail'];
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
  /** True when the failed login says the next attempt must carry a captcha. */
  readonly captcha?: boolean;
  /** With verification_required: the ways to verify this login. */
  readonly verificationMethods?: ExtraVerificationOption[];
  readonly limit?: components['schemas']['RgLimitDetail'];
  readonly exclusion?: components['schemas']['RgExclusionDetail'];

  constructor(
    code: CroupierErrorCode,
    message: string,
    status: number,
    { fieldErrors, captcha, verificationMethods, limit, exclusion, ...options }: CroupierApiErrorOptions = {},
  ) {
    super(message, options);
    this.limit = limit;
    this.exclusion = exclusion;
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.captcha = captcha;
    this.verificationMethods = verificationMethods;
  }
}

export function isCroupierApiError(
  error: unknown,
  code?: CroupierErrorCode,
): error is CroupierApiError {
  return error instanceof CroupierApiError && (code === undefined || error.code === code);
}
