// Each activity kind's period and eligibility rule, from the member's real deposits and bets.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';
import { reachedLevelOf } from '../vip/service';
import { betsIn, depositsIn } from './facts';
import { lastWeek, once, thisWeek, today, type Period } from './periods';
import type { RewardActivityRow } from './tables';

export type ActivityKind =
  | 'firstDeposit'
  | 'dailyCheckIn'
  | 'weeklyRebate'
  | 'raffle'
  | 'share'
  | 'eventDeposit'
  | 'vipLevelUp';

export interface Progress {
  current: number;
  target: number;
  unit: 'money' | 'count';
}

export interface Evaluation {
  eligible: boolean;
  /** What a claim pays now; undefined while unknown (a raffle prize is drawn at the claim). */
  amount?: number;
  progress?: Progress;
}

export function periodOf(activity: RewardActivityRow, now: Date): Period {
  switch (activity.kind as ActivityKind) {
    case 'dailyCheckIn':
      return today(now);
    case 'weeklyRebate':
      return lastWeek(now);
    case 'raffle':
      return thisWeek(now);
    default:
      return once(activity.startsAt, activity.endsAt);
  }
}

export async function evaluate(
  db: Db,
  activity: RewardActivityRow,
  memberId: string,
  currency: string,
  period: Period,
): Promise<Evaluation> {
  const money = (current: number): Progress => ({
    current,
    target: activity.minAmount,
    unit: 'money',
  });
  switch (activity.kind as ActivityKind) {
    case 'firstDeposit':
    case 'eventDeposit': {
      const { largest } = await depositsIn(db, memberId, currency, period);
      return {
        eligible: largest > 0 && largest >= activity.minAmount,
        amount: activity.rewardAmount,
        progress: money(largest),
      };
    }
    case 'dailyCheckIn': {
      const { bets } = await betsIn(db, memberId, period);
      return {
        eligible: bets >= 1,
        amount: activity.rewardAmount,
        progress: { current: bets, target: 1, unit: 'count' },
      };
    }
    case 'weeklyRebate': {
      const { wager } = await betsIn(db, memberId, period);
      const amount = Math.floor((wager * activity.rewardAmount) / 10_000);
      return { eligible: amount > 0, amount };
    }
    case 'raffle': {
      const { wager } = await betsIn(db, memberId, period);
      return { eligible: wager >= activity.minAmount, progress: money(wager) };
    }
    case 'share':
      return { eligible: true, amount: activity.rewardAmount };
    case 'vipLevelUp': {
      const merchant = { merchantCode: activity.merchantCode, currency };
      const reached = await reachedLevelOf(db, memberId, merchant, activity.id);
      return { eligible: reached, amount: activity.rewardAmount };
    }
  }
}

/** The raffle's prizes (minor units) and their chances in 100. */
export const RAFFLE_PRIZES = [
  { amount: 200, chance: 60 },
  { amount: 500, chance: 25 },
  { amount: 1_000, chance: 12 },
  { amount: 5_000, chance: 3 },
] as const;

/**
 * The member's prize this period. Drawn from a hash of activity, member and period, so a retried claim
 * draws the same prize and its ledger entry replays instead of conflicting.
 */
export function drawRafflePrize(activityId: string, memberId: string, periodKey: string): number {
  const roll =
    createHash('sha256').update(`${activityId}:${memberId}:${periodKey}`).digest().readUInt32BE(0) %
    100;
  let edge = 0;
  for (const prize of RAFFLE_PRIZES) {
    edge += prize.chance;
    if (roll < edge) return prize.amount;
  }
  return RAFFLE_PRIZES[0].amount;
}
