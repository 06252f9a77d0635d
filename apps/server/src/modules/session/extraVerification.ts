// Extra verification for a login from an IP the member has not used before (spec §4): the member
// proves it is them by an SMS or email code, their bank payee name, or a Google authenticator code.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { members } from '../member/tables';
import { maskDestination } from '../verification/phone';
import { sendCode, verifyCode, type VerificationSettings } from '../verification/service';
import { memberKnownIps } from './tables';
import { checkAuthenticatorCode, hasAuthenticator } from './totp';

export type ExtraMethod = 'sms' | 'email' | 'payeeName' | 'google';

export interface ExtraMethodOption {
  method: ExtraMethod;
  /** Masked phone or email the code goes to. */
  destination?: string;
}

export interface ExtraAnswer {
  method: ExtraMethod;
  /** The code, or the payee name. */
  answer: string;
}

interface Contacts {
  mobileNum: string | null;
  email: string | null;
  payeeName: string | null;
  merchantCode: string;
}

async function contactsOf(db: Db, memberId: string): Promise<Contacts> {
  const [row] = await db
    .select({ mobileNum: members.mobileNum, email: members.email, payeeName: members.payeeName, merchantCode: members.merchantCode })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw new Error(`no member ${memberId}`);
  return row;
}

/** The ways this member can prove itself, in the spec's order. */
export async function extraMethodsOf(db: Db, memberId: string): Promise<ExtraMethodOption[]> {
  const c = await contactsOf(db, memberId);
  const options: ExtraMethodOption[] = [];
  if (c.mobileNum) options.push({ method: 'sms', destination: maskDestination(c.mobileNum) });
  if (c.email) options.push({ method: 'email', destination: maskDestination(c.email) });
  if (c.payeeName) options.push({ method: 'payeeName' });
  if (await hasAuthenticator(db, memberId)) options.push({ method: 'google' });
  return options;
}

/**
 * Whether this login must be verified: the member has logged in before, never from this IP, and has a
 * way to prove itself (a member with none is let through: there would be nothing to ask).
 */
export async function needsExtraVerification(db: Db, memberId: string, ip: string): Promise<boolean> {
  const known = await db.select({ ip: memberKnownIps.ip }).from(memberKnownIps).where(eq(memberKnownIps.memberId, memberId));
  if (known.length === 0 || known.some((k) => k.ip === ip)) return false;
  return (await extraMethodsOf(db, memberId)).length > 0;
}

export async function rememberIp(db: Db, memberId: string, ip: string): Promise<void> {
  await db
    .insert(memberKnownIps)
    .values({ memberId, ip })
    .onConflictDoUpdate({ target: [memberKnownIps.memberId, memberKnownIps.ip], set: { lastSeenAt: new Date() } });
}

const codeTarget = (c: Contacts, method: 'sms' | 'email') => {
  const destination = method === 'sms' ? c.mobileNum : c.email;
  if (!destination) throw new ApiError(400, 'bad_request', `No ${method} on file for this account`);
  return { merchantCode: c.merchantCode, purpose: 'login_ip' as const, channel: method, destination };
};

/** Sends the SMS or email code of the extra verification. */
export async function sendExtraCode(db: Db, memberId: string, method: 'sms' | 'email', settings: VerificationSettings) {
  return sendCode(db, codeTarget(await contactsOf(db, memberId), method), settings);
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').localeCompare(b.trim().replace(/\s+/g, ' '), undefined, { sensitivity: 'base' }) === 0;

/** Checks the answer; a wrong one is 401 verification_code_invalid (or _expired for a stale code). */
export async function checkExtraAnswer(db: Db, memberId: string, answer: ExtraAnswer, settings: VerificationSettings): Promise<void> {
  const c = await contactsOf(db, memberId);
  switch (answer.method) {
    case 'sms':
    case 'email':
      return verifyCode(db, { ...codeTarget(c, answer.method), code: answer.answer }, settings);
    case 'payeeName':
      if (c.payeeName && sameName(c.payeeName, answer.answer)) return;
      break;
    case 'google':
      if (await checkAuthenticatorCode(db, memberId, answer.answer)) return;
      break;
  }
  throw new ApiError(401, 'verification_code_invalid');
}

