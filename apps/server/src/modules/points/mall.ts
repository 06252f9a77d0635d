// The points mall's two password-checked calls (spec §7 passwordCheck/MCS2_redeemPointReward and
// passwordCheck/MCS2_convertPoint) and the staff's review of a redemption. Each is idempotent by the
// member's requestId and moves points (and money) only through the ledger, in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import type { Member } from '../member/service';
import { newOrderNo } from '../payments/orderNo';
import { verifyTransactionPassword } from '../profile/transactionPassword';
import type { Merchant } from '../system/service';
import { AccountKind, openMemberMainAccount, openSystemAccount } from '../wallet/accounts';
import { moving } from '../wallet/guards';
import { post } from '../wallet/ledger';
import { journalEntries, ledgerAccounts, postings } from '../wallet/tables';
import { amountFor, pointConfigOf } from './config';
import { openHeldPointsAccount, openPointsAccount, openPointsIssuer, pointsOf } from './ledger';
import { pointRedemptions, pointRewards, type PointRedemptionRow } from './tables';

export const MAX_QUANTITY = 10;

/** Everything the member ever deposited into the main wallet (a reward's amount requirement). */
async function depositedTotal(db: Db, memberId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${postings.amount}), 0)::text` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(
      and(
        eq(ledgerAccounts.ownerMemberId, memberId),
        eq(ledgerAccounts.kind, AccountKind.MEMBER_MAIN),
        eq(ledgerAccounts.currency, currency),
        eq(journalEntries.kind, 'deposit'),
      ),
    );
  return Number(row?.total ?? 0);
}

export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  transactionPassword: string;
  requestId: string;
}

/** Redeems a reward: its points are held at once and the redemption waits for staff (in_process). */
export async function redeemReward(db: Db, member: Member, merchant: Merchant, ask: RedeemRequest) {
  const [reward] = await db
    .select()
    .from(pointRewards)
    .where(
      and(eq(pointRewards.id, ask.rewardId), eq(pointRewards.merchantCode, merchant.merchantCode)),
    );
  if (!reward) throw new ApiError(404, 'not_found');
  if (ask.quantity < 1 || ask.quantity > MAX_QUANTITY)
    throw new ApiError(422, 'amount_out_of_range');
  await verifyTransactionPassword(db, member.id, ask.transactionPassword);
  const points = reward.pointsRequired * ask.quantity;

  const id = await moving(() =>
    db.transaction(async (tx) => {
      if (
        reward.amountRequired > 0 &&
        (await depositedTotal(tx, member.id, merchant.currency)) < reward.amountRequired
      )
        throw new ApiError(422, 'reward_not_eligible');
      // The unique (member, requestId) decides: a retry, or a concurrent twin once we commit, finds this row.
      const [row] = await tx
        .insert(pointRedemptions)
        .values({
          referenceNo: newOrderNo('P'),
          memberId: member.id,
          requestId: ask.requestId,
          rewardId: reward.id,
          quantity: ask.quantity,
          points,
        })
        .onConflictDoNothing({ target: [pointRedemptions.memberId, pointRedemptions.requestId] })
        .returning();
      if (!row) {
        const [first] = await tx
          .select()
          .from(pointRedemptions)
          .where(
            and(
              eq(pointRedemptions.memberId, member.id),
              eq(pointRedemptions.requestId, ask.requestId),
            ),
          );
        if (!first || first.rewardId !== reward.id || first.quantity !== ask.quantity)
          throw new ApiError(409, 'idempotency_conflict');
        return first.id;
      }
      const from = await openPointsAccount(tx, member.id);
      const held = await openHeldPointsAccount(tx, member.id);
      await post(tx, {
        idempotencyKey: `pointsRedeem:${row.id}`,
        kind: 'points_redeem',
        from: from.id,
        to: held.id,
        amount: points,
        metadata: { pointType: 'redeem', referenceNo: row.referenceNo, rewardId: reward.id },
      });
      return row.id;
    }),
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'insufficient_balance')
      throw new ApiError(422, 'insufficient_points');
    throw error;
  });
  const [row] = await db.select().from(pointRedemptions).where(eq(pointRedemptions.id, id));
  return row!;
}

/**
 * Staff decide a redemption under review: approved spends the held points, rejected returns them to the
 * member. Deciding again the same way answers the redemption; the other way is 409.
 */
export async function reviewRedemption(
  db: Db,
  referenceNo: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  at = new Date(),
): Promise<PointRedemptionRow> {
  return moving(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(pointRedemptions)
        .where(eq(pointRedemptions.referenceNo, referenceNo))
        .for('update');
      if (!row) throw new ApiError(404, 'not_found');
      if (row.status !== 'in_process') {
        if (row.status === decision.status) return row;
        throw new ApiError(409, 'order_state_conflict');
      }
      const held = await openHeldPointsAccount(tx, row.memberId);
      const approved = decision.status === 'approved';
      const to = approved ? await openPointsIssuer(tx) : await openPointsAccount(tx, row.memberId);
      await post(tx, {
        idempotencyKey: `pointsRedeem:${row.id}:${decision.status}`,
        kind: approved ? 'points_redeem_spent' : 'points_redeem_release',
        from: held.id,
        to: to.id,
        amount: row.points,
        occurredAt: at,
        metadata: { pointType: 'redeem', referenceNo: row.referenceNo },
      });
      const [updated] = await tx
        .update(pointRedemptions)
        .set({
          status: decision.status,
          remark: decision.status === 'rejected' ? decision.reason : null,
          reviewedAt: at,
        })
        .where(eq(pointRedemptions.id, row.id))
        .returning();
      return updated!;
    }),
  );
}

export interface ConvertRequest {
  points: number;
  transactionPassword: string;
  requestId: string;
}

/**
 * Converts points to money at the merchant's exchange rate: the points go back to the issuer and the
 * house pays the amount into the main wallet, two entries of one transaction under the same request key.
 */
export async function convertPoints(
  db: Db,
  member: Member,
  merchant: Merchant,
  ask: ConvertRequest,
) {
  const config = await pointConfigOf(db, merchant.merchantCode);
  const amount = amountFor(config, ask.points);
  if (ask.points < config.minConvert || amount < 1) throw new ApiError(422, 'amount_out_of_range');
  await verifyTransactionPassword(db, member.id, ask.transactionPassword);
  const key = `pointsConvert:${member.id}:${ask.requestId}`;
  const moved = await moving(() =>
    db.transaction(async (tx) => {
      const account = await openPointsAccount(tx, member.id);
      const issuer = await openPointsIssuer(tx);
      const spent = await post(tx, {
        idempotencyKey: `${key}:points`,
        kind: 'points_conversion',
        from: account.id,
        to: issuer.id,
        amount: ask.points,
        metadata: { pointType: 'convert', amount, currency: merchant.currency },
      });
      const house = await openSystemAccount(tx, AccountKind.HOUSE, merchant.currency);
      const wallet = await openMemberMainAccount(tx, member.id, merchant.currency);
      const paid = await post(tx, {
        idempotencyKey: `${key}:money`,
        kind: 'points_conversion',
        from: house.id,
        to: wallet.id,
        amount,
        metadata: { name: 'Points conversion', points: ask.points },
      });
      return { spent, paid };
    }),
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'insufficient_balance')
      throw new ApiError(422, 'insufficient_points');
    throw error;
  });
  const [balance] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerMemberId, member.id),
        eq(ledgerAccounts.kind, AccountKind.MEMBER_MAIN),
        eq(ledgerAccounts.currency, merchant.currency),
      ),
    );
  return {
    referenceNo: `J${moved.spent.entryId}`,
    points: ask.points,
    amount,
    currency: merchant.currency,
    pointsBalance: (await pointsOf(db, member.id)).points,
    balance: balance?.balance ?? 0,
  };
}
