import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { recordLogin, toMember, type Member } from '../member/service';
import { members } from '../member/tables';
import { toMerchant, type Merchant } from '../system/service';
import { merchants } from '../system/tables';
import { sessions } from './tables';
import { hashToken, newToken } from './token';

export interface Session {
  id: string;
  memberId: string;
  firstLogin: boolean;
  expiresAt: Date;
}

/** Who is calling: resolved from the bearer token on every authenticated request. */
export interface SessionContext {
  session: Session;
  member: Member;
  merchant: Merchant;
}

export interface NewSession {
  memberId: string;
  ttlMs: number;
  firstLogin?: boolean;
}

/** Opens a session; the token is returned once and only its hash is stored. */
export async function createSession(
  db: Db,
  input: NewSession,
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      memberId: input.memberId,
      firstLogin: input.firstLogin ?? false,
      expiresAt: new Date(Date.now() + input.ttlMs),
    })
    .returning();
  return {
    token,
    session: {
      id: row!.id,
      memberId: row!.memberId,
      firstLogin: row!.firstLogin,
      expiresAt: row!.expiresAt,
    },
  };
}

/** The live (not expired, not revoked) session of a token, with its member and merchant. */
export async function findSession(db: Db, token: string): Promise<SessionContext | undefined> {
  const [row] = await db
    .select({ session: sessions, member: members, merchant: merchants })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .innerJoin(merchants, eq(merchants.merchantCode, members.merchantCode))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row) return undefined;
  const { session, member, merchant } = row;
  return {
    session: {
      id: session.id,
      memberId: session.memberId,
      firstLogin: session.firstLogin,
      expiresAt: session.expiresAt,
    },
    member: toMember(member),
    merchant: toMerchant(merchant),
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  captcha: boolean;
}

/**
 * Records a login of a member whose credentials were accepted and opens its session, together (a
 * transaction of its own, or a savepoint of the caller's); the answer is the contract's LoginResult.
 */
export async function logInMember(
  db: Db,
  member: Member,
  sessionTtlMs: number,
): Promise<LoginResult> {
  const { token } = await db.transaction(async (tx) => {
    await recordLogin(tx, member.id);
    return createSession(tx, {
      memberId: member.id,
      ttlMs: sessionTtlMs,
      firstLogin: member.firstTimeLogin,
    });
  });
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    captcha: false,
  };
}
