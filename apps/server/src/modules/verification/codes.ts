// Code storage: random 6-digit codes, kept only as salted hashes, with expiry, attempts and single use.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import type { VerificationChannel } from './providers';
import { verificationCodes } from './tables';

/** What a code unlocks; a code for one purpose never opens another. */
export type VerificationPurpose = 'login' | 'register' | 'password' | 'login_ip' | 'identity' | 'bind';

export interface CodeTarget {
  merchantCode: string;
  purpose: VerificationPurpose;
  channel: VerificationChannel;
  /** Normalised (phone.ts). */
  destination: string;
}

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const digest = (salt: string, code: string) => createHash('sha256').update(salt).update(code).digest('hex');

function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code)}`;
}

function matches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(digest(salt, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Stores `code` for the target; an earlier live code of the same target stops working. */
export async function storeCode(db: Db, target: CodeTarget, code: string, ttlMinutes: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(targetIs(target), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      ...target,
      codeHash: hashCode(code),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
  });
}

const targetIs = (target: CodeTarget) =>
  and(
    eq(verificationCodes.merchantCode, target.merchantCode),
    eq(verificationCodes.purpose, target.purpose),
    eq(verificationCodes.channel, target.channel),
    eq(verificationCodes.destination, target.destination),
  );

/**
 * Checks and uses up the latest code of the target. Wrong code: 401 verification_code_invalid (after
 * `maxAttempts` wrong tries the code is burnt); none, used or past its expiry: verification_code_expired.
 */
export async function checkCode(
  db: Db,
  target: CodeTarget & { code: string },
  maxAttempts: number,
): Promise<void> {
  const code = target.code.trim();
  if (!/^\d{4,8}$/.test(code)) throw new ApiError(401, 'verification_code_invalid');
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(targetIs(target), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= new Date() || row.attempts >= maxAttempts)
    throw new ApiError(401, 'verification_code_expired');
  if (!matches(row.codeHash, code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw new ApiError(401, 'verification_code_invalid');
  }
  // Single use; the guard makes a concurrent second use of the same code lose.
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new ApiError(401, 'verification_code_expired');
}

/** Send times of the destination's codes (any purpose) since `since`, newest first: what the limits count. */
export async function recentSends(db: Db, channel: VerificationChannel, destination: string, since: Date) {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.destination, destination),
        gt(verificationCodes.createdAt, since),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt));
  return rows.map((r) => r.createdAt);
}
