// The reward center (spec §2 rewardCenter, §4 activity flow): join, apply, issued, claim, claimed; also
// rejected, closed, coming soon and in process. A member's status is derived from their joins,
// applications and claims and from the activity's rule over their real deposits and bets.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { readAll } from '../../db/query';
import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import type { Member } from '../member/service';
import type { Merchant } from '../system/service';
import { grantBonus } from '../records/rounds';
import { moving } from '../wallet/guards';
import { decodeProofImages } from '../withdrawals/confirmation';
import type { Period } from './periods';
import { drawRafflePrize, evaluate, periodOf, type ActivityKind, type Progress } from './rules';
import {
  rewardActivities,
  rewardApplicationImages,
  rewardApplications,
  rewardClaims,
  rewardJoins,
  type RewardActivityRow,
} from './tables';

export type ActivityStatus =
  | 'comingSoon'
  | 'closed'
  | 'join'
  | 'inProcess'
  | 'apply'
  | 'applying'
  | 'rejected'
  | 'issued'
  | 'claimed';

export const REMARK_MAX = 140;

export interface ActivityView {
  id: string;
  code: string;
  kind: ActivityKind;
  promotionType: string;
  status: ActivityStatus;
  requiresApplication: boolean;
  /** The fixed reward, or for weeklyRebate the rate in basis points. */
  rewardAmount: number;
  minAmount: number;
  currency: string;
  startsAt: string;
  endsAt?: string;
  /** What the member gets (issued), got (claimed) or would get; absent when not known yet. */
  amount?: number;
  progress?: Progress;
  application?: {
    id: string;
    status: 'applying' | 'approved' | 'rejected';
    remark: string;
    rejectReason?: string;
    createdAt: string;
  };
  claimedAt?: string;
}

type ApplicationRow = typeof rewardApplications.$inferSelect;
type ClaimRow = typeof rewardClaims.$inferSelect;

interface MemberState {
  joined: Set<string>;
  applications: ApplicationRow[];
  claims: ClaimRow[];
}

async function memberState(db: Db, memberId: string, activityIds: string[]): Promise<MemberState> {
  if (activityIds.length === 0) return { joined: new Set(), applications: [], claims: [] };
  // Also read inside a claim's transaction: readAll runs them one by one there.
  const [joins, applications, claims] = await readAll(
    db,
    () =>
      db
        .select({ activityId: rewardJoins.activityId })
        .from(rewardJoins)
        .where(
          and(eq(rewardJoins.memberId, memberId), inArray(rewardJoins.activityId, activityIds)),
        ),
    () =>
      db
        .select()
        .from(rewardApplications)
        .where(
          and(
            eq(rewardApplications.memberId, memberId),
            inArray(rewardApplications.activityId, activityIds),
          ),
        )
        .orderBy(desc(rewardApplications.createdAt)),
    () =>
      db
        .select()
        .from(rewardClaims)
        .where(
          and(eq(rewardClaims.memberId, memberId), inArray(rewardClaims.activityId, activityIds)),
        ),
  );
  return { joined: new Set(joins.map((j) => j.activityId)), applications, claims };
}

