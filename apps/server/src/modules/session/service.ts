import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { prepareJsonRow } from '../../db/prepared';
import { jsonObject, perDatabase } from '../../db/query';
import type { Db } from '../../db/types';
import { recordLogin, type Member, type MemberInfoFields } from '../member/service';
import { members } from '../member/tables';
import type { Merchant } from '../system/service';
import { merchants } from '../system/tables';
import { AccountKind } from '../wallet/accounts';
import { sessionTerms } from '../responsible/sessionTerms';
import { vipFactColumns, type VipMemberFacts } from '../vip/service';
import { ledgerAccounts } from '../wallet/tables';
import { sessions } from './tables';
import { hashToken, newToken } from './token';

export interface Session {
  id: string;
  memberId: string;
  firstLogin: boolean;
  expiresAt: Date;
  /** Responsible gaming's idle re-authentication (responsible/sessionActivity). */
  idleMinutes: number | null;
  lastActiveAt: Date;
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
  const terms = await sessionTerms(db, input.memberId, input.ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      memberId: input.memberId,
      firstLogin: input.firstLogin ?? false,
      ...terms,
    })
    .returning();
  return {
    token,
    session: {
      id: row!.id,
      memberId: row!.memberId,
      firstLogin: row!.firstLogin,
      expiresAt: row!.expiresAt,
      idleMinutes: row!.idleMinutes,
      lastActiveAt: row!.lastActiveAt,
    },
  };
}

/** What one authenticated request reads: the session, the member without its secrets, the merchant. */
const sessionColumns = {
  session: {
    id: sessions.id,
    memberId: sessions.memberId,
    firstLogin: sessions.firstLogin,
    expiresAt: sessions.expiresAt,
    idleMinutes: sessions.idleMinutes,
    lastActiveAt: sessions.lastActiveAt,
  },
  member: {
    id: members.id,
    merchantCode: members.merchantCode,
    account: members.account,
    nickname: members.nickname,
    type: members.type,
    parentId: members.parentId,
    firstTimeLogin: members.firstTimeLogin,
    passwordExpired: members.passwordExpired,
    createdAt: members.createdAt,
  },
  merchant: {
    merchantCode: merchants.merchantCode,
    country: merchants.country,
    countryName: merchants.countryName,
    currency: merchants.currency,
    langList: merchants.langList,
    isDefault: merchants.isDefault,
  },
};

const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  isNull(sessions.revokedAt),
  // The server's clock, which wrote the expiry (sessionTerms), not the database's.
  gt(sessions.expiresAt, sql.placeholder('now')),
);

/**
 * Built once per database handle: each is planned once per connection, on PostgreSQL and on PGlite alike
 * (prepareJsonRow), and no SQL is built per call.
 */
const prepareSessionQueries = (db: Db) => ({
  // Every authenticate()'s lookup, one JSON column too (its timestamps are Dates again in findSession).
  plain: prepareJsonRow(
    db,
    'find_session',
    db
      .select({ row: jsonObject(sessionColumns) })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .innerJoin(merchants, eq(merchants.merchantCode, members.merchantCode))
      .where(liveSession),
  ),
  // The balance read's own lookup: the session's checks (responsible/sessionActivity) and the main wallet in
  // the merchant currency (none yet: zero), one JSON column (jsonObject), prepared on PGlite too (prepareJsonRow).
  mainBalance: prepareJsonRow(
    db,
    'find_session_main_balance',
    db
      .select({
        row: jsonObject({
          session: {
            id: sessions.id,
            idleMinutes: sessions.idleMinutes,
            lastActiveAt: sessions.lastActiveAt,
          },
          currency: merchants.currency,
          balance: sql<number>`coalesce(${ledgerAccounts.balance}, 0)`,
        }),
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .innerJoin(merchants, eq(merchants.merchantCode, members.merchantCode))
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.ownerMemberId, members.id),
          eq(ledgerAccounts.kind, AccountKind.MEMBER_MAIN),
          eq(ledgerAccounts.currency, merchants.currency),
        ),
      )
      .where(liveSession),
  ),
  // The member info's: what the session's checks and the answer read, the chosen language and the VIP facts,
  // in one round trip and one JSON column.
  memberInfo: prepareJsonRow(
    db,
    'find_session_member_info',
    db
      .select({
        row: jsonObject({
          session: {
            id: sessions.id,
            firstLogin: sessions.firstLogin,
            idleMinutes: sessions.idleMinutes,
            lastActiveAt: sessions.lastActiveAt,
          },
          member: {
            id: members.id,
            account: members.account,
            nickname: members.nickname,
            type: members.type,
            passwordExpired: members.passwordExpired,
          },
          merchant: { merchantCode: merchants.merchantCode, currency: merchants.currency },
          language: members.language,
          ...vipFactColumns(merchants.currency),
        }),
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .innerJoin(merchants, eq(merchants.merchantCode, members.merchantCode))
      .where(liveSession),
  ),
});
const sessionQueriesOf = perDatabase(prepareSessionQueries);
const liveSessionValues = (token: string) => ({
  tokenHash: hashToken(token),
  now: new Date().toISOString(),
});

/** A session lookup's live row (one jsonObject column), its last activity a Date again. */
async function liveSessionRow<R extends { session: { lastActiveAt: string } }>(
  query: { execute(values: ReturnType<typeof liveSessionValues>): Promise<{ row: R }[]> },
  token: string,
) {
  const [found] = await query.execute(liveSessionValues(token));
  if (!found) return undefined;
  const { row } = found;
  return { ...row, session: { ...row.session, lastActiveAt: new Date(row.session.lastActiveAt) } };
}

/**
 * The live (not expired, not revoked) session of a token, with its member and merchant: one prepared
 * query on every call, so a logout or a kick by any process is refused on the very next request.
 */
export async function findSession(db: Db, token: string): Promise<SessionContext | undefined> {
  const found = await liveSessionRow(sessionQueriesOf(db).plain, token);
  if (!found) return undefined;
  const { session, member, merchant } = found;
  return {
    session: { ...session, expiresAt: new Date(session.expiresAt) },
    member: { ...member, createdAt: new Date(member.createdAt) },
    merchant,
  };
}

/** What the balance read needs of a live session (as findSession decides it): its activity and the balance. */
export interface SessionBalance {
  session: Pick<Session, 'id' | 'idleMinutes' | 'lastActiveAt'>;
  currency: string;
  /** The main wallet balance in the merchant currency, minor units. */
  balance: number;
}

/** The live session of a token with the main balance, in one narrow prepared query (no member or merchant row). */
export async function findSessionBalance(
  db: Db,
  token: string,
): Promise<SessionBalance | undefined> {
  return liveSessionRow(sessionQueriesOf(db).mainBalance, token);
}

/** A live session (as findSession decides it) with what the member info answers: the language, the VIP facts
 * (all but the merchant's ladder: vip/service.ts merchantLadder). */
export type SessionMemberInfo = {
  session: Pick<Session, 'id' | 'firstLogin' | 'idleMinutes' | 'lastActiveAt'>;
  member: MemberInfoFields;
  merchant: Pick<Merchant, 'merchantCode' | 'currency'>;
  language: string | null;
} & VipMemberFacts;

/** The live session of a token with the member info's facts, in one prepared query. */
export async function findSessionMemberInfo(
  db: Db,
  token: string,
): Promise<SessionMemberInfo | undefined> {
  return liveSessionRow(sessionQueriesOf(db).memberInfo, token);
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
