import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/types';
import { getMerchant, type Merchant } from '../system/service';
import { linkIntoTree } from '../agents/tree';
import { openMemberMainAccount } from '../wallet/accounts';
import { MemberType } from './memberTypes';
import { hashPassword } from './password';
import { MEMBER_ACCOUNT_KEY, members, type MemberRow } from './tables';

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

/** What is stored of a new member on a known merchant: the password already hashed. */
export type MemberRecord = Omit<NewMember, 'merchantCode' | 'password'> & { passwordHash: string };

/** Whether `error` is the database refusing a second account of the same name on a merchant. */
export const isAccountTaken = (error: unknown): boolean =>
  isUniqueViolation(error, MEMBER_ACCOUNT_KEY);

/**
 * Inserts the member and opens its empty main wallet in the merchant currency, together: in a
 * transaction of its own, or a savepoint of the caller's. A taken account throws (see isAccountTaken).
 */
export async function insertMember(
  db: Db,
  merchant: Merchant,
  record: MemberRecord,
): Promise<Member> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({
        merchantCode: merchant.merchantCode,
        account: record.account,
        nickname: record.nickname ?? record.account,
        type: record.type ?? MemberType.REGULAR,
        parentId: record.parentId ?? null,
        passwordHash: record.passwordHash,
      })
      .returning();
    await linkIntoTree(tx, row!.id, row!.parentId);
    await openMemberMainAccount(tx, row!.id, merchant.currency);
    return toMember(row!);
  });
}

/** Creates a member with an argon2id password hash and an empty main wallet in the merchant currency. */
export async function createMember(db: Db, input: NewMember): Promise<Member> {
  const merchant = await getMerchant(db, input.merchantCode);
  if (!merchant) throw new MemberError('unknown_merchant', `no merchant ${input.merchantCode}`);
  const { merchantCode: _merchantCode, password, ...record } = input;
  const passwordHash = await hashPassword(password);
  try {
    return await insertMember(db, merchant, { ...record, passwordHash });
  } catch (error) {
    if (isAccountTaken(error))
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
/** What the member info answers of the member. */
export type MemberInfoFields = Pick<Member, 'id' | 'account' | 'nickname' | 'type' | 'passwordExpired'>;

export const toMemberInfo = (
  member: MemberInfoFields,
  merchant: Pick<Merchant, 'merchantCode' | 'currency'>,
  firstTimeLogin: boolean,
) => ({
  id: member.id,
  account: member.account,
  nickname: member.nickname,
  type: member.type,
  firstTimeLogin,
  passwordExpired: member.passwordExpired,
  merchantCode: merchant.merchantCode,
  currency: merchant.currency,
});

/** The member with this normalised mobile number (`+55 11987654321`) on a merchant (SMS login). */
export async function findMemberByMobile(
  db: Db,
  merchantCode: string,
  mobileNum: string,
): Promise<Member | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.mobileNum, mobileNum)));
  return row && toMember(row);
}

/** Whether another member of the merchant (not `exceptMemberId`) has this e-mail, in any letter case. */
export async function emailInUse(
  db: Db,
  merchantCode: string,
  email: string,
  exceptMemberId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        sql`lower(${members.email}) = ${email.toLowerCase()}`,
        exceptMemberId ? ne(members.id, exceptMemberId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Sets (or clears) the member's normalised mobile number. */
export async function setMemberMobile(db: Db, memberId: string, mobileNum: string | null): Promise<void> {
  await db.update(members).set({ mobileNum }).where(eq(members.id, memberId));
}
