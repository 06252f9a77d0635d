// The fixed test key of pacts/keys/enc-test-key.json: tests encrypt with its public part and read what
// the SDK sent with its private part.
import { readFileSync } from 'node:fs';
import { compactDecrypt, importJWK, type JWK } from 'jose';

const file = new URL('../../../pacts/keys/enc-test-key.json', import.meta.url);
const { privateJwk } = JSON.parse(readFileSync(file, 'utf8')) as { privateJwk: JWK };

export const testPublicJwk: JWK = { kty: 'RSA', n: privateJwk.n, e: privateJwk.e, alg: 'RSA-OAEP-256', use: 'enc', kid: 'test' };
export const testPublicKey = () => Promise.resolve(testPublicJwk);

/** The plain JSON inside an `{ enc }` body. */
export async function decryptEnc(body: unknown): Promise<unknown> {
  const { enc } = body as { enc: string };
  const key = await importJWK({ ...privateJwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
  const { plaintext } = await compactDecrypt(enc, key);
  return JSON.parse(new TextDecoder().decode(plaintext));
}
