// The transaction password guards money leaving the wallet (withdrawal, binding an account, transfer to
// upline). Six digits are few, so wrong attempts are counted per member and locked out for a while: in the
// database (modules/limits), so neither a restart nor a second server process resets the count.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import { databaseCounter } from '../limits/counter';
import type { Member } from '../member/service';
import { hashPassword, verifyPassword } from '../member/password';
import { members } from '../member/tables';
import { memberSecurity } from './tables';

const PATTERN = /^\d{6}$/;
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;
const failuresKey = (memberId: string) => `transaction-password|${memberId}`;

/** The window starts at the first failure; at MAX_FAILURES the rest of it is locked. */
async function checkLock(db: Db, memberId: string) {
  if ((await databaseCounter(db).peek(failuresKey(memberId))).count >= MAX_FAILURES)
    throw new ApiError(429, 'too_many_requests');
}

const recordFailure = (db: Db, memberId: string) =>
  databaseCounter(db).hit(failuresKey(memberId), LOCK_MS);

async function storedHash(db: Db, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: memberSecurity.transactionPasswordHash })
    .from(memberSecurity)
    .where(eq(memberSecurity.memberId, memberId));
  return row?.hash ?? null;
}

export const hasTransactionPassword = async (db: Db, memberId: string) =>
  (await storedHash(db, memberId)) !== null;

/** Throws transaction_password_not_set, too_many_requests or incorrect_password unless it matches. */
export async function verifyTransactionPassword(db: Db, memberId: string, password: string) {
  await checkLock(db, memberId);
  const hash = await storedHash(db, memberId);
  if (!hash) throw new ApiError(422, 'transaction_password_not_set');
  if (!(await verifyPassword(hash, password))) {
    await recordFailure(db, memberId);
    throw new ApiError(403, 'incorrect_password');
  }
  await databaseCounter(db).clear(failuresKey(memberId));
}

export interface TransactionPasswordChange {
  loginPassword?: string;
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/** Sets it the first time (proved by the login password) or changes it (proved by the old one). */
export async function setTransactionPassword(
  db: Db,
  member: Member,
  change: TransactionPasswordChange,
) {
  if (!PATTERN.test(change.newPassword))
    throw validationFailed({ newPassword: { rule: 'pattern', min: 6, max: 6 } });
  if (change.confirmPassword !== change.newPassword)
    throw validationFailed({ confirmPassword: { rule: 'mismatch' } });
  await checkLock(db, member.id);
  const existing = await storedHash(db, member.id);
  if (existing) {
    if (!change.oldPassword) throw validationFailed({ oldPassword: { rule: 'required' } });
    await verifyTransactionPassword(db, member.id, change.oldPassword);
  } else {
    if (!change.loginPassword) throw validationFailed({ loginPassword: { rule: 'required' } });
    const [row] = await db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id));
    if (!row || !(await verifyPassword(row.hash, change.loginPassword))) {
      await recordFailure(db, member.id);
      throw new ApiError(403, 'incorrect_password');
    }
  }
  await storeTransactionPassword(db, member.id, change.newPassword);
}

/** Stores the hash of a transaction password that was already proved and checked. */
export async function storeTransactionPassword(db: Db, memberId: string, password: string) {
  const transactionPasswordHash = await hashPassword(password);
  await db
    .insert(memberSecurity)
    .values({ memberId, transactionPasswordHash })
    .onConflictDoUpdate({
      target: memberSecurity.memberId,
      set: { transactionPasswordHash, updatedAt: new Date() },
    });
}
