import createFetchClient from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { encryptBodies, serverPublicKey, type PublicKeySource } from './encryption';
import type { CroupierApiError } from './errors';
import type { paths } from './generated/schema';
import { envelopeErrors, sessionHeaders } from './middleware';
import { createSessionTokenStore, type TokenStore } from './tokenStore';

export interface CroupierClientOptions {
  /** API origin; '' (default) means the site's own origin. */
  baseUrl?: string;
  /** Where the session token lives; default: session storage key `token` (memory where there is none). */
  tokenStore?: TokenStore;
  /** UI language, sent as Accept-Language. */
  getLanguage?: () => string | undefined;
  /** Chosen merchant, sent as X-Merchant-Code. */
  getMerchantCode?: () => string | undefined;
  /** Called when the server answers 401 not_logged_in, so the site can drop its session. */
  onUnauthorized?: (error: CroupierApiError) => void;
  fetch?: typeof fetch;
  /** The key for `enc` payloads; default: the server's, from GET /wps/system/publicKey. */
  publicKey?: PublicKeySource;
}

export function createCroupierClient(options: CroupierClientOptions = {}) {
  const tokenStore = options.tokenStore ?? createSessionTokenStore();
  const fetchFn = () => options.fetch ?? globalThis.fetch;
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? '',
    // Resolved per call, so a fetch patched after start-up (tests, polyfills) is still used.
    fetch: (request) => fetchFn()(request),
  });
  client.use(
    sessionHeaders({
      tokenStore,
      getLanguage: options.getLanguage,
      getMerchantCode: options.getMerchantCode,
    }),
    encryptBodies(options.publicKey ?? serverPublicKey(options.baseUrl ?? '', fetchFn)),
    envelopeErrors(options.onUnauthorized),
  );
  const api = createQueryClient(client);
  return { client, api, tokenStore };
}

export type CroupierClient = ReturnType<typeof createCroupierClient>;
export type CroupierFetchClient = CroupierClient['client'];
export type CroupierQueryApi = CroupierClient['api'];
