// Passwords (spec §4, §5): change it while logged in, reset it by email (a temporary password that must
// be changed at the next login) or set it with an SMS code (then logged in). Each new password follows
// the merchant's password rule, and sessions opened with the old one end.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError, validationFailed, type FieldErrors } from '../../http/envelope';
import { hashPassword, verifyPassword } from '../member/password';
import { findMemberByMobile, findMemberForLogin, type Member } from '../member/service';
import { members } from '../member/tables';
import { logInMember, type LoginResult } from '../session/service';
import { sessions } from '../session/tables';
import { normaliseEmail, normalisePhone } from '../verification/phone';
import type { Notifier } from '../notifications/hub';
import { messageProvider } from '../verification/providers';
import { checkText, hasFieldErrors, textRule } from './registerRules';
import { fieldConfig, getRegisterSettings } from './settings';
import { consumeSmsCode } from './smsCode';

/** The new password against the merchant's rule, and its confirmation (when the form has one). */
async function checkNewPassword(
  db: Db,
  merchantCode: string,
  newPassword: string,
  confirmation: string | undefined,
): Promise<FieldErrors> {
  const rule = textRule(fieldConfig(await getRegisterSettings(db, merchantCode), 'password'));
  const errors: FieldErrors = {};
  const failed = checkText(newPassword, { ...rule, required: true });
  if (failed) errors.newPassword = failed;
  if (confirmation !== undefined) {
    if (confirmation === '') errors.confirmNewPassword = { rule: 'required' };
    else if (confirmation !== newPassword) errors.confirmNewPassword = { rule: 'mismatch' };
  }
  return errors;
}

/**
 * Stores the new hash, ends a forced change, and revokes the member's sessions except `keepSessionId`;
 * their notification sockets close (4403).
 */
async function storePassword(
  db: Db,
  notifier: Notifier,
  memberId: string,
  passwordHash: string,
  options: { expired?: boolean; keepSessionId?: string } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ passwordHash, passwordExpired: options.expired ?? false, passwordChangedAt: new Date() })
      .where(eq(members.id, memberId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          options.keepSessionId ? ne(sessions.id, options.keepSessionId) : sql`true`,
        ),
      );
  });
  notifier.endSessions(memberId, { except: options.keepSessionId });
}

export interface PasswordChange {
  member: Member;
  sessionId: string;
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** 422 oldPassword invalid when the old one is wrong; the other sessions of the member are revoked. */
export async function changePassword(db: Db, notifier: Notifier, change: PasswordChange): Promise<void> {
  const { member } = change;
  const errors = await checkNewPassword(db, member.merchantCode, change.newPassword, change.confirmNewPassword);
  const stored = await findMemberForLogin(db, member.merchantCode, member.account);
  if (!stored || !(await verifyPassword(stored.passwordHash, change.oldPassword)))
    errors.oldPassword = { rule: change.oldPassword === '' ? 'required' : 'invalid' };
  if (hasFieldErrors(errors)) throw validationFailed(errors);
  await storePassword(db, notifier, member.id, await hashPassword(change.newPassword), {
    keepSessionId: change.sessionId,
  });
}

/** 10 characters from an unambiguous alphabet, with a letter and a digit (any sane password rule). */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (from: string) => from[randomInt(from.length)]!;
  return pick(letters) + pick(digits) + Array.from({ length: 8 }, () => pick(all)).join('');
}

/**
 * Forgot password by email: when the account on the merchant has this email, a temporary password is
 * sent to it through the email provider and must be changed at the next login; its sessions end.
 * Otherwise 404 unknown_user (spec §8 'Username/Email does not exist').
 */
export async function resetPasswordByEmail(
  db: Db,
  notifier: Notifier,
  merchantCode: string,
  input: { username: string; email: string },
): Promise<void> {
  const member = await findMemberForLogin(db, merchantCode, input.username.trim());
  const email = normaliseEmail(input.email);
  const [row] = member
    ? await db.select({ email: members.email }).from(members).where(eq(members.id, member.id))
    : [];
  if (!member || !row?.email || normaliseEmail(row.email) !== email) throw new ApiError(404, 'unknown_user');
  const password = temporaryPassword();
  await storePassword(db, notifier, member.id, await hashPassword(password), { expired: true });
  await messageProvider().send({
    channel: 'email',
    to: email,
    purpose: 'password',
    code: password,
    text: `Your temporary password for ${member.account} is ${password}. Log in with it and choose a new one.`,
  });
}

export interface PhonePasswordReset {
  merchantCode: string;
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword?: string;
  sessionTtlMs: number;
}

/**
 * Set password by phone: the code from POST /wps/verification/sms/noLogin (which only reaches numbers
 * with an account) proves the number; every earlier session ends and a new one opens.
 */
export async function setPasswordByPhone(db: Db, notifier: Notifier, input: PhonePasswordReset): Promise<LoginResult> {
  const destination = normalisePhone(input.merchantCode, input);
  const errors = await checkNewPassword(db, input.merchantCode, input.newPassword, input.confirmNewPassword);
  if (hasFieldErrors(errors)) throw validationFailed(errors);
  const member = await findMemberByMobile(db, input.merchantCode, destination);
  if (!member) throw new ApiError(404, 'unknown_user');
  await consumeSmsCode(db, { merchantCode: input.merchantCode, purpose: 'login', destination, code: input.verificationCode });
  await storePassword(db, notifier, member.id, await hashPassword(input.newPassword));
  return logInMember(db, { ...member, passwordExpired: false }, input.sessionTtlMs);
}