async function viewOf(
  db: Db,
  activity: RewardActivityRow,
  member: Member,
  merchant: Merchant,
  state: MemberState,
  now: Date,
): Promise<ActivityView & { period: Period }> {
  const period = periodOf(activity, now);
  const base = {
    id: activity.id,
    code: activity.code,
    kind: activity.kind as ActivityKind,
    promotionType: activity.promotionType,
    requiresApplication: activity.requiresApplication,
    rewardAmount: activity.rewardAmount,
    minAmount: activity.minAmount,
    currency: merchant.currency,
    startsAt: activity.startsAt.toISOString(),
    ...(activity.endsAt && { endsAt: activity.endsAt.toISOString() }),
    period,
  };
  const claim = state.claims.find((c) => c.activityId === activity.id && c.period === period.key);
  if (claim)
    return {
      ...base,
      status: 'claimed',
      amount: claim.amount,
      claimedAt: claim.claimedAt.toISOString(),
    };
  if (now < activity.startsAt) return { ...base, status: 'comingSoon' };
  if (activity.endsAt && now >= activity.endsAt) return { ...base, status: 'closed' };
  const evaluation = await evaluate(db, activity, member.id, merchant.currency, period);
  const shown = {
    ...base,
    ...(evaluation.amount !== undefined && { amount: evaluation.amount }),
    ...(evaluation.progress && { progress: evaluation.progress }),
  };
  // A VIP level-up bonus needs no joining: reaching the level issues it.
  if (!state.joined.has(activity.id) && activity.kind !== 'vipLevelUp')
    return { ...shown, status: 'join' };
  if (!activity.requiresApplication)
    return { ...shown, status: evaluation.eligible ? 'issued' : 'inProcess' };
  const application = state.applications.find(
    (a) => a.activityId === activity.id && a.period === period.key,
  );
  if (!application) return { ...shown, status: 'apply' };
  const applicationView = {
    id: application.id,
    status: application.status as 'applying',
    remark: application.remark,
    ...(application.rejectReason && { rejectReason: application.rejectReason }),
    createdAt: application.createdAt.toISOString(),
  };
  const status =
    application.status === 'approved'
      ? 'issued'
      : application.status === 'rejected'
        ? 'rejected'
        : 'applying';
  return { ...shown, status, application: applicationView };
}

const publicView = ({
  period: _period,
  ...view
}: ActivityView & { period: Period }): ActivityView => view;

async function merchantActivities(db: Db, merchantCode: string) {
  return db
    .select()
    .from(rewardActivities)
    .where(eq(rewardActivities.merchantCode, merchantCode))
    .orderBy(asc(rewardActivities.position));
}

/** Every activity of the member's merchant with the member's status in it. */
export async function listActivities(
  db: Db,
  member: Member,
  merchant: Merchant,
  now = new Date(),
): Promise<ActivityView[]> {
  const activities = await merchantActivities(db, merchant.merchantCode);
  const state = await memberState(
    db,
    member.id,
    activities.map((a) => a.id),
  );
  return Promise.all(
    activities.map(async (a) => publicView(await viewOf(db, a, member, merchant, state, now))),
  );
}

/** How many rewards the member can claim now (the rewardCenter badge). */
export async function claimableActivities(
  db: Db,
  member: Member,
  merchant: Merchant,
  now = new Date(),
): Promise<number> {
  return (await listActivities(db, member, merchant, now)).filter((a) => a.status === 'issued')
    .length;
}

async function findActivity(
  db: Db,
  merchant: Merchant,
  activityId: string,
): Promise<RewardActivityRow> {
  const [row] = await db
    .select()
    .from(rewardActivities)
    .where(
      and(
        eq(rewardActivities.id, activityId),
        eq(rewardActivities.merchantCode, merchant.merchantCode),
      ),
    );
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

async function currentView(
  db: Db,
  activity: RewardActivityRow,
  member: Member,
  merchant: Merchant,
  now: Date,
) {
  return viewOf(
    db,
    activity,
    member,
    merchant,
    await memberState(db, member.id, [activity.id]),
    now,
  );
}

const refuseUnavailable = (status: ActivityStatus) => {
  if (status === 'comingSoon' || status === 'closed') throw new ApiError(422, 'reward_unavailable');
};

export async function joinActivity(
  db: Db,
  member: Member,
  merchant: Merchant,
  activityId: string,
  now = new Date(),
): Promise<ActivityView> {
  const activity = await findActivity(db, merchant, activityId);
  refuseUnavailable((await currentView(db, activity, member, merchant, now)).status);
  await db.insert(rewardJoins).values({ activityId, memberId: member.id }).onConflictDoNothing();
  return publicView(await currentView(db, activity, member, merchant, now));
}

export interface Application {
  remark: string;
  images?: { contentType: 'image/png' | 'image/jpeg'; data: string }[];
}

/** Spec §5: remark at most 140 characters (and not empty); png/jpg images, at most 5 MB each, at most 3. */
export async function applyForActivity(
  db: Db,
  member: Member,
  merchant: Merchant,
  activityId: string,
  application: Application,
  now = new Date(),
): Promise<ActivityView> {
  const activity = await findActivity(db, merchant, activityId);
  const remark = application.remark.trim();
  if (remark.length === 0) throw validationFailed({ remark: { rule: 'required' } });
  if ([...remark].length > REMARK_MAX)
    throw validationFailed({ remark: { rule: 'length', min: 1, max: REMARK_MAX } });
  const images = decodeProofImages(application.images ?? []);
  const view = await currentView(db, activity, member, merchant, now);
  refuseUnavailable(view.status);
  if (!activity.requiresApplication || (view.status !== 'apply' && view.status !== 'rejected'))
    throw new ApiError(409, 'reward_state_conflict');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rewardApplications)
      .values({ activityId, memberId: member.id, period: view.period.key, remark })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'reward_state_conflict');
    if (images.length > 0)
      await tx.insert(rewardApplicationImages).values(
        images.map((image) => ({
          applicationId: row.id,
          contentType: image.contentType,
          size: image.bytes.length,
          data: image.bytes.toString('base64'),
        })),
      );
  });
  return publicView(await currentView(db, activity, member, merchant, now));
}

