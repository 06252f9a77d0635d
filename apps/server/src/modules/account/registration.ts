// Registration (spec §4): types register and registerMobile, checked against the merchant's register
// settings, its invitation codes, the captcha and the SMS code; then the member, its profile, its
// wallet and its first session in one transaction.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { ApiError, validationFailed, type FieldErrors } from '../../http/envelope';
import { MemberType } from '../member/memberTypes';
import { hashPassword } from '../member/password';
import { emailInUse, findMemberByAccount, findMemberByMobile, insertMember, isAccountTaken } from '../member/service';
import { MEMBER_EMAIL_KEY, MEMBER_MOBILE_KEY, members } from '../member/tables';
import { logInMember, type LoginResult } from '../session/service';
import { getMerchant } from '../system/service';
import { solveCaptcha } from '../verification/captcha';
import { normaliseEmail, normalisePhone } from '../verification/phone';
import { findAffiliateAgent, findCodeOwner } from './invitation';
import { checkRegistration, hasFieldErrors, type CheckOptions, type RegistrationForm } from './registerRules';
import { fieldConfig, getRegisterSettings, type RegisterField, type RegisterSettings } from './settings';
import { consumeSmsCode } from './smsCode';
import { memberProfiles } from './tables';
import { jurisdictionOf } from '../responsible/profiles';

export type RegistrationType = 'register' | 'registerMobile';

export interface Registration {
  type: RegistrationType;
  merchantCode: string;
  form: RegistrationForm & { countryDialingCode?: string; verificationCode?: string };
  /** The captcha id from the request's cookie. */
  captchaId?: string;
  sessionTtlMs: number;
}

/** What the registration type asks for beyond the settings (spec §5: the phone may be the username). */
function typeOptions(type: RegistrationType, settings: RegisterSettings): CheckOptions {
  if (type === 'register') return {};
  const { mobileAsUsername, mobilePassword } = settings.types;
  return {
    alsoRequired: ['mobileNum', ...(mobileAsUsername ? [] : (['username'] as const))],
    skipped: [...(mobileAsUsername ? (['username'] as const) : []), ...(mobilePassword ? [] : (['password'] as const))],
  };
}

/** Whether the SMS code must come with the mobile number. */
const needsSmsCode = (type: RegistrationType, settings: RegisterSettings, phone: string) =>
  phone !== '' &&
  (type === 'registerMobile'
    ? settings.types.mobileVerification
    : fieldConfig(settings, 'mobileNum').verifyBySms === true);

/** The checks that read the database: codes, captcha, a number or e-mail already in use. */
async function checkAgainstData(
  db: Db,
  input: Registration,
  settings: RegisterSettings,
  phone: string | undefined,
  email: string | null,
) {
  const { form, merchantCode } = input;
  const errors: FieldErrors = {};
  const affiliate = form.affiliateCode
    ? await findAffiliateAgent(db, merchantCode, form.affiliateCode)
    : undefined;
  if (form.affiliateCode && !affiliate) errors.affiliateCode = { rule: 'invalid' };
  const referrer = form.referralCode ? await findCodeOwner(db, merchantCode, form.referralCode) : undefined;
  if (form.referralCode && !referrer) errors.referralCode = { rule: 'invalid' };
  if (fieldConfig(settings, 'captcha').enabled && !(await solveCaptcha(db, input.captchaId, form.captcha)))
    errors.captcha = { rule: 'invalid' };
  if (phone && (await findMemberByMobile(db, merchantCode, phone))) errors.mobileNum = { rule: 'taken' };
  if (email && (await emailInUse(db, merchantCode, email))) errors.email = { rule: 'taken' };
  return { errors, parentId: affiliate?.memberId ?? null, referrerId: referrer?.memberId ?? null };
}

/**
 * Registers a regular member and logs it in. 400 for an unknown merchant or a type it does not offer,
 * 422 with fieldErrors when a rule fails (all the form's at once, then the ones that read data), 409
 * when the account is taken in any letter case (the unique index decides under concurrency).
 */
