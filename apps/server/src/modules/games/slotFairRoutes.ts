// The sandbox slot's fairness calls (issue 14): the member's active seed pair, client seed changes,
// rotation (which reveals the server seed) and the recent spins with what verifies each.
import { SLOT_RTP_PERCENT } from '@croupier/fair';
import type { components } from '@croupier/sdk/schema';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/types';
import { acceptEmptyJsonBodies } from '../../http/emptyBody';
import { ok } from '../../http/envelope';
import { limiter } from '../limits/rateLimitStore';
import { authenticate } from '../session/auth';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import {
  activeSeedPair,
  revealedSeedPairs,
  rotateSeedPair,
  setClientSeed,
  type SeedOwner,
} from './slotSeeds';
import { gameLaunches, games, launchRounds, slotSeeds } from './tables';

type Schemas = components['schemas'];
const SPINS = 20;

/** The member's last spins with their seed pair; the server seed only once the pair is revealed. */
async function recentSpins(db: Db, memberId: string): Promise<Schemas['SlotSpin'][]> {
  const rows = await db
    .select({
      round: launchRounds,
      launch: gameLaunches,
      seed: slotSeeds,
      gameName: games.displayName,
    })
    .from(launchRounds)
    .innerJoin(gameLaunches, eq(gameLaunches.id, launchRounds.launchId))
    .innerJoin(slotSeeds, eq(slotSeeds.id, launchRounds.seedId))
    .innerJoin(games, eq(games.nodeId, gameLaunches.nodeId))
    .where(eq(gameLaunches.memberId, memberId))
    .orderBy(desc(launchRounds.id))
    .limit(SPINS);
  return rows.map(({ round, launch, seed, gameName }) => ({
    roundId: round.roundId,
    nodeId: launch.nodeId,
    gameName,
    currency: launch.currency,
    bet: round.bet,
    win: round.win,
    reels: round.outcome.split(','),
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: round.nonce!,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    playedAt: round.createdAt.toISOString(),
  }));
}

const ownerOf = (request: Parameters<typeof sessionOf>[0]): SeedOwner => {
  const { member, merchant } = sessionOf(request);
  return { memberId: member.id, merchantCode: merchant.merchantCode };
};

export const slotFairRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  // The rotation has no body; openapi-fetch still sends a JSON content type.
  acceptEmptyJsonBodies(app);
  // Rotations write two rows and hash a new seed: a few a second is plenty for a person.
  const seedLimit = limiter(app, 'slot-seed', {
    max: 5,
    timeWindowMs: 1000,
    key: (request) => request.headers.authorization ?? request.ip,
  });
  const member = { preHandler: [memberOnly(db), seedLimit] };

  app.get('/wps/relay/SLOT_getFairness', { preHandler: authenticate(db) }, async (request) => {
    const owner = ownerOf(request);
    const [active, revealed, spins] = await Promise.all([
      activeSeedPair(db, owner),
      revealedSeedPairs(db, owner.memberId),
      recentSpins(db, owner.memberId),
    ]);
    return ok({ rtpPercent: SLOT_RTP_PERCENT, active, revealed, spins });
  });

  app.post<{ Body: Schemas['SlotClientSeedRequest'] }>(
    '/wps/relay/SLOT_setClientSeed',
    member,
    async (request) => {
      const { active, revealed } = await setClientSeed(
        db,
        ownerOf(request),
        request.body.clientSeed,
      );
      return ok({ active, revealed: revealed ?? null });
    },
  );

  app.post('/wps/relay/SLOT_rotateSeed', member, async (request) =>
    ok(await rotateSeedPair(db, ownerOf(request))),
  );
};
