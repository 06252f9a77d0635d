// Provider states of the provably fair slot pact (issue 14): a member's seeds and spins made through the
// games module's own services (a launch, rounds, a rotation).
import type { Database } from '../../src/db/database';
import { findLaunch, launchGame } from '../../src/modules/games/launch';
import { playRound } from '../../src/modules/games/rounds';
import { activeSeedPair, rotateSeedPair } from '../../src/modules/games/slotSeeds';
import { createSession, findSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE } from '../../src/modules/system/service';
import { seedGames } from '../../src/seed';
import { fundedMember, text } from './stateParams';

type StateSetup = (params?: unknown) => Promise<Record<string, string> | undefined>;

export function slotStates(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
  const { db } = database;
  const merchantCode = DEFAULT_MERCHANT_CODE;

  /** A funded member with a session and its first seed pair. */
  const setUp = async (params: unknown) => {
    const account = text(params, 'account');
    const member = await fundedMember(db, account, 'slot');
    const { token } = await createSession(db, { memberId: member.id, ttlMs: sessionTtlMs });
    await activeSeedPair(db, { memberId: member.id, merchantCode });
    return { member, token };
  };

  return {
    'member {account} has a fresh sandbox slot seed pair': async (params) => {
      const { token } = await setUp(params);
      return { token };
    },
    'member {account} has spun the sandbox slot and rotated its seed': async (params) => {
      const { member, token } = await setUp(params);
      await seedGames(db);
      const { url } = await launchGame(db, (await findSession(db, token))!, 'PG-RNG-0001', 'EN');
      const launch = (await findLaunch(db, url.split('/').pop()!))!;
      for (const roundId of ['pact-slot-round-1', 'pact-slot-round-2'])
        await playRound(db, launch, { roundId, bet: 100 });
      await rotateSeedPair(db, { memberId: member.id, merchantCode });
      return { token };
    },
  };
}
