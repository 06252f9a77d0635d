import { and, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/types';
import { getMerchant, type Merchant } from '../system/service';
import { openMemberMainAccount } from '../wallet/accounts';
import { MemberType } from './memberTypes';
import { hashPassword } from './password';
import { members, type MemberRow } from './tables';

export interface Member {
  id: string;
  merchantCode: string;
  account: string;
  nickname: string;
  type: number;
  parentId: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  createdAt: Date;
}

export interface NewMember {
  merchantCode: string;
  account: string;
  password: string;
  nickname?: string;
  type?: number;
  /** The upline agent's member id. */
  parentId?: string | null;
}

export class MemberError extends Error {
  constructor(
    readonly code: 'unknown_merchant' | 'account_taken',
    message: string,
  ) {
    super(message);
    this.name = 'MemberError';
  }
}

export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  merchantCode: row.merchantCode,
  account: row.account,
  nickname: row.nickname,
  type: row.type,
  parentId: row.parentId,
  firstTimeLogin: row.firstTimeLogin,
  passwordExpired: row.passwordExpired,
  createdAt: row.createdAt,
});

/** Creates a member with an argon2id password hash and an empty main wallet in the merchant currency. */
export async function createMember(db: Db, input: NewMember): Promise<Member> {
  const merchant = await getMerchant(db, input.merchantCode);
  if (!merchant) throw new MemberError('unknown_merchant', `no merchant ${input.merchantCode}`);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          merchantCode: merchant.merchantCode,
          account: input.account,
          nickname: input.nickname ?? input.account,
          type: input.type ?? MemberType.REGULAR,
          parentId: input.parentId ?? null,
          passwordHash,
        })
        .returning();
      await openMemberMainAccount(tx, row!.id, merchant.currency);
      return toMember(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new MemberError('account_taken', `account ${input.account} exists`);
    throw error;
  }
}

/** Finds an account on a merchant, ignoring case, with its password hash for the login check. */
export async function findMemberForLogin(
  db: Db,
  merchantCode: string,
  account: string,
): Promise<(Member & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        sql`lower(${members.account}) = lower(${account})`,
      ),
    );
  return row && { ...toMember(row), passwordHash: row.passwordHash };
}

export async function findMemberByAccount(
  db: Db,
  merchantCode: string,
  account: string,
): Promise<Member | undefined> {
  const found = await findMemberForLogin(db, merchantCode, account);
  if (!found) return undefined;
  const { passwordHash: _hash, ...member } = found;
  return member;
}

export async function getMember(db: Db, id: string): Promise<Member | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row && toMember(row);
}

/** Marks a successful login; the first one ends the member's first-time state. */
export async function recordLogin(db: Db, memberId: string): Promise<void> {
  await db
    .update(members)
    .set({ firstTimeLogin: false, lastLoginAt: new Date() })
    .where(eq(members.id, memberId));
}

/** The contract's MemberInfo. `firstTimeLogin` is about the current session's login. */
export const toMemberInfo = (member: Member, merchant: Merchant, firstTimeLogin: boolean) => ({
  id: member.id,
  account: member.account,
  nickname: member.nickname,
  type: member.type,
  firstTimeLogin,
  passwordExpired: member.passwordExpired,
  merchantCode: merchant.merchantCode,
  currency: merchant.currency,
});
