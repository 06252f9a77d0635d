// Provider states of the crash games pact (issue 14): rounds opened, started and ended through the crash
// module's own services, on a chain seed chosen so the running round does not crash during the check.
import { createHash } from 'node:crypto';
import { crashPointFromHash } from '@croupier/fair';
import type { Database } from '../../src/db/database';
import { buildChain } from '../../src/modules/crash/chain';
import { defaultCrashConfig } from '../../src/modules/crash/config';
import { findCrashGame } from '../../src/modules/crash/routes';
import { openRound, placeCrashBet, recoverGame, startRound } from '../../src/modules/crash/rounds';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE } from '../../src/modules/system/service';
import { seedGames } from '../../src/seed';
import { fundedMember, text } from './stateParams';

type StateSetup = (params?: unknown) => Promise<Record<string, string> | undefined>;

const timing = { ...defaultCrashConfig, chainLength: 20 };

/** A chain seed whose first round crashes at `min` hundredths or more. */
function seedFirstCrash(min: number): string {
  for (let i = 0; ; i++) {
    const seed = createHash('sha256').update(`pact-crash-${i}`).digest('hex');
    if (crashPointFromHash(buildChain(seed, timing.chainLength)[1]!) >= min) return seed;
  }
}

export function crashStates(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
  const { db } = database;
  const merchantCode = DEFAULT_MERCHANT_CODE;

  /** The crash catalogue, a funded member and its session, and the game's first round (betting). */
  const setUp = async (params: unknown, minCrash: number) => {
    await seedGames(db, { vendors: ['INHOUSE'] });
    const game = await findCrashGame(db, text(params, 'nodeId'));
    const account = text(params, 'account');
    const member = await fundedMember(db, account, 'crash');
    const seed = seedFirstCrash(minCrash);
    const round = await openRound(db, merchantCode, game.nodeId, timing, new Date(), () => seed);
    const { token } = await createSession(db, { memberId: member.id, ttlMs: sessionTtlMs });
    return { game, member, round, token };
  };

  return {
    'member {account} may bet on crash game {nodeId} in its betting window': async (params) => {
      const { token } = await setUp(params, 100);
      return { token };
    },
    'member {account} has a bet in the running round of crash game {nodeId}': async (params) => {
      const { game, member, round, token } = await setUp(params, 2_000);
      await placeCrashBet(
        db,
        { member, currency: 'BRL', game, merchantCode, amount: 1_000 },
        new Date(),
      );
      await startRound(db, round.id, new Date(Date.now() - 2_000));
      return { token };
    },
    'member {account} watches crash game {nodeId} after an ended round': async (params) => {
      const { round, game, token } = await setUp(params, 150);
      const started = await startRound(db, round.id, new Date(Date.now() - 600_000));
      // Its crash moment has passed: ending it is what a process taking the game over does.
      await recoverGame(db, merchantCode, game.nodeId, timing.growthPerMs, new Date());
      if (!started) throw new Error('the round did not start');
      return { token };
    },
  };
}
