import type { Middleware } from 'openapi-fetch';
import { CroupierApiError, type CroupierErrorCode, type ExtraVerificationOption } from './errors';
import type { TokenStore } from './tokenStore';
import type { FieldError, FieldErrors } from './types';
import type { RgExclusionDetail, RgLimitDetail } from './responsibleGaming';

export interface SessionHeadersOptions {
  tokenStore: TokenStore;
  getLanguage?: () => string | undefined;
  getMerchantCode?: () => string | undefined;
}

/** Adds the session token, UI language and merchant to every request (contract: "Headers the client sends"). */
export function sessionHeaders({
  tokenStore,
  getLanguage,
  getMerchantCode,
}: SessionHeadersOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = tokenStore.get();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const language = getLanguage?.();
      if (language) request.headers.set('Accept-Language', language);
      const merchantCode = getMerchantCode?.();
      if (merchantCode) request.headers.set('X-Merchant-Code', merchantCode);
      return request;
    },
  };
}

type Envelope = {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  fieldErrors?: unknown;
  captcha?: unknown;
  verificationMethods?: unknown;
  limit?: unknown;
  exclusion?: unknown;
};

const decoder = new TextDecoder();

/** A response's body read once: its bytes and, when it is a JSON object, the object. */
async function readEnvelope(response: Response): Promise<{ bytes: ArrayBuffer; envelope: Envelope | null }> {
  const bytes = await response.arrayBuffer();
  try {
    const body: unknown = JSON.parse(decoder.decode(bytes));
    return { bytes, envelope: typeof body === 'object' && body !== null ? (body as Envelope) : null };
  } catch {
    return { bytes, envelope: null };
  }
}

/**
 * The same response with its JSON already parsed: json() answers the envelope read here instead of parsing the
 * body again (openapi-fetch reads a response with a Content-Length by json(); a 4,740-game catalogue took a
 * phone's main thread twice as long parsed twice). text(), arrayBuffer() and the body still give the bytes; json()
 * leaves them unread (copying them would cost a third of the parse).
 */
class ParsedResponse extends Response {
  readonly #parsed: unknown;
  readonly #url: string;

  constructor(bytes: ArrayBuffer, parsed: unknown, from: Response) {
    const headers = new Headers(from.headers);
    // the bytes are decoded: no encoding left to undo, and this is their length
    headers.delete('content-encoding');
    headers.delete('transfer-encoding');
    headers.set('content-length', String(bytes.byteLength));
    super(bytes, { status: from.status, statusText: from.statusText, headers });
    this.#parsed = parsed;
    this.#url = from.url;
  }

  override get url(): string {
    return this.#url;
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#parsed);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope's fieldErrors, keeping only well-formed entries; undefined when none is left. */
function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).flatMap(([field, error]): [string, FieldError][] => {
    if (!isObject(error) || typeof error.rule !== 'string') return [];
    // A rule outside the contract's enum still reaches the site, which falls back to a generic text.
    const parsed: FieldError = { rule: error.rule as FieldError['rule'] };
    if (typeof error.min === 'number') parsed.min = error.min;
    if (typeof error.max === 'number') parsed.max = error.max;
    return [[field, parsed]];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function toError(envelope: Envelope, status: number): CroupierApiError {
  const failed = envelope.success === false && typeof envelope.code === 'string';
  // A code outside the contract's enum still reaches the site, which falls back to the message.
  const code = (failed ? envelope.code : 'unknown_error') as CroupierErrorCode;
  const message = typeof envelope.message === 'string' ? envelope.message : `HTTP ${status}`;
  return new CroupierApiError(code, message, status, {
    fieldErrors: readFieldErrors(envelope.fieldErrors),
    ...(typeof envelope.captcha === 'boolean' && { captcha: envelope.captcha }),
    ...(isObject(envelope.limit) && { limit: envelope.limit as unknown as RgLimitDetail }),
    ...(isObject(envelope.exclusion) && { exclusion: envelope.exclusion as unknown as RgExclusionDetail }),
    ...(Array.isArray(envelope.verificationMethods) && {
      verificationMethods: envelope.verificationMethods.filter(
        (m): m is ExtraVerificationOption => isObject(m) && typeof m.method === 'string',
      ),
    }),
  });
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Turns every failure into a thrown CroupierApiError, so react-query sees it: a non-ok status or
 * `success: false` envelope, a body that is not JSON, and a fetch that never got a response.
 */
export function envelopeErrors(onUnauthorized?: (error: CroupierApiError) => void): Middleware {
  return {
    async onResponse({ response }) {
      const { bytes, envelope } = await readEnvelope(response);
      if (!envelope) {
        throw new CroupierApiError(
          'unknown_error',
          'The response is not a JSON envelope',
          response.status,
        );
      }
      if (response.ok && envelope.success === true) return new ParsedResponse(bytes, envelope, response);
      const error = toError(envelope, response.status);
      if (error.status === 401 && error.code === 'not_logged_in') onUnauthorized?.(error);
      throw error;
    },
    onError({ error }) {
      // Cancellation stays an AbortError: react-query expects it when it aborts a query.
      if (isAbort(error)) return undefined;
      return new CroupierApiError('network_error', 'The network request failed', 0, {
        cause: error,
      });
    },
  };
}
