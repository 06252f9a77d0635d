// Provider states of the rewards pact (session 3): members seeded through the services, with the activity
// id the consumer's fromProviderState expressions name.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { ensureInvitationCode } from '../../src/modules/account/invitation';
import { memberProfiles } from '../../src/modules/account/tables';
import { MemberType } from '../../src/modules/member/memberTypes';
import { createMember, type Member } from '../../src/modules/member/service';
import { missions, rewardActivities, rewardJoins } from '../../src/modules/rewards/tables';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE } from '../../src/modules/system/service';
import { depositFromSandbox } from '../../src/modules/wallet/service';
import { playRound } from '../helpers/walletCenter';

type StateSetup = (params?: unknown) => Promise<Record<string, string> | undefined>;

const text = (params: unknown, name: string): string => {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
};
const minorUnits = (params: unknown, name: string): number => {
  const value = Number((params as Record<string, unknown> | undefined)?.[name]);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`provider state needs "${name}" in integer minor units`);
  return value;
};

export function rewardStates(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
  const { db } = database;
  const merchantCode = DEFAULT_MERCHANT_CODE;
  const member = (account: string, type: number = MemberType.REGULAR) =>
    createMember(db, { merchantCode, account, password: `${account}-Pact1!`, type });
  const session = async (m: Member) =>
    (await createSession(db, { memberId: m.id, ttlMs: sessionTtlMs })).token;
  const deposit = (m: Member, amount: number, key: string) =>
    depositFromSandbox(db, {
      memberId: m.id,
      currency: 'BRL',
      amount,
      idempotencyKey: `pact:${m.account}:${key}`,
    });
  const activityOf = async (code: string) => {
    const [activity] = await db
      .select()
      .from(rewardActivities)
      .where(and(eq(rewardActivities.merchantCode, merchantCode), eq(rewardActivities.code, code)));
    return activity!.id;
  };
  const join = async (m: Member, code: string) => {
    const activityId = await activityOf(code);
    await db.insert(rewardJoins).values({ activityId, memberId: m.id });
    return activityId;
  };
  return {
    'member {account} joined the first deposit bonus after a deposit of {amount}': async (
      params,
    ) => {
      const m = await member(text(params, 'account'));
      await deposit(m, minorUnits(params, 'amount'), 'first');
      return { token: await session(m), activityId: await join(m, 'firstDeposit') };
    },

    'member {account} deposited {deposits} and bet {validBets}, reaching VIP level 1': async (
      params,
    ) => {
      const m = await member(text(params, 'account'));
      const deposits = minorUnits(params, 'deposits');
      await deposit(m, deposits, 'vip');
      // Settled rounds won back evenly: the valid bets count, the balance stays.
      for (let left = minorUnits(params, 'validBets'); left > 0; left -= deposits) {
        const stake = Math.min(left, deposits);
        await playRound(database, m.id, stake, stake);
      }
      return { token: await session(m), activityId: await activityOf('vipLevel1') };
    },

    'member {account} joined the weekly raffle and bet {wager} this week': async (params) => {
      const m = await member(text(params, 'account'));
      const wager = minorUnits(params, 'wager');
      await deposit(m, wager, 'fund');
      await playRound(database, m.id, wager, null);
      return { token: await session(m), activityId: await join(m, 'weeklyRaffle') };
    },

    'member {account} joined the share and win activity': async (params) => {
      const m = await member(text(params, 'account'));
      return { token: await session(m), activityId: await join(m, 'shareAndWin') };
    },

    'member {account} invited {friend}, who made a first deposit': async (params) => {
      const m = await member(text(params, 'account'));
      await ensureInvitationCode(db, merchantCode, m.id, 'PACTREF1');
      const friend = await member(text(params, 'friend'));
      await db
        .insert(memberProfiles)
        .values({ memberId: friend.id, referrerId: m.id })
        .onConflictDoUpdate({ target: memberProfiles.memberId, set: { referrerId: m.id } });
      await deposit(friend, 5_000, 'first');
      return { token: await session(m) };
    },

    'member {account} deposited {amount} this week, not joined in {activity}': async (params) => {
      const m = await member(text(params, 'account'));
      await deposit(m, minorUnits(params, 'amount'), 'week');
      const [activity] = await db
        .select()
        .from(rewardActivities)
        .where(
          and(
            eq(rewardActivities.merchantCode, merchantCode),
            eq(rewardActivities.code, text(params, 'activity')),
          ),
        );
      const [mission] = await db
        .select()
        .from(missions)
        .where(and(eq(missions.merchantCode, merchantCode), eq(missions.code, 'deposit1')));
      return { token: await session(m), activityId: activity!.id, missionId: mission!.id };
    },

    'agent {account} is logged in': async (params) => {
      const m = await member(text(params, 'account'), MemberType.AGENT);
      return { token: await session(m) };
    },
  };
}
