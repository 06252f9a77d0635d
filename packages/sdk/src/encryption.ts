// Spec §7 `enc` payloads: the JSON body of every operation the contract marks `x-croupier-enc` leaves
// as `{ "enc": "<compact JWE>" }`, encrypted with the server's public key (RSA-OAEP-256, A256GCM), so a
// password is never readable on the wire, in proxies or in request logs.
import type { JWK } from 'jose';
import type { Middleware } from 'openapi-fetch';
import { encryptedOperations } from './generated/encrypted';

export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';

/** Where the public key comes from; the default asks the server (GET /wps/system/publicKey). */
export type PublicKeySource = () => Promise<JWK>;

const encoder = new TextEncoder();

/** A compact JWE of `plain` for the key. */
export async function encryptForServer(plain: string, jwk: JWK): Promise<string> {
  // loaded on the first encrypted call (a login, a password change): no page's first view needs it
  const { CompactEncrypt, importJWK } = await import('jose');
  const key = await importJWK({ ...jwk, alg: JWE_ALG }, JWE_ALG);
  return new CompactEncrypt(encoder.encode(plain))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, ...(jwk.kid && { kid: jwk.kid }) })
    .encrypt(key);
}

/** The server's key, asked for once; a failed answer is asked again next time. */
export function serverPublicKey(baseUrl: string, fetchFn: () => typeof fetch): PublicKeySource {
  let pending: Promise<JWK> | undefined;
  return () => {
    pending ??= (async () => {
      const response = await fetchFn()(`${baseUrl}/wps/system/publicKey`, { headers: { accept: 'application/json' } });
      const body = (await response.json()) as { success?: boolean; value?: JWK };
      if (!response.ok || body.success !== true || !body.value) throw new Error('No public key from the server');
      return body.value;
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** Encrypts the bodies of the marked operations; every other request passes untouched. */
export function encryptBodies(publicKey: PublicKeySource): Middleware {
  const marked = new Set(encryptedOperations);
  return {
    async onRequest({ request, schemaPath }) {
      if (!marked.has(`${request.method} ${schemaPath}`)) return undefined;
      const plain = await request.clone().text();
      if (plain === '') return undefined;
      const enc = await encryptForServer(plain, await publicKey());
      return new Request(request, { body: JSON.stringify({ enc }) });
    },
  };
}
