// Invitation codes (spec §4): an agent's affiliate code puts a new member in its downline; a referral
// code (any member's) is recorded as the referrer.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { isAgentType } from '../member/memberTypes';
import { members } from '../member/tables';
import { invitationCodes } from './tables';

export interface CodeOwner {
  memberId: string;
  type: number;
}

const normalise = (code: string) => code.trim().toUpperCase();

/** The member whose code this is on the merchant, any letter case. */
export async function findCodeOwner(
  db: Db,
  merchantCode: string,
  code: string,
): Promise<CodeOwner | undefined> {
  const [row] = await db
    .select({ memberId: members.id, type: members.type })
    .from(invitationCodes)
    .innerJoin(members, eq(members.id, invitationCodes.memberId))
    .where(
      and(eq(invitationCodes.merchantCode, merchantCode), eq(invitationCodes.code, normalise(code))),
    );
  return row;
}

/** The agent an affiliate code belongs to; undefined for an unknown code or a non-agent's. */
export async function findAffiliateAgent(
  db: Db,
  merchantCode: string,
  code: string,
): Promise<CodeOwner | undefined> {
  const owner = await findCodeOwner(db, merchantCode, code);
  return owner && isAgentType(owner.type) ? owner : undefined;
}

/** Gives a member a code unless the code exists (seeding runs on every start). */
export async function ensureInvitationCode(
  db: Db,
  merchantCode: string,
  memberId: string,
  code: string,
): Promise<void> {
  await db
    .insert(invitationCodes)
    .values({ merchantCode, memberId, code: normalise(code) })
    .onConflictDoNothing();
}
