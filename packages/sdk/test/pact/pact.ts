import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import {
  createCroupierClient,
  createMemoryTokenStore,
  createMutations,
  createQueries,
  type CroupierApiError,
  encryptForServer,
  type ErrorCode,
} from '../../src';
import { testPublicJwk, testPublicKey } from '../encKey';

export const consumer = 'croupier-sdk';
export const provider = 'croupier-server';
/** `<repo root>/pacts`, resolved from this file so the working directory does not matter. */
export const pactDir = fileURLToPath(new URL('../../../../pacts/', import.meta.url));
export const pactFile = `${pactDir}${consumer}-${provider}.json`;

export const createPact = () => new PactV4({ consumer, provider, dir: pactDir, logLevel: 'warn' });

/** The token the consumer sends; the provider swaps in the real one from its state's `{ token }`. */
export const exampleToken = 'example-token';
export const bearerFromState = () =>
  MatchersV3.fromProviderState('Bearer ${token}', `Bearer ${exampleToken}`);

/** The failure envelope, asserting what the SDK reads: success, code and a message. */
export const errorEnvelope = (code: ErrorCode) => ({
  success: false,
  code,
  message: MatchersV3.string('Explanation in English'),
  value: null,
});

/** The real SDK, pointed at Pact's mock server, as a site would set it up. */
export function sdkAt(url: string, token: string | null = null) {
  const unauthorized: CroupierApiError[] = [];
  const croupier = createCroupierClient({
    baseUrl: url,
    tokenStore: createMemoryTokenStore(token),
    onUnauthorized: (error) => unauthorized.push(error),
    // The fixed test key: the provider verification decrypts the recorded examples with its private part.
    publicKey: testPublicKey,
  });
  return {
    ...croupier,
    unauthorized,
    queries: createQueries(croupier.api),
    mutations: createMutations(croupier),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

/**
 * The body of an `enc` operation (spec §7): `enc` matched as any string; the recorded example is a real
 * JWE of `body` for the test key, so the provider replays it and decrypts what the consumer meant.
 */
export async function encBody(body: unknown) {
  return { enc: MatchersV3.string(await encryptForServer(JSON.stringify(body), testPublicJwk)) };
}
