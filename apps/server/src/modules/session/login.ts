// Login (spec §4, §6, §8): by username and password, by SMS code, or by an identity provider; then the
// checks every way shares: member type, agent page, extra verification from a new IP, session.
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import { canLogIn, isAgentType } from '../member/memberTypes';
import { verifyAgainstDummy, verifyPassword } from '../member/password';
import { findMemberByMobile, findMemberForLogin, type Member } from '../member/service';
import { members } from '../member/tables';
import { getMerchant } from '../system/service';
import { flagsOf, getWhitelabel, type FlagValues } from '../system/whitelabel';
import { solveCaptcha } from '../verification/captcha';
import { normalisePhone } from '../verification/phone';
import { verifyCode } from '../verification/service';
import { isLocked, needsCaptcha, recentFailures, recordAttempt, type AttemptKey } from './attempts';
import { checkExtraAnswer, extraMethodsOf, needsExtraVerification, rememberIp, type ExtraAnswer } from './extraVerification';
import { memberForIdentityToken } from './identityLogin';
import { logInMember, type LoginResult } from './service';
import { refuseWhileExcluded } from '../responsible/exclusions';

export interface LoginBody {
  type: 'username' | 'sms' | 'firebase';
  username?: string;
  password?: string;
  captcha?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  firebaseIdToken?: string;
  agentLogin?: boolean;
  extraVerification?: ExtraAnswer;
}

/** Who is asking and under which rules. */
export interface LoginContext {
  ip: string;
  merchantCode: string;
  /** The captcha cookie's id, if any. */
  captchaId?: string;
  /** loginV2: the captcha is checked on every attempt, not only once failures ask for it. */
  captchaAlways?: boolean;
  config: ServerConfig;
}

export const merchantFlags = async (db: Db, merchantCode: string): Promise<FlagValues> =>
  flagsOf(await getWhitelabel(db, merchantCode));

async function knownMerchant(db: Db, merchantCode: string) {
  const merchant = await getMerchant(db, merchantCode);
  if (!merchant) throw new ApiError(400, 'bad_request', `Unknown merchant ${merchantCode}`);
  return merchant;
}

/** Refuses a locked account, and a missing or wrong captcha once one is required. */
async function guardAttempt(db: Db, key: AttemptKey, body: { captcha?: string }, ctx: LoginContext) {
  const limits = ctx.config.loginAttempts;
  const failures = await recentFailures(db, key, limits);
  if (isLocked(failures, limits)) throw new ApiError(429, 'too_many_requests');
  if ((ctx.captchaAlways || needsCaptcha(failures, limits)) && !(await solveCaptcha(db, ctx.captchaId, body.captcha)))
    throw new ApiError(401, 'captcha_invalid', undefined, undefined, { captcha: true });
  return failures;
}

/** Records a failure and rethrows `error` with the captcha flag the next attempt needs. */
async function failed(db: Db, key: AttemptKey, failures: { account: number; ip: number }, ctx: LoginContext, error: ApiError) {
  await recordAttempt(db, key, false);
  const captcha = needsCaptcha({ account: failures.account + 1, ip: failures.ip + 1 }, ctx.config.loginAttempts);
  return new ApiError(error.statusCode, error.code, error.message, error.fieldErrors, { ...error.details, captcha });
}

/** Username and password both checked, whichever is wrong; the answer never says which. */
export async function checkCredentials(db: Db, body: Pick<LoginBody, 'username' | 'password' | 'captcha'>, ctx: LoginContext) {
  const username = body.username?.trim() ?? '';
  const password = body.password ?? '';
  if (username === '' || password.trim() === '')
    throw validationFailed({
      ...(username === '' && { username: { rule: 'required' } }),
      ...(password.trim() === '' && { password: { rule: 'required' } }),
    });
  const key = { merchantCode: ctx.merchantCode, account: username, ip: ctx.ip };
  const failures = await guardAttempt(db, key, body, ctx);
  const member = await findMemberForLogin(db, ctx.merchantCode, username);
  if (!member) await verifyAgainstDummy(password);
  if (!member || !(await verifyPassword(member.passwordHash, password)))
    throw await failed(db, key, failures, ctx, new ApiError(401, 'invalid_credentials'));
  await recordAttempt(db, key, true);
  return { member, password };
}

