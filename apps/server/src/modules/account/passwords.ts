// Passwords (spec §4, §5): change it while logged in, or set it with a code sent by email or SMS (then
// logged in). Each new password follows the merchant's password rule, and sessions opened with the old
// one end.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError, validationFailed, type FieldErrors } from '../../http/envelope';
import { endMemberLaunches } from '../games/launch';
import { hashPassword, verifyPassword } from '../member/password';
import { findMemberByMobile, findMemberForLogin, type Member } from '../member/service';
import { members } from '../member/tables';
import { logInMember, type LoginResult } from '../session/service';
import { sessions } from '../session/tables';
import { normaliseEmail, normalisePhone } from '../verification/phone';
import type { Notifier } from '../notifications/hub';
import { sendCode, type VerificationSettings } from '../verification/service';
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
 * their notification sockets close (4403). Every game launch of the member ends, the keeping session's too.
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
      .set({
        passwordHash,
        passwordExpired: options.expired ?? false,
        passwordChangedAt: new Date(),
      })
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
    await endMemberLaunches(tx, memberId);
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
export async function changePassword(
  db: Db,
  notifier: Notifier,
  change: PasswordChange,
): Promise<void> {
  const { member } = change;
  const errors = await checkNewPassword(
    db,
    member.merchantCode,
    change.newPassword,
    change.confirmNewPassword,
  );
  const stored = await findMemberForLogin(db, member.merchantCode, member.account);
  if (!stored || !(await verifyPassword(stored.passwordHash, change.oldPassword)))
    errors.oldPassword = { rule: change.oldPassword === '' ? 'required' : 'invalid' };
  if (hasFieldErrors(errors)) throw validationFailed(errors);
  await storePassword(db, notifier, member.id, await hashPassword(change.newPassword), {
    keepSessionId: change.sessionId,
  });
}

/** A reset's new password against the merchant's rule and its confirmation: 422 before any code is used. */
async function checkResetPassword(
  db: Db,
  input: { merchantCode: string; newPassword: string; confirmNewPassword?: string },
): Promise<void> {
  const errors = await checkNewPassword(
    db,
    input.merchantCode,
    input.newPassword,
    input.confirmNewPassword,
  );
  if (hasFieldErrors(errors)) throw validationFailed(errors);
}

/** Uses up the reset code, stores the new password (every earlier session and launch ends), logs in. */
async function resetWithCode(
  db: Db,
  notifier: Notifier,
  member: Member,
  code: Parameters<typeof consumeSmsCode>[1],
  input: { newPassword: string; sessionTtlMs: number },
): Promise<LoginResult> {
  await consumeSmsCode(db, code);
  await storePassword(db, notifier, member.id, await hashPassword(input.newPassword));
  return logInMember(db, { ...member, passwordExpired: false }, input.sessionTtlMs);
}

/** The member named by a forgot-password form whose registered email is this one; else 404 unknown_user (§8). */
async function memberWithEmail(
  db: Db,
  merchantCode: string,
  input: { username: string; email: string },
): Promise<{ member: Member; email: string }> {
  const member = await findMemberForLogin(db, merchantCode, input.username.trim());
  const email = normaliseEmail(input.email);
  const [row] = member
    ? await db.select({ email: members.email }).from(members).where(eq(members.id, member.id))
    : [];
  if (!member || !row?.email || normaliseEmail(row.email) !== email)
    throw new ApiError(404, 'unknown_user');
  const { passwordHash: _hash, ...rest } = member;
  return { member: rest, email };
}

/**
 * Forgot password by email, step 1: when the account on the merchant has this email, a reset code is sent
 * to it through the email provider. Nothing else changes: the old password keeps working and no session
 * ends until the member sets a new one with the code (setPasswordByEmail).
 */
export async function sendPasswordResetCode(
  db: Db,
  merchantCode: string,
  input: { username: string; email: string },
  settings: VerificationSettings,
): Promise<{ expiredMinutes: number }> {
  const { email } = await memberWithEmail(db, merchantCode, input);
  return sendCode(
    db,
    { merchantCode, purpose: 'password', channel: 'email', destination: email },
    settings,
  );
}

export interface EmailPasswordReset {
  merchantCode: string;
  username: string;
  email: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword?: string;
  sessionTtlMs: number;
}

/**
 * Forgot password by email, step 2: the emailed code proves the address; the new password is stored,
 * every earlier session (and game launch) ends and a new session opens, as after a phone reset.
 */
export async function setPasswordByEmail(
  db: Db,
  notifier: Notifier,
  input: EmailPasswordReset,
): Promise<LoginResult> {
  await checkResetPassword(db, input);
  const { member, email } = await memberWithEmail(db, input.merchantCode, input);
  const code = {
    merchantCode: input.merchantCode,
    purpose: 'password',
    channel: 'email',
    destination: email,
  } as const;
  return resetWithCode(db, notifier, member, { ...code, code: input.verificationCode }, input);
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
export async function setPasswordByPhone(
  db: Db,
  notifier: Notifier,
  input: PhonePasswordReset,
): Promise<LoginResult> {
  const destination = normalisePhone(input.merchantCode, input);
  await checkResetPassword(db, input);
  const member = await findMemberByMobile(db, input.merchantCode, destination);
  if (!member) throw new ApiError(404, 'unknown_user');
  const code = { merchantCode: input.merchantCode, purpose: 'login', destination } as const;
  return resetWithCode(db, notifier, member, { ...code, code: input.verificationCode }, input);
}
