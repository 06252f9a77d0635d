// Free play (spec §1, §7): one click makes a trial member (type 4) and logs it in.
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { MemberType } from '../member/memberTypes';
import { hashPassword } from '../member/password';
import { insertMember } from '../member/service';
import { getMerchant } from '../system/service';
import { merchantFlags } from './login';
import { logInMember, type LoginResult } from './service';

export async function logInFreePlay(db: Db, merchantCode: string, sessionTtlMs: number): Promise<LoginResult> {
  const merchant = await getMerchant(db, merchantCode);
  if (!merchant || !(await merchantFlags(db, merchant.merchantCode)).freePlay) throw new ApiError(403, 'member_no_enter');
  const suffix = randomBytes(5).toString('hex');
  // Nobody knows the password: a trial account lives for its one session.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    const member = await insertMember(tx, merchant, {
      account: `trial_${suffix}`,
      nickname: `Guest ${randomInt(1000, 10_000)}`,
      type: MemberType.TRIAL,
      passwordHash,
    });
    return logInMember(tx, member, sessionTtlMs);
  });
}
