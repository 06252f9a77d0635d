// The verification service other modules call: send a code for a purpose to a destination, and check it.
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { checkCode, newCode, recentSends, storeCode, type CodeTarget, type VerificationPurpose } from './codes';
import { messageProvider } from './providers';

export type { CodeTarget, VerificationPurpose } from './codes';
export type { VerificationChannel } from './providers';

export interface VerificationSettings {
  /** How long a code lives; the client counts down 60 s x this before offering a resend (§4). */
  codeTtlMinutes: number;
  /** Wrong tries before a code is burnt. */
  maxAttempts: number;
  /** §9 send throttle: at most one send per destination in this time. */
  sendIntervalMs: number;
  /** Sends per destination within `windowMs` before the resend wait applies. */
  maxSendsPerWindow: number;
  windowMs: number;
  /** §9: after too many requests, the next send waits this long (5 minutes). */
  resendWaitMs: number;
}

export const defaultVerificationSettings: VerificationSettings = {
  codeTtlMinutes: 5,
  maxAttempts: 5,
  sendIntervalMs: 1000,
  maxSendsPerWindow: 5,
  windowMs: 60 * 60_000,
  resendWaitMs: 5 * 60_000,
};

const TEXTS: Record<VerificationPurpose, string> = {
  login: 'Your login code is',
  register: 'Your registration code is',
  password: 'Your password reset code is',
  login_ip: 'Your code to confirm a login from a new device is',
  identity: 'Your sandbox phone sign-in code is',
  bind: 'Your code to bind this phone or e-mail to your account is',
};

/** Refuses a send that breaks the §9 limits of the destination: 429 too_many_requests or sms_too_many_requests. */
async function checkSendLimits(db: Db, target: CodeTarget, settings: VerificationSettings): Promise<void> {
  const now = Date.now();
  const sends = await recentSends(db, target.channel, target.destination, new Date(now - settings.windowMs));
  const latest = sends[0]?.getTime();
  if (latest !== undefined && now - latest < settings.sendIntervalMs) throw new ApiError(429, 'too_many_requests');
  if (sends.length >= settings.maxSendsPerWindow && latest !== undefined && now - latest < settings.resendWaitMs)
    throw new ApiError(429, 'sms_too_many_requests');
}

/**
 * Sends a fresh code to the target through the message provider (the sandbox) and answers how many
 * minutes it lives. `deliver: false` keeps the same answer and limits but sends nothing (a login code
 * for a number with no account: the answer must not tell which numbers have one).
 */
export async function sendCode(
  db: Db,
  target: CodeTarget,
  settings: VerificationSettings = defaultVerificationSettings,
  deliver = true,
): Promise<{ expiredMinutes: number }> {
  await checkSendLimits(db, target, settings);
  const code = newCode();
  await storeCode(db, target, deliver ? code : newCode(), settings.codeTtlMinutes);
  if (deliver) {
    await messageProvider().send({
      channel: target.channel,
      to: target.destination,
      purpose: target.purpose,
      code,
      text: `${TEXTS[target.purpose]} ${code}. It expires in ${settings.codeTtlMinutes} minutes.`,
    });
  }
  return { expiredMinutes: settings.codeTtlMinutes };
}

/** Checks and uses up the code; throws 401 verification_code_invalid or verification_code_expired. */
export async function verifyCode(
  db: Db,
  target: CodeTarget & { code: string },
  settings: VerificationSettings = defaultVerificationSettings,
): Promise<void> {
  await checkCode(db, target, settings.maxAttempts);
}
