// registerCenter: an agent adds a member or a sub-agent directly under itself, with the merchant's
// username and password rules (spec §5) and an initial password the new account logs in with.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import type { Db } from '../../db/types';
import { ApiError, validationFailed, type FieldErrors } from '../../http/envelope';
import { checkText, hasFieldErrors, textRule } from '../account/registerRules';
import { fieldConfig, getRegisterSettings } from '../account/settings';
import { MemberType } from '../member/memberTypes';
import { hashPassword } from '../member/password';
import { insertMember, isAccountTaken, type Member } from '../member/service';
import type { Merchant } from '../system/service';
import { selectTeamMembers, toTeamMember } from './team';

export interface DownlineRegistration {
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  accountType: 'member' | 'agent';
}

export async function registerDownline(
  db: Db,
  agent: Member,
  merchant: Merchant,
  form: DownlineRegistration,
) {
  const settings = await getRegisterSettings(db, merchant.merchantCode);
  const username = form.username.trim();
  const errors: FieldErrors = {};
  const usernameError = checkText(username, {
    ...textRule(fieldConfig(settings, 'username')),
    required: true,
  });
  const passwordError = checkText(form.password, {
    ...textRule(fieldConfig(settings, 'password')),
    required: true,
  });
  if (usernameError) errors.username = usernameError;
  if (passwordError) errors.password = passwordError;
  if (form.confirmPassword !== form.password) errors.confirmPassword = { rule: 'mismatch' };
  if (hasFieldErrors(errors)) throw validationFailed(errors);
  let member: Member;
  try {
    member = await insertMember(db, merchant, {
      account: username,
      nickname: form.nickname?.trim() || username,
      type: form.accountType === 'agent' ? MemberType.AGENT : MemberType.REGULAR,
      parentId: agent.id,
      passwordHash: await hashPassword(form.password),
    });
  } catch (error) {
    if (isAccountTaken(error)) throw new ApiError(409, 'account_exists');
    throw error;
  }
  const [row] = await queryRows<Parameters<typeof toTeamMember>[0]>(
    db,
    selectTeamMembers(merchant.currency, sql`m.id = ${member.id}`),
  );
  return toTeamMember(row!);
}
