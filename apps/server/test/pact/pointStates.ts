// Provider states of the points mall pact (issue 17): members and their points seeded through the
// services; the reward takes the consumer's id, since an enc body cannot carry a provider-state value.
import type { Database } from '../../src/db/database';
import { createMember, type Member } from '../../src/modules/member/service';
import { earnPoints } from '../../src/modules/points/ledger';
import { redeemReward, reviewRedemption } from '../../src/modules/points/mall';
import { pointRewards } from '../../src/modules/points/tables';
import { storeTransactionPassword } from '../../src/modules/profile/transactionPassword';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE, getMerchant } from '../../src/modules/system/service';

type Params = Record<string, unknown>;
type StateSetup = (params?: unknown) => Promise<Record<string, string> | undefined>;

const text = (params: unknown, name: string): string => {
  const value = (params as Params | undefined)?.[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
};
const count = (params: unknown, name: string): number => {
  const value = Number((params as Params | undefined)?.[name]);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`provider state needs "${name}" as a positive integer`);
  return value;
};

const PASSWORD = '246810';

export function pointStates(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
  const { db } = database;
  const merchantCode = DEFAULT_MERCHANT_CODE;

  /** A member with `points` earned (rng bets at BR's 1 point per 1.00) and reward `rewardId` costing 100 points. */
  const earner = async (account: string, password: string, points: number, rewardId: string) => {
    const m = await createMember(db, { merchantCode, account, password: `${account}-Pact1!` });
    await storeTransactionPassword(db, m.id, password);
    await earnPoints(db, {
      memberId: m.id,
      pointType: 'rng',
      amount: points * 100,
      source: `pact:${account}`,
      name: 'Pact game',
    });
    await db.insert(pointRewards).values({
      id: rewardId,
      merchantCode,
      code: 'pactReward',
      names: { EN: '10 free spins' },
      pointsRequired: 100,
      amountRequired: 0,
    });
    return m;
  };
  const session = async (m: Member) =>
    (await createSession(db, { memberId: m.id, ttlMs: sessionTtlMs })).token;

  return {
    'member {account} with transaction password {password} earned {points} points and may redeem reward {rewardId}':
      async (params) => {
        const m = await earner(
          text(params, 'account'),
          text(params, 'password'),
          count(params, 'points'),
          text(params, 'rewardId'),
        );
        return { token: await session(m) };
      },

    'member {account} redeemed reward {rewardId} and staff approved it': async (params) => {
      const m = await earner(text(params, 'account'), PASSWORD, 500, text(params, 'rewardId'));
      const merchant = (await getMerchant(db, merchantCode))!;
      const row = await redeemReward(db, m, merchant, {
        rewardId: text(params, 'rewardId'),
        quantity: 1,
        transactionPassword: PASSWORD,
        requestId: 'pact-state-redeem',
      });
      await reviewRedemption(db, row.referenceNo, { status: 'approved' });
      return { token: await session(m) };
    },
  };
}
