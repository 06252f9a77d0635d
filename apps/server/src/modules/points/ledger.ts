// Points in the ledger: a member's points are a member account in the currency PTS, so every change is a
// balanced journal entry with an idempotency key, the balance can never go below zero, and a retry moves
// nothing. Earning runs inside the transaction that settles the bet or credits the deposit.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { members } from '../member/tables';
import {
  AccountKind,
  findAccount,
  openAccount,
  openAccounts,
  openAndLockMemberAccounts,
  POINTS_CURRENCY,
  type AccountKey,
} from '../wallet/accounts';
import { postAllIn, postIn, type TransferInput } from '../wallet/ledger';
import { pointsFor, pointTypeOf, type EarnPointType } from './config';
import { pointConfigs, type PointConfigRow } from './tables';

const pointsAccountKey = (memberId: string): AccountKey => ({
  ownerMemberId: memberId,
  kind: AccountKind.MEMBER_POINTS,
  currency: POINTS_CURRENCY,
});
const pointsIssuerKey: AccountKey = { ownerMemberId: null, kind: AccountKind.POINTS_ISSUER, currency: POINTS_CURRENCY };

export const openPointsAccount = (db: Db, memberId: string) => openAccount(db, pointsAccountKey(memberId));

export const openHeldPointsAccount = (db: Db, memberId: string) =>
  openAccount(db, {
    ownerMemberId: memberId,
    kind: AccountKind.MEMBER_POINTS_HELD,
    currency: POINTS_CURRENCY,
  });

export const openPointsIssuer = (db: Db) => openAccount(db, pointsIssuerKey);

/** The member's points (spendable) and the points held by redemptions under review. */
export async function pointsOf(
  db: Db,
  memberId: string,
): Promise<{ points: number; held: number }> {
  const [points, held] = await Promise.all([
    findAccount(db, pointsAccountKey(memberId)),
    findAccount(db, {
      ownerMemberId: memberId,
      kind: AccountKind.MEMBER_POINTS_HELD,
      currency: POINTS_CURRENCY,
    }),
  ]);
  return { points: points?.balance ?? 0, held: held?.balance ?? 0 };
}

async function configOfMember(db: Db, memberId: string): Promise<PointConfigRow | undefined> {
  const [row] = await db
    .select({ config: pointConfigs })
    .from(members)
    .innerJoin(pointConfigs, eq(pointConfigs.merchantCode, members.merchantCode))
    .where(eq(members.id, memberId));
  return row?.config;
}

export interface Earning {
  memberId: string;
  pointType: EarnPointType;
  /** The settled valid bet or the paid deposit, minor units. */
  amount: number;
  /** What earned it (bet id, deposit order): the entry's idempotency key is `points:<source>`. */
  source: string;
  /** The game or payment method, shown in points details. */
  name: string;
  at?: Date;
}

/** The ledger transfer of an earning of `points`. */
const earningTransfer = (earning: Earning, points: number, issuerId: number, accountId: number): TransferInput => ({
  idempotencyKey: `points:${earning.source}`,
  kind: 'points_earn',
  from: issuerId,
  to: accountId,
  amount: points,
  occurredAt: earning.at,
  metadata: { pointType: earning.pointType, name: earning.name, source: earning.source },
});

/** Credits the points an amount earns at the member's merchant rates; nothing when it earns none. */
export async function earnPoints(tx: Db, earning: Earning): Promise<number> {
  const config = await configOfMember(tx, earning.memberId);
  if (!config) return 0;
  const points = pointsFor(config, earning.pointType, earning.amount);
  if (points === 0) return 0;
  // In the caller's transaction, which fails whole when this does (no savepoint), both accounts by one query.
  const [issuer, account] = await openAccounts(tx, pointsIssuerKey, pointsAccountKey(earning.memberId));
  await postIn(tx, earningTransfer(earning, points, issuer!.id, account!.id), [issuer!, account!]);
  return points;
}

/**
 * earnPoints for many earnings in the caller's transaction, in a fixed number of statements (a crash
 * round's settled bets): the members' rates by one query, their points accounts opened and locked in id
 * order, one postAllIn (which throws UsedKeyInBatch when an earning was credited before).
 */
export async function earnAllPointsIn(tx: Db, earnings: readonly Earning[]): Promise<void> {
  const memberIds = [...new Set(earnings.map((earning) => earning.memberId))];
  if (memberIds.length === 0) return;
  const configs = new Map(
    (
      await tx
        .select({ memberId: members.id, config: pointConfigs })
        .from(members)
        .innerJoin(pointConfigs, eq(pointConfigs.merchantCode, members.merchantCode))
        .where(inArray(members.id, memberIds))
    ).map((row) => [row.memberId, row.config]),
  );
  const earned = earnings.flatMap((earning) => {
    const config = configs.get(earning.memberId);
    const points = config ? pointsFor(config, earning.pointType, earning.amount) : 0;
    return points > 0 ? [{ earning, points }] : [];
  });
  if (earned.length === 0) return;
  const accounts = await openAndLockMemberAccounts(
    tx,
    earned.map(({ earning }) => earning.memberId),
    AccountKind.MEMBER_POINTS,
    POINTS_CURRENCY,
  );
  const issuer = await openPointsIssuer(tx);
  const accountOf = new Map(accounts.map((account) => [account.ownerMemberId, account]));
  await postAllIn(
    tx,
    earned.map(({ earning, points }) =>
      earningTransfer(earning, points, issuer.id, accountOf.get(earning.memberId)!.id),
    ),
    [issuer, ...accounts],
  );
}

/** What a settled round earns: its valid bet at the rate of its game's point type. */
const betEarning = (
  round: { memberId: string; betId: string; gameType: string; gameName: string; validBet: number },
  at?: Date,
): Earning => ({
  memberId: round.memberId,
  pointType: pointTypeOf(round.gameType),
  amount: round.validBet,
  source: `bet:${round.betId}`,
  name: round.gameName,
  at,
});

/** The points a settled round earns (its valid bet at the rate of its game's point type). */
export const earnPointsForBet = (tx: Db, round: Parameters<typeof betEarning>[0], at?: Date) =>
  earnPoints(tx, betEarning(round, at));

/** earnPointsForBet for many settled rounds (earnAllPointsIn). */
export const earnPointsForBets = (
  tx: Db,
  rounds: readonly Parameters<typeof betEarning>[0][],
  at?: Date,
) => earnAllPointsIn(tx, rounds.map((round) => betEarning(round, at)));
