// A member's VIP level (spec §1 "VIP bonus", §3 public state): the highest level whose deposit AND valid-bet
// thresholds their approved deposits (ledger) and settled bets (game rounds) reach. It is worked out when
// read and each reached level is kept once (member_vip_levels), so a level never goes down.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { betsIn, depositsIn } from '../rewards/facts';
import { allTime } from '../rewards/periods';
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

export async function vipStanding(
  db: Db,
  memberId: string,
  merchant: { merchantCode: string; currency: string },
  now = new Date(),
): Promise<VipStanding> {
  const [levels, deposits, bets] = await Promise.all([
    db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.merchantCode, merchant.merchantCode))
      .orderBy(asc(vipLevels.level)),
    depositsIn(db, memberId, merchant.currency, allTime),
    betsIn(db, memberId, allTime),
  ]);
  const qualified = levels
    .filter((l) => deposits.total >= l.depositThreshold && bets.validBet >= l.validBetThreshold)
    .map((l) => l.level);
  const top = Math.max(0, ...qualified);
  // Reaching a level reaches the ones below it too (each pays its own bonus once).
  const newlyReached = levels.filter((l) => l.level <= top);
  if (newlyReached.length > 0)
    await db
      .insert(memberVipLevels)
      .values(newlyReached.map((l) => ({ memberId, level: l.level, reachedAt: now })))
      .onConflictDoNothing();
  const kept = await db
    .select({ level: memberVipLevels.level, reachedAt: memberVipLevels.reachedAt })
    .from(memberVipLevels)
    .where(eq(memberVipLevels.memberId, memberId));
  const reached = new Map(kept.map((r) => [r.level, r.reachedAt]));
  return {
    level: Math.max(0, ...reached.keys()),
    levels,
    reached,
    deposits: deposits.total,
    validBets: bets.validBet,
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