/**
 * Claims an issued reward: a 'bonus' ledger entry keyed by activity, member and period, so a double click
 * or a retry credits once. Claiming again answers the claimed activity. Raffles claim only through
 * MCS2_claimRafflePromotion (`raffle` true), which draws the prize.
 */
export async function claimActivity(
  db: Db,
  member: Member,
  merchant: Merchant,
  activityId: string,
  raffle: boolean,
  now = new Date(),
): Promise<ActivityView> {
  const activity = await findActivity(db, merchant, activityId);
  if ((activity.kind === 'raffle') !== raffle) throw new ApiError(409, 'reward_state_conflict');
  return moving(() =>
    db.transaction(async (tx) => {
      const view = await currentView(tx, activity, member, merchant, now);
      if (view.status === 'claimed') return publicView(view);
      refuseUnavailable(view.status);
      if (view.status !== 'issued') throw new ApiError(422, 'reward_not_eligible');
      const amount = raffle
        ? drawRafflePrize(activity.id, member.id, view.period.key)
        : view.amount!;
      const posted = await grantBonus(tx, {
        memberId: member.id,
        currency: merchant.currency,
        amount,
        name: activity.title,
        idempotencyKey: `reward:${activity.id}:${member.id}:${view.period.key}`,
        at: now,
      });
      await tx
        .insert(rewardClaims)
        .values({
          activityId,
          memberId: member.id,
          period: view.period.key,
          amount,
          journalEntryId: posted.entryId,
          claimedAt: now,
        })
        .onConflictDoNothing();
      return publicView(await currentView(tx, activity, member, merchant, now));
    }),
  );
}

/** Staff review of an application (admin API): approved issues the reward, rejected says why. */
export async function reviewApplication(
  db: Db,
  applicationId: string,
  decision: { approve: true } | { approve: false; reason: string },
  now = new Date(),
) {
  const [row] = await db
    .update(rewardApplications)
    .set(
      decision.approve
        ? { status: 'approved', reviewedAt: now }
        : { status: 'rejected', rejectReason: decision.reason, reviewedAt: now },
    )
    .where(and(eq(rewardApplications.id, applicationId), eq(rewardApplications.status, 'applying')))
    .returning();
  if (row) return row;
  const [existing] = await db
    .select({ id: rewardApplications.id })
    .from(rewardApplications)
    .where(eq(rewardApplications.id, applicationId));
  throw existing ? new ApiError(409, 'reward_state_conflict') : new ApiError(404, 'not_found');
}

export async function activityTitle(db: Db, activityId: string): Promise<string> {
  const [row] = await db
    .select({ title: rewardActivities.title })
    .from(rewardActivities)
    .where(eq(rewardActivities.id, activityId));
  return row?.title ?? 'Reward';
}
