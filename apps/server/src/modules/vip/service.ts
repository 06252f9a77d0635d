// A member's VIP level (spec §1 "VIP bonus", §3 public state): the highest level whose deposit AND valid-bet
// thresholds their approved deposits and settled bets reach (their all-time totals, member_totals). It is worked out when
// read and each reached level is kept once (member_vip_levels), so a level never goes down.
import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { perDatabase } from '../../db/query';
import { shortLived } from '../../db/shortLived';
import type { Db } from '../../db/types';
import { members } from '../member/tables';
import { memberTotals } from '../wallet/tables';
import { memberVipLevels, vipLevels, type VipLevelRow } from './tables';

export interface VipStanding {
  /** 0 when no level is reached. */
  level: number;
  levels: VipLevelRow[];
  /** When each kept level was first reached. */
  reached: Map<number, Date>;
  deposits: number;
  validBets: number;
}

/** A kept level as the facts read it (JSON: the time as text). */
type KeptLevel = { level: number; reachedAt: string };

// The subqueries below are nested in a sql chunk of their own: a single-table select writes the columns of its
// fields' own chunks without their table, and these name two tables each.

/** The member's kept levels (a subquery of a query over `members`). */
const keptLevelsSql = () =>
  sql<KeptLevel[]>`${sql`(SELECT coalesce(json_agg(json_build_object('level', ${memberVipLevels.level}, 'reachedAt', ${memberVipLevels.reachedAt})), '[]') FROM ${memberVipLevels} WHERE ${memberVipLevels.memberId} = ${members.id})`}`;

/**
 * What a member's standing is worked out from besides the merchant's ladder (merchantLadder), as columns of
 * a query over `members`: all-time deposits in the merchant's currency and valid bets (member_totals, kept as
 * they change: wallet/totals.ts) and the levels kept. The currency is the placeholder `currency` unless given
 * (a column of a query joining merchants). One round trip; a caller may add columns of its own.
 */
export const vipFactColumns = (currency: SQLWrapper = sql.placeholder('currency')) => ({
  deposits: sql<number>`${sql`(SELECT coalesce(sum(${memberTotals.deposits}), 0) FROM ${memberTotals} WHERE ${memberTotals.memberId} = ${members.id} AND ${memberTotals.currency} = ${currency})`}`.mapWith(Number),
  validBets: sql<number>`${sql`(SELECT coalesce(sum(${memberTotals.validBet}), 0) FROM ${memberTotals} WHERE ${memberTotals.memberId} = ${members.id})`}`.mapWith(Number),
  kept: keptLevelsSql(),
});

/** The member's facts that vipFactColumns reads. */
export type VipMemberFacts = { deposits: number; validBets: number; kept: KeptLevel[] };
export type VipFacts = VipMemberFacts & { levels: VipLevelRow[] };

/**
 * How long a merchant's ladder is read from memory: it changes only by an operator's hand (the catalogue
 * seeds it), and a change shows on every process within this.
 */
export const LADDER_MAX_AGE_MS = 1_000;

const laddersOf = perDatabase((db) =>
  shortLived(LADDER_MAX_AGE_MS, (merchantCode: string) =>
    db.select().from(vipLevels).where(eq(vipLevels.merchantCode, merchantCode)).orderBy(asc(vipLevels.level)),
  ),
);

/** The merchant's VIP levels, lowest first, read at most once a LADDER_MAX_AGE_MS per process. */
export const merchantLadder = (db: Db, merchantCode: string): Promise<VipLevelRow[]> =>
  laddersOf(db)(merchantCode);

const prepareStandingQueries = (db: Db) => ({
  facts: db
    .select(vipFactColumns())
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('vip_facts'),
  kept: db
    .select({ kept: keptLevelsSql() })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('vip_kept'),
});
const standingQueriesOf = perDatabase(prepareStandingQueries);


export async function vipStanding(
  db: Db,
  memberId: string,
  merchant: { merchantCode: string; currency: string },
  now = new Date(),
): Promise<VipStanding> {
  const [[facts], levels] = await Promise.all([
    standingQueriesOf(db).facts.execute({ memberId, currency: merchant.currency }),
    merchantLadder(db, merchant.merchantCode),
  ]);
  if (!facts) throw new Error(`no member ${memberId}`);
  return standingFrom(db, memberId, { ...facts, levels }, now);
}

/**
 * The standing from its facts (vipFactColumns). Levels newly reached are kept (once: concurrent readers insert
 * a level once) and the kept levels read again; a read that reaches nothing new writes nothing.
 */
export async function standingFrom(db: Db, memberId: string, facts: VipFacts, now = new Date()): Promise<VipStanding> {
  const { levels, deposits, validBets } = facts;
  const qualified = levels
    .filter((l) => deposits >= l.depositThreshold && validBets >= l.validBetThreshold)
    .map((l) => l.level);
  const top = Math.max(0, ...qualified);
  let kept = facts.kept;
  // Reaching a level reaches the ones below it too (each pays its own bonus once).
  const newlyReached = levels.filter((l) => l.level <= top && !kept.some((k) => k.level === l.level));
  if (newlyReached.length > 0) {
    await db
      .insert(memberVipLevels)
      .values(newlyReached.map((l) => ({ memberId, level: l.level, reachedAt: now })))
      .onConflictDoNothing();
    kept = (await standingQueriesOf(db).kept.execute({ memberId }))[0]?.kept ?? [];
  }
  const reached = new Map(kept.map((r) => [r.level, new Date(r.reachedAt)]));
  return {
    level: Math.max(0, ...reached.keys()),
    levels,
    reached,
    deposits,
    validBets,
  };
}

/** Whether the member has reached the VIP level whose level-up bonus is this activity. */
export async function reachedLevelOf(
  db: Db,
  memberId: string,
  merchant: { merchantCode: string; currency: string },
  activityId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ level: vipLevels.level })
    .from(vipLevels)
    .where(eq(vipLevels.activityId, activityId));
  if (!row) return false;
  // A kept level stays reached: only a level not yet kept needs the deposits and bets summed.
  const [kept] = await db
    .select({ level: memberVipLevels.level })
    .from(memberVipLevels)
    .where(and(eq(memberVipLevels.memberId, memberId), eq(memberVipLevels.level, row.level)));
  if (kept) return true;
  return (await vipStanding(db, memberId, merchant)).reached.has(row.level);
}

/** Spec §3 public state: hasVip, vipLabelName, vipRankLevel. */
export function vipPublicState(standing: VipStanding) {
  const current = standing.levels.find((l) => l.level === standing.level);
  return {
    hasVip: standing.level > 0,
    vipRankLevel: standing.level,
    ...(current && { vipLabelName: current.name }),
  };
}
