// Google authenticator codes: TOTP (RFC 6238, SHA-1, 6 digits, 30 s) through the otpauth library.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/types';
import { memberAuthenticators } from './tables';

const totpFor = (secret: string, label = 'Croupier') =>
  new TOTP({ issuer: 'Croupier', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Links an authenticator secret (base32) to the member; returns the otpauth:// URI for a QR code. */
export async function setAuthenticator(db: Db, memberId: string, secret: string, label?: string): Promise<string> {
  await db
    .insert(memberAuthenticators)
    .values({ memberId, totpSecret: secret })
    .onConflictDoUpdate({ target: memberAuthenticators.memberId, set: { totpSecret: secret, lastCounter: 0 } });
  return totpFor(secret, label).toString();
}

export async function hasAuthenticator(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db.select({ id: memberAuthenticators.memberId }).from(memberAuthenticators).where(eq(memberAuthenticators.memberId, memberId));
  return row !== undefined;
}

/** Whether `token` is the member's current code (one step of clock drift either way); a code counts once. */
export async function checkAuthenticatorCode(db: Db, memberId: string, token: string): Promise<boolean> {
  const [row] = await db.select().from(memberAuthenticators).where(eq(memberAuthenticators.memberId, memberId));
  if (!row || !/^\d{6}$/.test(token.trim())) return false;
  const delta = totpFor(row.totpSecret).validate({ token: token.trim(), window: 1 });
  if (delta === null) return false;
  const counter = Math.floor(Date.now() / 30_000) + delta;
  if (counter <= row.lastCounter) return false;
  await db.update(memberAuthenticators).set({ lastCounter: counter }).where(eq(memberAuthenticators.memberId, memberId));
  return true;
}
