// Login attempts (spec §9 security bars): recorded per account and IP; enough failures turn on the
// captcha (§4: the failed login's response carries the flag), more lock the account for a while.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { loginAttempts } from './tables';

export interface AttemptLimits {
  /** Failures of an account (any IP) or of an IP (any account) within the window... */
  windowMs: number;
  /** ...from which the next attempt must carry a captcha. */
  captchaAfterAccountFailures: number;
  captchaAfterIpFailures: number;
  /** ...from which the account takes no attempts at all until the window passes (429). */
  lockAfterAccountFailures: number;
}

export const defaultAttemptLimits: AttemptLimits = {
  windowMs: 15 * 60_000,
  captchaAfterAccountFailures: 3,
  captchaAfterIpFailures: 20,
  lockAfterAccountFailures: 10,
};

export interface AttemptKey {
  merchantCode: string;
  account: string;
  ip: string;
}

const accountKey = (key: AttemptKey) => key.account.trim().toLowerCase();

export async function recordAttempt(db: Db, key: AttemptKey, succeeded: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ merchantCode: key.merchantCode, account: accountKey(key), ip: key.ip, succeeded });
}

/** Recent failures of the account and of the IP. */
export async function recentFailures(db: Db, key: AttemptKey, limits: AttemptLimits) {
  const since = new Date(Date.now() - limits.windowMs);
  const failed = and(eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since));
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failed, eq(loginAttempts.merchantCode, key.merchantCode), eq(loginAttempts.account, accountKey(key))));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failed, eq(loginAttempts.ip, key.ip)));
  return { account: byAccount?.n ?? 0, ip: byIp?.n ?? 0 };
}

export const needsCaptcha = (failures: { account: number; ip: number }, limits: AttemptLimits): boolean =>
  failures.account >= limits.captchaAfterAccountFailures || failures.ip >= limits.captchaAfterIpFailures;

export const isLocked = (failures: { account: number }, limits: AttemptLimits): boolean =>
  failures.account >= limits.lockAfterAccountFailures;
