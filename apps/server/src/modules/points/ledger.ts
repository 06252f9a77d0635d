// Points in the ledger: a member's points are a member account in the currency PTS, so every change is a
// balanced journal entry with an idempotency key, the balance can never go below zero, and a retry moves
// nothing. Earning runs inside the transaction that settles the bet or credits the deposit.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { members } from '../member/tables';
import { AccountKind, findAccount, openAccount, openAccounts, POINTS_CURRENCY, type AccountKey } from '../wallet/accounts';
import { postIn } from '../wallet/ledger';
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

/** Credits the points an amount earns at the member's merchant rates; nothing when it earns none. */
export async function earnPoints(tx: Db, earning: Earning): Promise<number> {
  const config = await configOfMember(tx, earning.memberId);
  if (!config) return 0;
  const points = pointsFor(config, earning.pointType, earning.amount);
  if (points === 0) return 0;
  // In the caller's transaction, which fails whole when this does (no savepoint), both accounts by one query.
  const [issuer, account] = await openAccounts(tx, pointsIssuerKey, pointsAccountKey(earning.memberId));
  await postIn(
    tx,
    {
      idempotencyKey: `points:${earning.source}`,
      kind: 'points_earn',
      from: issuer!.id,
      to: account!.id,
      amount: points,
      occurredAt: earning.at,
      metadata: { pointType: earning.pointType, name: earning.name, source: earning.source },
    },
    [issuer!, account!],
  );
  return points;
}

/** The points a settled round earns (its valid bet at the rate of its game's point type). */
export const earnPointsForBet = (
  tx: Db,
  round: { memberId: string; betId: string; gameType: string; gameName: string; validBet: number },
  at?: Date,
) =>
  earnPoints(tx, {
    memberId: round.memberId,
    pointType: pointTypeOf(round.gameType),
    amount: round.validBet,
    source: `bet:${round.betId}`,
    name: round.gameName,
    at,
  });
