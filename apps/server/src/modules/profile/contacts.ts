// Binding a phone number or e-mail with a code (securityCenter). Codes go through the verification
// module (its §9 limits, hashed single-use codes, sandbox SMS/e-mail); the proven value is stored on the
// member, so a bound phone is the one SMS login and forgot-password use.
import { and, eq, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import { emailInUse, type Member } from '../member/service';
import { MEMBER_EMAIL_KEY, MEMBER_MOBILE_KEY, members } from '../member/tables';
import { maskDestination, normaliseEmail, normalisePhone, phoneRuleOf } from '../verification/phone';
import { sendCode, verifyCode, type CodeTarget, type VerificationSettings } from '../verification/service';

type Channel = 'sms' | 'email';

const EMAIL = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;

/** `+5511987654321`, `+55 11 98765-4321` or `11987654321` -> `+55 11987654321` (the merchant's country only). */
function normaliseTarget(merchantCode: string, channel: Channel, raw: string): string {
  if (channel === 'email') {
    const email = normaliseEmail(raw);
    if (!EMAIL.test(email)) throw validationFailed({ target: { rule: 'pattern' } });
    return email;
  }
  const { dialingCode } = phoneRuleOf(merchantCode);
  const compact = raw.replace(/[\s()-]/g, '');
  const national = compact.startsWith(`+${dialingCode}`) ? compact.slice(dialingCode.length + 1) : compact;
  if (national.startsWith('+')) throw validationFailed({ target: { rule: 'pattern' } });
  return normalisePhone(merchantCode, { mobileNum: national }, 'target');
}

/** Another member of the merchant already has this phone or e-mail: a field error, not a second owner. */
async function refuseTaken(db: Db, member: Member, channel: Channel, target: string): Promise<void> {
  if (channel === 'email') {
    if (await emailInUse(db, member.merchantCode, target, member.id)) throw validationFailed({ target: { rule: 'taken' } });
    return;
  }
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, member.merchantCode), eq(members.mobileNum, target), ne(members.id, member.id)))
    .limit(1);
  if (other) throw validationFailed({ target: { rule: 'taken' } });
}

const codeTarget = (member: Member, channel: Channel, destination: string): CodeTarget => ({
  merchantCode: member.merchantCode,
  purpose: 'bind',
  channel,
  destination,
});

export async function sendContactCode(db: Db, settings: VerificationSettings, member: Member, channel: Channel, raw: string) {
  const target = normaliseTarget(member.merchantCode, channel, raw);
  await refuseTaken(db, member, channel, target);
  return sendCode(db, codeTarget(member, channel, target), settings);
}

export async function bindContact(db: Db, settings: VerificationSettings, member: Member, channel: Channel, raw: string, code: string) {
  const target = normaliseTarget(member.merchantCode, channel, raw);
  await refuseTaken(db, member, channel, target);
  try {
    await verifyCode(db, { ...codeTarget(member, channel, target), code }, settings);
  } catch (error) {
    // The member is signed in: a bad code is the form's field error, not a 401 that reads as "signed out".
    if (error instanceof ApiError && error.code.startsWith('verification_code_'))
      throw validationFailed({ code: { rule: 'pattern', min: 6, max: 6 } });
    throw error;
  }
  try {
    await db
      .update(members)
      .set(channel === 'sms' ? { mobileNum: target } : { email: target })
      .where(eq(members.id, member.id));
  } catch (error) {
    // Two members racing for one number or e-mail: the unique index decides.
    if (isUniqueViolation(error, MEMBER_MOBILE_KEY) || isUniqueViolation(error, MEMBER_EMAIL_KEY))
      throw validationFailed({ target: { rule: 'taken' } });
    throw error;
  }
}

/** The member's bound phone and e-mail, masked, as the profile shows them. */
export async function boundContacts(db: Db, memberId: string) {
  const [row] = await db
    .select({ mobile: members.mobileNum, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  return {
    ...(row?.mobile && { mobile: maskDestination(row.mobile) }),
    ...(row?.email && { email: maskDestination(row.email) }),
  };
}
