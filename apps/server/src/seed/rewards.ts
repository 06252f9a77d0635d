// Rewards demo (session 3; the activities and missions come with the merchants): demo_player joined the first
// deposit bonus (its deposits make it claimable) and the check-in and share activities; its history keeps the
// 30-bet mission in progress; demo_downline's bets this week put a second player on the leaderboard.
import type { Db } from '../db/types';
import { findMemberByAccount, type Member } from '../modules/member/service';
import { placeBet, settleBet } from '../modules/records/rounds';
import { thisWeek } from '../modules/rewards/periods';
import { rewardActivities, rewardJoins } from '../modules/rewards/tables';
import { and, eq, inArray } from 'drizzle-orm';

const JOINED = ['firstDeposit', 'dailyCheckIn', 'shareAndWin'];

/** Even bets (each won back): the balance stays what the README promises, the week's wager grows. */
async function weekBets(db: Db, member: Member, count: number, amount: number, now: Date) {
  const week = thisWeek(now);
  for (let i = 0; i < count; i++) {
    const betId = `seed-week-${member.account}-${week.key}-${i}`;
    const at = new Date(
      Math.max(week.from.getTime() + 60_000 * (i + 1), now.getTime() - 3_600_000 + 60_000 * i),
    );
    await placeBet(db, {
      memberId: member.id,
      currency: 'BRL',
      betId,
      vendor: 'PG',
      gameType: 'RNG',
      gameCode: 'fortune-tiger',
      gameName: 'Fortune Tiger',
      amount,
      at,
    });
    await settleBet(db, betId, amount, at);
  }
}

export async function seedRewards(db: Db, now = new Date()): Promise<void> {
  const player = await findMemberByAccount(db, 'BR', 'demo_player');
  if (player) {
    const joined = await db
      .select({ id: rewardActivities.id })
      .from(rewardActivities)
      .where(and(eq(rewardActivities.merchantCode, 'BR'), inArray(rewardActivities.code, JOINED)));
    await db
      .insert(rewardJoins)
      .values(joined.map((a) => ({ activityId: a.id, memberId: player.id })))
      .onConflictDoNothing();
  }
  const downline = await findMemberByAccount(db, 'BR', 'demo_downline');
  if (downline) await weekBets(db, downline, 6, 2_000, now);
}
