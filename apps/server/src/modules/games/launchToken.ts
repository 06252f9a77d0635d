// Launch tokens (spec §7 GET /wps/game/launchGame, GCS_gameLaunchFB): 16 random bytes and the expiry,
// signed with HMAC-SHA256. A forged, altered or expired token is refused from its bytes alone, before
// any database lookup; a well-signed one must still match a stored launch (kept only as a hash).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { serverKeys } from '../enc/tables';

const PURPOSE = 'launch-token';
const NONCE_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 32;
const TOKEN_BYTES = NONCE_BYTES + EXPIRY_BYTES + MAC_BYTES;

const mac = (key: Buffer, signed: Buffer) => createHmac('sha256', key).update(signed).digest();

/** A new token that stays valid until `expiresAt` (whole seconds), signed with `key`. */
export function signLaunchToken(key: Buffer, expiresAt: Date): string {
  const signed = Buffer.alloc(NONCE_BYTES + EXPIRY_BYTES);
  randomBytes(NONCE_BYTES).copy(signed);
  signed.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), NONCE_BYTES);
  return Buffer.concat([signed, mac(key, signed)]).toString('base64url');
}

/** True when `token` carries `key`'s signature and has not expired; no database involved. */
export function verifyLaunchToken(key: Buffer, token: string, now = Date.now()): boolean {
  if (token.length !== Math.ceil((TOKEN_BYTES * 4) / 3) || !/^[A-Za-z0-9_-]+$/.test(token))
    return false;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES) return false;
  const signed = bytes.subarray(0, NONCE_BYTES + EXPIRY_BYTES);
  if (!timingSafeEqual(mac(key, signed), bytes.subarray(NONCE_BYTES + EXPIRY_BYTES))) return false;
  return signed.readUInt32BE(NONCE_BYTES) * 1000 > now;
}

const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadStoredKey(db: Db): Promise<Buffer> {
  const read = async () =>
    (await db.select().from(serverKeys).where(eq(serverKeys.purpose, PURPOSE)))[0];
  let row = await read();
  if (!row) {
    // An oct JWK, so the key sits in the same table as the JWE key; the first process to insert wins.
    const k = randomBytes(32).toString('base64url');
    await db
      .insert(serverKeys)
      .values({ purpose: PURPOSE, privateJwk: { kty: 'oct', alg: 'HS256', k } })
      .onConflictDoNothing();
    row = await read();
  }
  return Buffer.from(String(row!.privateJwk.k), 'base64url');
}

/**
 * The signing key: LAUNCH_TOKEN_KEY (base64url, at least 32 bytes) when set, else the one kept in the
 * database (created once), so every process on the database accepts every other's tokens.
 */
export function launchTokenKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    const fromEnv = process.env.LAUNCH_TOKEN_KEY;
    if (fromEnv && Buffer.from(fromEnv, 'base64url').length < 32)
      throw new Error('LAUNCH_TOKEN_KEY must be at least 32 bytes, base64url');
    key = fromEnv ? Promise.resolve(Buffer.from(fromEnv, 'base64url')) : loadStoredKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}
