// Logging in with an identity-provider token: the linked member, else (phone) the member with that
// number, else a new regular member linked to the identity.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { MemberType } from '../member/memberTypes';
import { hashPassword } from '../member/password';
import { emailInUse, findMemberByMobile, getMember, insertMember, type Member } from '../member/service';
import { members } from '../member/tables';
import { getMerchant } from '../system/service';
import type { FlagValues } from '../system/whitelabel';
import { sandboxIdentityProvider, type Identity, type IdentityProvider } from './identity';
import { normaliseEmail } from '../verification/phone';
import { memberIdentities } from './tables';

/** The whitelabel flag that switches each provider on (spec §3). */
const FLAG: Record<Identity['provider'], 'googleLogin' | 'facebookLogin' | 'firebasePhoneLogin'> = {
  google: 'googleLogin',
  facebook: 'facebookLogin',
  phone: 'firebasePhoneLogin',
};

const PREFIX: Record<Identity['provider'], string> = { google: 'g', facebook: 'fb', phone: 'ph' };

async function linked(db: Db, identity: Identity): Promise<Member | undefined> {
  const [row] = await db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.provider, identity.provider), eq(memberIdentities.subject, identity.subject)));
  return row && getMember(db, row.memberId);
}

async function createFor(db: Db, merchantCode: string, identity: Identity): Promise<Member> {
  const merchant = await getMerchant(db, merchantCode);
  if (!merchant) throw new ApiError(400, 'bad_request', `Unknown merchant ${merchantCode}`);
  // Nobody knows the password: the member signs in with the provider (or resets it by phone).
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    const member = await insertMember(tx, merchant, {
      account: `${PREFIX[identity.provider]}_${randomBytes(5).toString('hex')}`,
      nickname: identity.name?.trim().slice(0, 32) || identity.phoneNumber || 'Player',
      type: MemberType.REGULAR,
      passwordHash,
    });
    // The provider's e-mail is kept unless another member of the merchant has it (it is unique per merchant).
    const email = identity.email ? normaliseEmail(identity.email) : null;
    const freeEmail = email && !(await emailInUse(tx, merchantCode, email)) ? email : null;
    await tx
      .update(members)
      .set({ email: freeEmail, mobileNum: identity.phoneNumber ?? null })
      .where(eq(members.id, member.id));
    return member;
  });
}

/** The member a valid token stands for (linking or creating one); 401 invalid_credentials for a bad token. */
export async function memberForIdentityToken(
  db: Db,
  merchantCode: string,
  token: string,
  flags: FlagValues,
  provider: IdentityProvider = sandboxIdentityProvider,
): Promise<Member> {
  const identity = provider.verify(token);
  if (!identity) throw new ApiError(401, 'invalid_credentials');
  if (!flags[FLAG[identity.provider]]) throw new ApiError(400, 'bad_request', `Sign-in with ${identity.provider} is not enabled`);
  const found =
    (await linked(db, identity)) ??
    (identity.phoneNumber ? await findMemberByMobile(db, merchantCode, identity.phoneNumber) : undefined) ??
    (await createFor(db, merchantCode, identity));
  if (found.merchantCode !== merchantCode) throw new ApiError(401, 'invalid_credentials');
  await db.insert(memberIdentities).values({ provider: identity.provider, subject: identity.subject, memberId: found.id }).onConflictDoNothing();
  return found;
}
