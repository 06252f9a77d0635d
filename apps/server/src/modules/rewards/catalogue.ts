// Each merchant's activities and missions. Seeded once: an operator's later change is kept.
import type { Db } from '../../db/types';
import { missions, rewardActivities } from './tables';

const DAY = 86_400_000;
/** Amounts below are for Brazil (centavos); other merchants scale them to their currency. */
export const SCALE: Record<string, number> = { BR: 1, MX: 4, BD: 25 };

export async function ensureRewardCatalogue(
  db: Db,
  merchantCode: string,
  now = new Date(),
): Promise<void> {
  const k = SCALE[merchantCode] ?? 1;
  const always = new Date('2026-01-01T00:00:00Z');
  const activities = [
    {
      code: 'firstDeposit',
      kind: 'firstDeposit',
      promotionType: 'deposit',
      title: 'First deposit bonus',
      rewardAmount: 2_000 * k,
      minAmount: 5_000 * k,
      startsAt: always,
    },
    {
      code: 'dailyCheckIn',
      kind: 'dailyCheckIn',
      promotionType: 'gaming',
      title: 'Daily check-in',
      rewardAmount: 100 * k,
      minAmount: 0,
      startsAt: always,
    },
    // The rate in basis points: 0.5% of last week's wager.
    {
      code: 'weeklyRebate',
      kind: 'weeklyRebate',
      promotionType: 'rebate',
      title: 'Weekly rebate',
      rewardAmount: 50,
      minAmount: 0,
      startsAt: always,
    },
    {
      code: 'weeklyRaffle',
      kind: 'raffle',
      promotionType: 'other',
      title: 'Weekly raffle',
      rewardAmount: 5_000 * k,
      minAmount: 10_000 * k,
      startsAt: always,
    },
    {
      code: 'shareAndWin',
      kind: 'share',
      promotionType: 'other',
      title: 'Share and win',
      rewardAmount: 500 * k,
      minAmount: 0,
      startsAt: always,
      requiresApplication: true,
    },
    {
      code: 'christmasCup',
      kind: 'eventDeposit',
      promotionType: 'deposit',
      title: 'Christmas deposit cup',
      rewardAmount: 3_000 * k,
      minAmount: 10_000 * k,
      startsAt: new Date(now.getTime() + 10 * DAY),
      endsAt: new Date(now.getTime() + 40 * DAY),
    },
    {
      code: 'carnival',
      kind: 'eventDeposit',
      promotionType: 'deposit',
      title: 'Carnival deposit bonus',
      rewardAmount: 1_500 * k,
      minAmount: 5_000 * k,
      startsAt: new Date(now.getTime() - 60 * DAY),
      endsAt: new Date(now.getTime() - 30 * DAY),
    },
  ];
  await db
    .insert(rewardActivities)
    .values(activities.map((a, position) => ({ ...a, merchantCode, position })))
    .onConflictDoNothing();
  const weekly = [
    { code: 'bet30', kind: 'betCount', target: 30, rewardAmount: 500 * k, points: 10 },
    { code: 'wager500', kind: 'wager', target: 50_000 * k, rewardAmount: 1_500 * k, points: 30 },
    { code: 'deposit1', kind: 'depositCount', target: 1, rewardAmount: 300 * k, points: 5 },
  ];
  await db
    .insert(missions)
    .values(weekly.map((m, position) => ({ ...m, merchantCode, position })))
    .onConflictDoNothing();
}
