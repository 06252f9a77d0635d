// The RSA-OAEP-256 key pair of the `enc` payloads (spec §7): from the environment when given, else the
// one kept in the database, generated on the first start (the first process to insert it wins).
import {
  calculateJwkThumbprint,
  compactDecrypt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { serverKeys } from './tables';

export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';
const PURPOSE = 'jwe';

export interface PublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg: typeof JWE_ALG;
  use: 'enc';
  kid: string;
}

export interface EncryptionKey {
  publicJwk: PublicJwk;
  /** The plain text of a compact JWE made for this key; throws when it is not one. */
  decrypt(jwe: string): Promise<string>;
}

/** A usable key from a private RSA JWK. */
export async function encryptionKeyFrom(privateJwk: JWK): Promise<EncryptionKey> {
  if (privateJwk.kty !== 'RSA' || !privateJwk.n || !privateJwk.e || !privateJwk.d)
    throw new Error('The JWE key must be a private RSA JWK');
  const privateKey = await importJWK({ ...privateJwk, alg: JWE_ALG }, JWE_ALG);
  const publicPart = { kty: 'RSA', n: privateJwk.n, e: privateJwk.e };
  const publicJwk: PublicJwk = {
    kty: 'RSA',
    n: privateJwk.n,
    e: privateJwk.e,
    alg: JWE_ALG,
    use: 'enc',
    kid: await calculateJwkThumbprint(publicPart),
  };
  const decoder = new TextDecoder();
  return {
    publicJwk,
    async decrypt(jwe) {
      const { plaintext } = await compactDecrypt(jwe, privateKey, {
        keyManagementAlgorithms: [JWE_ALG],
        contentEncryptionAlgorithms: [JWE_ENC],
      });
      return decoder.decode(plaintext);
    },
  };
}

export async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(JWE_ALG, { modulusLength: 2048, extractable: true });
  return exportJWK(privateKey);
}

/** The key kept in the database, created on the first call (race-safe across processes). */
export async function loadStoredKey(db: Db): Promise<EncryptionKey> {
  const read = async () =>
    (await db.select().from(serverKeys).where(eq(serverKeys.purpose, PURPOSE)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(serverKeys)
      .values({ purpose: PURPOSE, privateJwk: (await generatePrivateJwk()) as Record<string, unknown> })
      .onConflictDoNothing();
    row = await read();
  }
  return encryptionKeyFrom(row!.privateJwk as JWK);
}

/** JWE_PRIVATE_KEY (a private RSA JWK as JSON) when set, else the stored key. */
export async function loadEncryptionKey(db: Db, envJwk?: string): Promise<EncryptionKey> {
  if (envJwk) return encryptionKeyFrom(JSON.parse(envJwk) as JWK);
  return loadStoredKey(db);
}
