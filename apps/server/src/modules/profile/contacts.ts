// Binding a phone number or e-mail with a code. The sandbox SMS and e-mail providers deliver the code
// as a platform message, so the flow is real and nothing leaves the machine.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import type { Member } from '../member/service';
import { sendMessage } from '../messages/service';
import type { Notifier } from '../notifications/hub';
import { contactCodes, memberContacts } from './tables';

type Channel = 'sms' | 'email';

export const CODE_MINUTES = 5;
const RESEND_MS = 60_000;
const MAX_ATTEMPTS = 5;

// Spec §5: phones per merchant (Bangladesh has 11 digits, 01…); e-mail by format.
const PHONE: Record<string, RegExp> = {
  BR: /^\+55\d{10,11}$/,
  MX: /^\+52\d{10}$/,
  BD: /^\+8801\d{9}$/,
};
const EMAIL = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;

const hash = (code: string) => createHash('sha256').update(code).digest();
const normalise = (channel: Channel, target: string) =>
  channel === 'email' ? target.trim().toLowerCase() : target.replace(/[\s()-]/g, '');

function checkTarget(member: Member, channel: Channel, target: string) {
  const valid = channel === 'email' ? EMAIL.test(target) : (PHONE[member.merchantCode] ?? PHONE.BR!).test(target);
  if (!valid) throw validationFailed({ target: { rule: 'pattern' } });
}

export async function sendContactCode(db: Db, notifier: Notifier, member: Member, channel: Channel, rawTarget: string) {
  const target = normalise(channel, rawTarget);
  checkTarget(member, channel, target);
  const [last] = await db.select().from(contactCodes).where(and(eq(contactCodes.memberId, member.id), eq(contactCodes.channel, channel)));
  if (last && Date.now() - last.sentAt.getTime() < RESEND_MS) throw new ApiError(429, 'too_many_requests');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    memberId: member.id,
    channel,
    target,
    codeHash: hash(code).toString('hex'),
    attempts: 0,
    sentAt: new Date(),
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
  };
  await db.insert(contactCodes).values(row).onConflictDoUpdate({ target: [contactCodes.memberId, contactCodes.channel], set: row });
  const where = channel === 'sms' ? `SMS to ${target}` : `e-mail to ${target}`;
  await sendMessage(db, notifier, {
    memberId: member.id,
    category: 'platform',
    title: 'Verification code',
    content: `Sandbox ${where}: your verification code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
  });
  return { expiredMinutes: CODE_MINUTES };
}

export async function bindContact(db: Db, member: Member, channel: Channel, rawTarget: string, code: string) {
  const target = normalise(channel, rawTarget);
  const matched = await db.transaction(async (tx) => {
    const [sent] = await tx
      .select()
      .from(contactCodes)
      .where(and(eq(contactCodes.memberId, member.id), eq(contactCodes.channel, channel)))
      .for('update');
    const usable = sent && sent.target === target && sent.expiresAt > new Date() && sent.attempts < MAX_ATTEMPTS;
    const matches = usable && /^\d{6}$/.test(code) && timingSafeEqual(hash(code), Buffer.from(sent.codeHash, 'hex'));
    if (!matches) {
      if (sent) await tx.update(contactCodes).set({ attempts: sent.attempts + 1 }).where(and(eq(contactCodes.memberId, member.id), eq(contactCodes.channel, channel)));
      return false;
    }
    await tx.delete(contactCodes).where(and(eq(contactCodes.memberId, member.id), eq(contactCodes.channel, channel)));
    await tx
      .insert(memberContacts)
      .values({ memberId: member.id, channel, target })
      .onConflictDoUpdate({ target: [memberContacts.memberId, memberContacts.channel], set: { target, verifiedAt: new Date() } });
    return true;
  });
  // The count of wrong tries is kept (committed) before the refusal.
  if (!matched) throw validationFailed({ code: { rule: 'pattern', min: 6, max: 6 } });
}

const maskPhone = (phone: string) => `${phone.slice(0, 3)}${'*'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-4)}`;
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
};

/** The member's bound contacts, masked, as the profile shows them. */
export async function boundContacts(db: Db, memberId: string) {
  const rows = await db.select().from(memberContacts).where(eq(memberContacts.memberId, memberId));
  const of = (channel: Channel) => rows.find((r) => r.channel === channel)?.target;
  const mobile = of('sms');
  const email = of('email');
  return { ...(mobile && { mobile: maskPhone(mobile) }), ...(email && { email: maskEmail(email) }) };
}
