import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError, validationFailed, type FieldErrors } from '../../http/envelope';
import type { Member } from '../member/service';
import { members } from '../member/tables';
import { enabledLabels, isAdultBirthday, LABEL_RULES, LOCKED_ONCE_SET, type ProfileLabel } from './labels';
import { memberProfileValues } from './tables';
import { boundContacts } from './contacts';
import { hasTransactionPassword } from './transactionPassword';

async function storedValues(db: Db, member: Member): Promise<Map<string, string>> {
  const rows = await db.select().from(memberProfileValues).where(eq(memberProfileValues.memberId, member.id));
  const values = new Map(rows.map((r) => [r.label, r.value]));
  values.set('nickname', member.nickname);
  if (member.parentId) {
    const [parent] = await db.select({ account: members.account }).from(members).where(eq(members.id, member.parentId));
    if (parent) values.set('referrer', parent.account);
  }
  return values;
}

const editable = (label: ProfileLabel, value: string) =>
  label !== 'referrer' && !(LOCKED_ONCE_SET.has(label) && value !== '');

export async function getProfile(db: Db, member: Member) {
  const [values, hasPassword, contacts] = await Promise.all([
    storedValues(db, member),
    hasTransactionPassword(db, member.id),
    boundContacts(db, member.id),
  ]);
  return {
    account: member.account,
    ...contacts,
    fields: enabledLabels(member.merchantCode).map(({ label, required }) => {
      const value = values.get(label) ?? '';
      return {
        label,
        value,
        required,
        editable: editable(label, value),
        ...(label !== 'referrer' && { maxLength: LABEL_RULES[label].max }),
      };
    }),
    hasTransactionPassword: hasPassword,
  };
}

function check(label: Exclude<ProfileLabel, 'referrer'>, value: string, required: boolean): FieldErrors[string] {
  const rule = LABEL_RULES[label];
  if (value === '') return required ? { rule: 'required' } : undefined;
  if ([...value].length < rule.min || [...value].length > rule.max) return { rule: 'length', min: rule.min, max: rule.max };
  if (!rule.pattern.test(value)) return { rule: 'pattern', min: rule.min, max: rule.max };
  if (label === 'birthday' && !isAdultBirthday(value)) return { rule: 'pattern', min: rule.min, max: rule.max };
  return undefined;
}

/** Saves the given labels together, or none: bad values are 422, locked ones 409. */
export async function updateProfile(db: Db, member: Member, input: Record<string, string>) {
  const enabled = new Map(enabledLabels(member.merchantCode).map((e) => [e.label as string, e]));
  const current = await storedValues(db, member);
  const errors: FieldErrors = {};
  const changes: [Exclude<ProfileLabel, 'referrer'>, string][] = [];
  for (const [label, raw] of Object.entries(input)) {
    const entry = enabled.get(label);
    if (!entry) throw new ApiError(400, 'bad_request', `${label} is not a profile field of this site`);
    const value = raw.trim().replace(/\s+/g, ' ');
    if (value === (current.get(label) ?? '')) continue;
    if (!editable(entry.label, current.get(label) ?? '')) throw new ApiError(409, 'profile_field_locked');
    const target = entry.label as Exclude<ProfileLabel, 'referrer'>;
    const error = check(target, value, entry.required);
    if (error) errors[label] = error;
    else changes.push([target, value]);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  await db.transaction(async (tx) => {
    for (const [label, value] of changes) {
      if (label === 'nickname') {
        await tx.update(members).set({ nickname: value }).where(eq(members.id, member.id));
      } else if (value === '') {
        await tx.delete(memberProfileValues).where(and(eq(memberProfileValues.memberId, member.id), eq(memberProfileValues.label, label)));
      } else {
        await tx
          .insert(memberProfileValues)
          .values({ memberId: member.id, label, value })
          .onConflictDoUpdate({ target: [memberProfileValues.memberId, memberProfileValues.label], set: { value, updatedAt: new Date() } });
      }
    }
  });
  const nickname = changes.find(([label]) => label === 'nickname')?.[1];
  return getProfile(db, nickname ? { ...member, nickname } : member);
}
