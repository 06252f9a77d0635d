// Mission activity (spec §2 missionLeaderboard, §7 MCSFE_getMissionSummaryDetails and
// MCSFE_getMissionLeaderboard): weekly missions measured on the member's real bets and deposits, a
// claim per mission and week through the ledger, and a ranking of the merchant's players.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows, readAll } from '../../db/query';
import { ApiError } from '../../http/envelope';
import { MemberType } from '../member/memberTypes';
import type { Member } from '../member/service';
import { grantBonus } from '../records/rounds';
import type { Merchant } from '../system/service';
import { moving } from '../wallet/guards';
import { betsIn, depositsIn } from './facts';
import { thisWeek, type Period } from './periods';
import { missionClaims, missions, type MissionRow } from './tables';

export type MissionKind = 'betCount' | 'wager' | 'depositCount';
export type MissionStatus = 'inProcess' | 'completed' | 'claimed';

export interface MissionView {
  id: string;
  code: string;
  kind: MissionKind;
  target: number;
  current: number;
  rewardAmount: number;
  points: number;
  status: MissionStatus;
  claimedAt?: string;
}

async function missionViews(
  db: Db,
  member: Member,
  merchant: Merchant,
  period: Period,
): Promise<MissionView[]> {
  // Also read inside a claim's transaction: readAll runs them one by one there.
  const [rows, claims, bets, deposits] = await readAll(
    db,
    () =>
      db
        .select()
        .from(missions)
        .where(eq(missions.merchantCode, merchant.merchantCode))
        .orderBy(asc(missions.position)),
    () =>
      db
        .select()
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, member.id), eq(missionClaims.period, period.key))),
    () => betsIn(db, member.id, period),
    () => depositsIn(db, member.id, merchant.currency, period),
  );
  const progress: Record<MissionKind, number> = {
    betCount: bets.bets,
    wager: bets.wager,
    depositCount: deposits.count,
  };
  return rows.map((m) => {
    const claim = claims.find((c) => c.missionId === m.id);
    const current = Math.min(progress[m.kind as MissionKind], m.target);
    const status: MissionStatus = claim
      ? 'claimed'
      : current >= m.target
        ? 'completed'
        : 'inProcess';
    return {
      id: m.id,
      code: m.code,
      kind: m.kind as MissionKind,
      target: m.target,
      current,
      rewardAmount: m.rewardAmount,
      points: m.points,
      status,
      ...(claim && { claimedAt: claim.claimedAt.toISOString() }),
    };
  });
}

/** MCSFE_getMissionSummaryDetails: this week's missions, the member's progress and points. */
export async function missionSummary(db: Db, member: Member, merchant: Merchant, now = new Date()) {
  const period = thisWeek(now);
  const list = await missionViews(db, member, merchant, period);
  return {
    periodStart: period.from.toISOString(),
    periodEnd: period.to.toISOString(),
    currency: merchant.currency,
    points: list.filter((m) => m.status === 'claimed').reduce((sum, m) => sum + m.points, 0),
    missions: list,
  };
}

/** Completed missions not claimed yet (the missionLeaderboard badge). */
export async function claimableMissions(
  db: Db,
  member: Member,
  merchant: Merchant,
  now = new Date(),
): Promise<number> {
  return (await missionViews(db, member, merchant, thisWeek(now))).filter(
    (m) => m.status === 'completed',
  ).length;
}

/** Pays a completed mission's reward once per week: the bonus is keyed by mission, member and week. */
export async function claimMission(
  db: Db,
  member: Member,
  merchant: Merchant,
  missionId: string,
  now = new Date(),
) {
  const [mission] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.id, missionId), eq(missions.merchantCode, merchant.merchantCode)));
  if (!mission) throw new ApiError(404, 'not_found');
  const period = thisWeek(now);
  await moving(() =>
    db.transaction(async (tx) => {
      const view = (await missionViews(tx, member, merchant, period)).find(
        (m) => m.id === missionId,
      )!;
      if (view.status === 'claimed') return;
      if (view.status !== 'completed') throw new ApiError(422, 'reward_not_eligible');
      await pay(tx, member, merchant, mission, period, now);
    }),
  );
  return missionSummary(db, member, merchant, now);
}

async function pay(
  db: Db,
  member: Member,
  merchant: Merchant,
  mission: MissionRow,
  period: Period,
  now: Date,
) {
  const posted = await grantBonus(db, {
    memberId: member.id,
    currency: merchant.currency,
    amount: mission.rewardAmount,
    name: `Mission reward: ${mission.code}`,
    idempotencyKey: `mission:${mission.id}:${member.id}:${period.key}`,
    at: now,
  });
  await db
    .insert(missionClaims)
    .values({
      missionId: mission.id,
      memberId: member.id,
      period: period.key,
      amount: mission.rewardAmount,
      points: mission.points,
      journalEntryId: posted.entryId,
      claimedAt: now,
    })
    .onConflictDoNothing();
}

/** A name on a public board: the first two and last two characters, the rest hidden ("de***er"). */
export function maskName(account: string): string {
  const chars = [...account];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

const BOARD_SIZE = 10;

interface Ranked extends Record<string, unknown> {
  member_id: string;
  account: string;
  points: number | string;
  wager: number | string;
  rank: number | string;
}

/**
 * MCSFE_getMissionLeaderboard: the merchant's players this week by mission points, then wager; names
 * masked. The member's own rank is given even when outside the board (none without bets or points).
 */
export async function missionLeaderboard(
  db: Db,
  member: Member,
  merchant: Merchant,
  now = new Date(),
) {
  const period = thisWeek(now);
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const ranked = sql`(
    SELECT b.*, rank() OVER (ORDER BY b.points DESC, b.wager DESC) AS rank FROM (
      SELECT m.id AS member_id, m.account,
        coalesce((SELECT sum(c.points) FROM mission_claims c WHERE c.member_id = m.id AND c.period = ${period.key}), 0) AS points,
        coalesce((SELECT sum(g.bet_amount) FROM game_rounds g WHERE g.member_id = m.id AND g.status <> 'cancelled'
          AND g.bet_at >= ${from} AND g.bet_at < ${to}), 0) AS wager
      FROM members m WHERE m.merchant_code = ${merchant.merchantCode} AND m.type = ${MemberType.REGULAR}) b
    WHERE b.points > 0 OR b.wager > 0) ranked`;
  const [rows, mine] = await Promise.all([
    queryRows<Ranked>(db, sql`SELECT * FROM ${ranked} ORDER BY rank, account LIMIT ${BOARD_SIZE}`),
    queryRows<Ranked>(db, sql`SELECT * FROM ${ranked} WHERE member_id = ${member.id}`),
  ]);
  const entry = (r: Ranked) => ({
    rank: Number(r.rank),
    name: maskName(r.account),
    points: Number(r.points),
    wager: Number(r.wager),
    me: r.member_id === member.id,
  });
  const own = mine[0];
  return {
    periodStart: from,
    periodEnd: to,
    currency: merchant.currency,
    entries: rows.map(entry),
    me: own
      ? { rank: Number(own.rank), points: Number(own.points), wager: Number(own.wager) }
      : { points: 0, wager: 0 },
  };
}