export async function registerMember(db: Db, input: Registration): Promise<LoginResult> {
  const { type, merchantCode } = input;
  const merchant = await getMerchant(db, merchantCode);
  if (!merchant) throw new ApiError(400, 'bad_request', `Unknown merchant ${merchantCode}`);
  const settings = await getRegisterSettings(db, merchant.merchantCode);
  if (!settings.types[type]) throw new ApiError(400, 'bad_request', `${type} is not offered here`);

  const form = { ...input.form, username: input.form.username?.trim() ?? '' };
  const options = typeOptions(type, settings);
  const { minimumAge } = await jurisdictionOf(db, merchant.merchantCode);
  const errors = checkRegistration(form, settings, { ...options, minAge: minimumAge });
  // A number sent where the merchant does not ask for one is ignored, like any disabled field.
  const mobileNum =
    type === 'registerMobile' || fieldConfig(settings, 'mobileNum').enabled ? (form.mobileNum ?? '') : '';
  const smsCode = needsSmsCode(type, settings, mobileNum);
  if (smsCode && !form.verificationCode) errors.verificationCode = { rule: 'required' };
  if (hasFieldErrors(errors)) throw validationFailed(errors);

  const phone = mobileNum ? normalisePhone(merchant.merchantCode, { ...form, mobileNum }) : undefined;
  const account = type === 'registerMobile' && settings.types.mobileAsUsername ? mobileNum : form.username;
  // A field the merchant does not ask for is not kept, whatever the request carried.
  const kept = (field: RegisterField) =>
    (fieldConfig(settings, field).enabled && form[field]) || null;
  const keptEmail = kept('email');
  const email = keptEmail ? normaliseEmail(keptEmail) : null;
  const data = await checkAgainstData(db, input, settings, phone, email);
  if (hasFieldErrors(data.errors)) throw validationFailed(data.errors);
  if (await findMemberByAccount(db, merchant.merchantCode, account))
    throw new ApiError(409, 'account_exists');
  if (phone && smsCode)
    await consumeSmsCode(db, { merchantCode: merchant.merchantCode, purpose: 'register', destination: phone, code: form.verificationCode! });

  // Without a password on mobile registration the member signs in by SMS, or sets one by phone.
  const password = options.skipped?.includes('password') ? randomBytes(24).toString('base64url') : form.password!;
  // Hashed before the transaction opens: a twin registration waiting on the index is not held up by it.
  const passwordHash = await hashPassword(password);
  const paymentPassword = kept('paymentPassword');
  const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
  try {
    return await db.transaction(async (tx) => {
      const member = await insertMember(tx, merchant, {
        account,
        nickname: account,
        type: MemberType.REGULAR,
        parentId: data.parentId,
        passwordHash,
      });
      await tx
        .update(members)
        .set({ mobileNum: phone ?? null, email, payeeName: kept('payeeName') })
        .where(eq(members.id, member.id));
      await tx.insert(memberProfiles).values({
        memberId: member.id,
        birthday: kept('birthday'),
        qqNum: kept('qqNum'),
        line: kept('line'),
        whatsapp: kept('whatsapp'),
        facebook: kept('facebook'),
        wechat: kept('wechat'),
        idNumber: kept('idNumber'),
        paymentPasswordHash,
        referrerId: data.referrerId,
      });
      // The registration's session is the member's first login (spec §4: the first-login action runs).
      return logInMember(tx, member, input.sessionTtlMs);
    });
  } catch (error) {
    if (isAccountTaken(error)) throw new ApiError(409, 'account_exists');
    if (isUniqueViolation(error, MEMBER_MOBILE_KEY)) throw validationFailed({ mobileNum: { rule: 'taken' } });
    if (isUniqueViolation(error, MEMBER_EMAIL_KEY)) throw validationFailed({ email: { rule: 'taken' } });
    throw error;
  }
}
