// The points mall's records: the exchange history (MCS2_getRedeemPointList) and the points details
// (ODSFE2_MemTransDet), with the spec §3 record fields.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/query';
import { dateRange, pageOf, type PageQuery } from '../../http/paging';
import type { Member } from '../member/service';
import { paymentsOf } from '../payments/methods';
import { AccountKind, POINTS_CURRENCY } from '../wallet/accounts';
import { rewardName } from './config';
import {
  pointRedemptions,
  pointRewards,
  type PointRedemptionRow,
  type PointRewardRow,
} from './tables';

export type RedemptionStatus = 'in_process' | 'approved' | 'rejected';

export function toRedemption(row: PointRedemptionRow, reward: PointRewardRow, language: string) {
  return {
    referenceNo: row.referenceNo,
    applyTime: row.createdAt.toISOString(),
    type: 'redeem' as const,
    name: rewardName(reward, language),
    quantity: row.quantity,
    pointsRequired: reward.pointsRequired,
    amountRequired: reward.amountRequired,
    points: row.points,
    status: row.status as RedemptionStatus,
    ...(row.remark && { remark: row.remark }),
    ...(row.reviewedAt && { reviewedAt: row.reviewedAt.toISOString() }),
  };
}

export async function getRedemption(db: Db, referenceNo: string, language: string) {
  const [row] = await db
    .select({ redemption: pointRedemptions, reward: pointRewards })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(eq(pointRedemptions.referenceNo, referenceNo));
  return row && toRedemption(row.redemption, row.reward, language);
}

export async function listRedemptions(
  db: Db,
  member: Member,
  language: string,
  query: PageQuery & { status?: string },
) {
  const { from, to } = dateRange(query);
  const where: SQL[] = [
    eq(pointRedemptions.memberId, member.id),
    gte(pointRedemptions.createdAt, from),
    lt(pointRedemptions.createdAt, to),
  ];
  if (query.status) where.push(eq(pointRedemptions.status, query.status));
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ redemption: pointRedemptions, reward: pointRewards })
      .from(pointRedemptions)
      .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
      .where(and(...where))
      .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.referenceNo))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(pointRedemptions)
      .where(and(...where)),
  ]);
  return page.result(
    rows.map((r) => toRedemption(r.redemption, r.reward, language)),
    total?.n ?? 0,
  );
}

export type PointDetailType =
  'live' | 'lottery' | 'pvp' | 'rng' | 'sports' | 'deposit' | 'redeem' | 'convert';

interface DetailRow extends Record<string, unknown> {
  entry_id: string | number;
  time: Date | string;
  point_type: string;
  meta: Record<string, unknown>;
  changed: string | number;
  balance: string | number;
  reward_names: Record<string, string> | null;
  remark: string | null;
}

/** Every change of the member's points with the balance after it (a running sum in entry order). */
function detailsOf(member: Member): SQL {
  return sql`(
    SELECT e.id AS entry_id, e.created_at AS time, coalesce(e.metadata->>'pointType', 'redeem') AS point_type,
           e.metadata AS meta, p.amount AS changed,
           sum(p.amount) OVER (ORDER BY e.id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS balance,
           rw.names AS reward_names, r.remark AS remark
    FROM ledger_accounts a
    JOIN postings p ON p.account_id = a.id
    JOIN journal_entries e ON e.id = p.entry_id
    LEFT JOIN point_redemptions r ON r.reference_no = e.metadata->>'referenceNo'
    LEFT JOIN point_rewards rw ON rw.id = r.reward_id
    WHERE a.owner_member_id = ${member.id} AND a.kind = ${AccountKind.MEMBER_POINTS} AND a.currency = ${POINTS_CURRENCY}
  ) AS details`;
}

function nameOf(row: DetailRow, member: Member, language: string): string {
  if (row.reward_names) return rewardName({ names: row.reward_names }, language);
  const name = String(row.meta.name ?? '');
  if (row.point_type === 'deposit') {
    return paymentsOf(member.merchantCode).deposit.find((m) => m.code === name)?.name ?? name;
  }
  return name;
}

export async function listPointDetails(
  db: Db,
  member: Member,
  language: string,
  query: PageQuery & { pointType?: string },
) {
  const { from, to } = dateRange(query);
  const page = pageOf(query);
  const where = sql`details.time >= ${from} AND details.time < ${to}${
    query.pointType ? sql` AND details.point_type = ${query.pointType}` : sql``
  }`;
  const details = detailsOf(member);
  const [rows, [totals]] = await Promise.all([
    queryRows<DetailRow>(
      db,
      sql`SELECT * FROM ${details} WHERE ${where} ORDER BY details.entry_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM ${details} WHERE ${where}`,
    ),
  ]);
  return page.result(
    rows.map((row) => {
      const amount = row.point_type === 'convert' ? Number(row.meta.amount) : undefined;
      return {
        referenceNo: `J${row.entry_id}`,
        time: new Date(row.time).toISOString(),
        type: row.point_type as PointDetailType,
        name: nameOf(row, member, language),
        changedPoints: Number(row.changed),
        pointsBalance: Number(row.balance),
        ...(amount !== undefined && Number.isSafeInteger(amount) && { amount }),
        ...(row.remark && Number(row.changed) > 0 && { remark: row.remark }),
      };
    }),
    totals?.total ?? 0,
  );
}