async function passwordIsExpired(db: Db, member: Member, password: string, ctx: LoginContext): Promise<boolean> {
  // §4: the default reset password ({secret}) always forces a change; so does a reset by staff.
  if (password === ctx.config.defaultResetPassword || member.passwordExpired) return true;
  if (!(await merchantFlags(db, ctx.merchantCode)).forcedPasswordExpiry) return false;
  const [row] = await db.select({ changedAt: members.passwordChangedAt }).from(members).where(eq(members.id, member.id));
  return row !== undefined && Date.now() - row.changedAt.getTime() > ctx.config.passwordMaxAgeDays * 86_400_000;
}

/** The checks every login way shares, then the session. `password` is set for a username login. */
export async function completeLogin(db: Db, member: Member, body: LoginBody, ctx: LoginContext, password?: string): Promise<LoginResult> {
  if (!canLogIn(member.type)) throw new ApiError(403, 'member_no_enter');
  if (body.agentLogin && !isAgentType(member.type)) throw new ApiError(403, 'error_not_agent');
  await refuseWhileExcluded(db, member.id);
  // A code sent to the member's phone already proves who it is; a password from a new IP does not.
  if (body.type === 'username' && (await needsExtraVerification(db, member.id, ctx.ip))) {
    if (!body.extraVerification)
      throw new ApiError(403, 'verification_required', undefined, undefined, {
        verificationMethods: await extraMethodsOf(db, member.id),
      });
    await checkExtraAnswer(db, member.id, body.extraVerification, ctx.config.verification);
  }
  await rememberIp(db, member.id, ctx.ip);
  const result = await logInMember(db, member, ctx.config.sessionTtlMs);
  // §4: not for sms or firebase logins.
  const passwordExpired = password !== undefined && (await passwordIsExpired(db, member, password, ctx));
  return { ...result, passwordExpired };
}

async function smsLogin(db: Db, body: LoginBody, ctx: LoginContext): Promise<LoginResult> {
  const destination = normalisePhone(ctx.merchantCode, body);
  const code = body.verificationCode?.trim() ?? '';
  if (code === '') throw validationFailed({ verificationCode: { rule: 'required' } });
  const key = { merchantCode: ctx.merchantCode, account: destination, ip: ctx.ip };
  const failures = await guardAttempt(db, key, body, ctx);
  try {
    await verifyCode(db, { merchantCode: ctx.merchantCode, purpose: 'login', channel: 'sms', destination, code }, ctx.config.verification);
  } catch (error) {
    if (error instanceof ApiError) throw await failed(db, key, failures, ctx, error);
    throw error;
  }
  const member = await findMemberByMobile(db, ctx.merchantCode, destination);
  if (!member) throw new ApiError(401, 'verification_code_invalid');
  await recordAttempt(db, key, true);
  return completeLogin(db, member, body, ctx);
}

export async function login(db: Db, body: LoginBody, ctx: LoginContext): Promise<LoginResult> {
  await knownMerchant(db, ctx.merchantCode);
  if (body.type === 'sms') {
    if (!(await merchantFlags(db, ctx.merchantCode)).verificationCodeLogin)
      throw new ApiError(400, 'bad_request', 'Login by SMS code is not enabled');
    return smsLogin(db, body, ctx);
  }
  if (body.type === 'firebase') {
    const token = body.firebaseIdToken?.trim() ?? '';
    if (token === '') throw validationFailed({ firebaseIdToken: { rule: 'required' } });
    const member = await memberForIdentityToken(db, ctx.merchantCode, token, await merchantFlags(db, ctx.merchantCode));
    return completeLogin(db, member, body, ctx);
  }
  const { member, password } = await checkCredentials(db, body, ctx);
  return completeLogin(db, member, body, ctx, password);
}

/** loginV2 (spec §7): a username login whose captcha answer comes in the same call and is always checked. */
export async function loginV2(db: Db, body: Omit<LoginBody, 'type'>, ctx: LoginContext): Promise<LoginResult> {
  return login(db, { ...body, type: 'username' }, { ...ctx, captchaAlways: true });
}
