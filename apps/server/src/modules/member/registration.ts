// Registration by username (spec §4): the rules, then the member, its wallet and its first session in
// one transaction. Server-driven field rules, SMS, captcha and affiliate checks join here later.
import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import { logInMember, type LoginResult } from '../session/service';
import { getMerchant } from '../system/service';
import { MemberType } from './memberTypes';
import { hashPassword } from './password';
import { checkRegistration, hasFieldErrors, type RegistrationForm } from './registerRules';
import { insertMember, isAccountTaken } from './service';

export interface Registration extends RegistrationForm {
  merchantCode: string;
  sessionTtlMs: number;
}

/**
 * Registers a regular member and logs it in: the member (nickname = username), its empty main wallet
 * in the merchant currency and its session are written together or not at all. Answers 400 for an
 * unknown merchant, 422 with fieldErrors when a rule fails, 409 when the username is taken in any
 * letter case (also when a concurrent registration takes it first: the unique index decides).
 */
export async function registerMember(db: Db, input: Registration): Promise<LoginResult> {
  const merchant = await getMerchant(db, input.merchantCode);
  if (!merchant) throw new ApiError(400, 'bad_request', `Unknown merchant ${input.merchantCode}`);

  const username = input.username.trim();
  const fieldErrors = checkRegistration({ ...input, username });
  if (hasFieldErrors(fieldErrors)) throw validationFailed(fieldErrors);

  // Hashed before the transaction opens: a twin registration waiting on the index is not held up by it.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const member = await insertMember(tx, merchant, {
        account: username,
        nickname: username,
        type: MemberType.REGULAR,
        passwordHash,
      });
      // The registration's session is the member's first login (spec §4: the first-login action runs).
      return logInMember(tx, member, input.sessionTtlMs);
    });
  } catch (error) {
    if (isAccountTaken(error)) throw new ApiError(409, 'account_exists');
    throw error;
  }
}
