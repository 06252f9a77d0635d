// Each merchant's VIP levels and their level-up bonuses (reward-center activities). Seeded once: an
// operator's later change is kept.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { SCALE } from '../rewards/catalogue';
import { rewardActivities } from '../rewards/tables';
import { vipLevels } from './tables';

/** Brazil's thresholds and bonuses (centavos); other merchants scale them to their currency. */
const LEVELS = [
  { name: 'Bronze', deposit: 10_000, validBet: 20_000, bonus: 1_000 },
  { name: 'Silver', deposit: 50_000, validBet: 150_000, bonus: 3_000 },
  { name: 'Gold', deposit: 200_000, validBet: 600_000, bonus: 10_000 },
  { name: 'Platinum', deposit: 1_000_000, validBet: 3_000_000, bonus: 40_000 },
  { name: 'Diamond', deposit: 5_000_000, validBet: 15_000_000, bonus: 150_000 },
] as const;

export const vipActivityCode = (level: number) => `vipLevel${level}`;

export async function ensureVipLevels(db: Db, merchantCode: string): Promise<void> {
  const k = SCALE[merchantCode] ?? 1;
  const always = new Date('2026-01-01T00:00:00Z');
  const codes = LEVELS.map((_, i) => vipActivityCode(i + 1));
  await db
    .insert(rewardActivities)
    .values(
      LEVELS.map((l, i) => ({
        merchantCode,
        code: codes[i]!,
        kind: 'vipLevelUp',
        promotionType: 'other',
        title: `VIP ${l.name} level-up bonus`,
        rewardAmount: l.bonus * k,
        startsAt: always,
        position: 100 + i,
      })),
    )
    .onConflictDoNothing();
  const activities = await db
    .select({ id: rewardActivities.id, code: rewardActivities.code })
    .from(rewardActivities)
    .where(
      and(eq(rewardActivities.merchantCode, merchantCode), inArray(rewardActivities.code, codes)),
    );
  const idOf = new Map(activities.map((a) => [a.code, a.id]));
  await db
    .insert(vipLevels)
    .values(
      LEVELS.map((l, i) => ({
        merchantCode,
        level: i + 1,
        name: l.name,
        depositThreshold: l.deposit * k,
        validBetThreshold: l.validBet * k,
        activityId: idOf.get(codes[i]!)!,
      })),
    )
    .onConflictDoNothing();
}
