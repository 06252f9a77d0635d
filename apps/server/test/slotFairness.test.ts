import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { spinReelsWith } from '@croupier/fair';
import type { Database } from '../src/db/database';
import { findLaunch, type LiveLaunch } from '../src/modules/games/launch';
import { playRound } from '../src/modules/games/rounds';
import { claimSpinSeed } from '../src/modules/games/slotSeeds';
import { launchRounds, slotSeeds } from '../src/modules/games/tables';
import { depositFromSandbox } from '../src/modules/wallet/service';
import { databases } from './helpers/databases';
import { useCatalogueServer } from './helpers/games';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { bearer, logIn, newMember } from './helpers/server';

let sequence = 0;

/** The reels of a spin recomputed with node:crypto and @croupier/fair's mapping. */
const nodeReels = (serverSeed: string, clientSeed: string, nonce: number) =>
  spinReelsWith(
    (message) => createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(message).digest(),
    clientSeed,
    nonce,
  );
const sha256 = (seed: string) =>
  createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

describe.each(databases('both'))('the provably fair sandbox slot on $name', ({ open }) => {
  const context = useCatalogueServer(open);
  let database: Database;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ database, app } = context);
  });

  /** A member with `balance` minor units, signed in, with a live launch of a sandbox slot. */
  async function player(balance = 1_000_000) {
    const member = await newMember(database);
    await depositFromSandbox(database.db, {
      memberId: member.id,
      currency: 'BRL',
      amount: balance,
      idempotencyKey: `test:${process.pid}:slot-fair:${++sequence}`,
    });
    const auth = bearer(await logIn(app, member.account));
    const launched = await app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?nodeId=PG-RNG-0001&language=EN',
      headers: auth,
    });
    const token = launched.json().value.url.split('/').pop() as string;
    const launch = (await findLaunch(database.db, token))!;
    return { member, auth, launch };
  }
  const call = (
    auth: Record<string, string>,
    method: 'GET' | 'POST',
    op: string,
    payload?: object,
  ) => app.inject({ method, url: `/wps/relay/SLOT_${op}`, headers: auth, payload });
  const fairness = async (auth: Record<string, string>) =>
    (await call(auth, 'GET', 'getFairness')).json().value;
  let roundNo = 0;
  const spin = (launch: LiveLaunch, bet = 100) =>
    playRound(database.db, launch, { roundId: `fair-${process.pid}-${++roundNo}`, bet });

  it('the hash shown before equals sha256 of the revealed seed, and every spin recomputes', async () => {
    const { auth, launch } = await player();
    const before = await fairness(auth);
    expect(before.active).toMatchObject({ nonce: 0 });
    expect(before.rtpPercent).toBe(96.3);

    const set = await call(auth, 'POST', 'setClientSeed', { clientSeed: 'my lucky seed!' });
    expect(set.statusCode).toBe(200);
    // No spin yet: the pair just takes the client seed, nothing is revealed.
    expect(set.json().value).toMatchObject({
      revealed: null,
      active: {
        serverSeedHash: before.active.serverSeedHash,
        clientSeed: 'my lucky seed!',
        nonce: 0,
      },
    });

    const results = [];
    for (let i = 0; i < 12; i++) results.push(await spin(launch));
    results.forEach((result, i) =>
      expect(result.fair).toEqual({
        serverSeedHash: before.active.serverSeedHash,
        clientSeed: 'my lucky seed!',
        nonce: i,
      }),
    );
    expect((await fairness(auth)).active.nonce).toBe(12);

    const rotated = await call(auth, 'POST', 'rotateSeed');
    expect(rotated.statusCode).toBe(200);
    const { revealed, active } = rotated.json().value;
    expect(revealed).toMatchObject({
      serverSeedHash: before.active.serverSeedHash,
      clientSeed: 'my lucky seed!',
      nonce: 12,
    });
    expect(sha256(revealed.serverSeed)).toBe(before.active.serverSeedHash);
    expect(active).toMatchObject({ clientSeed: 'my lucky seed!', nonce: 0 });
    expect(active.serverSeedHash).not.toBe(revealed.serverSeedHash);
    for (const result of results) {
      expect(result.reels).toEqual(
        nodeReels(revealed.serverSeed, 'my lucky seed!', result.fair!.nonce),
      );
    }

    const after = await fairness(auth);
    expect(after.revealed[0]).toEqual(revealed);
    expect(after.spins).toHaveLength(12);
    for (const listed of after.spins) {
      expect(listed).toMatchObject({
        serverSeed: revealed.serverSeed,
        clientSeed: 'my lucky seed!',
      });
      expect(listed.reels).toEqual(nodeReels(revealed.serverSeed, listed.clientSeed, listed.nonce));
    }
  });

  it('a retried round replays its seed and nonce and claims no new nonce', async () => {
    const { auth, launch } = await player();
    const round = { roundId: `fair-${process.pid}-retry`, bet: 100 };
    const first = await playRound(database.db, launch, round);
    const again = await playRound(database.db, launch, round);
    expect(again).toMatchObject({ replayed: true, fair: first.fair, reels: first.reels });
    expect((await fairness(auth)).active.nonce).toBe(1);
  });

  it('parallel spins each take their own nonce, once', async () => {
    const { auth, launch } = await player();
    const results = await Promise.all(Array.from({ length: 8 }, () => spin(launch)));
    expect(results.map((r) => r.fair!.nonce).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect((await fairness(auth)).active.nonce).toBe(8);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('a rotation racing spins never lets a spin use a revealed seed', async () => {
    const { member, auth, launch } = await player();
    await spin(launch);
    const raced = await Promise.all([
      ...Array.from({ length: 6 }, () => spin(launch)),
      call(auth, 'POST', 'rotateSeed'),
      ...Array.from({ length: 6 }, () => spin(launch)),
    ]);
    const rotation = (raced[6] as Awaited<ReturnType<typeof call>>).json().value;
    const spins = [
      ...(await database.db
        .select({ round: launchRounds, seed: slotSeeds })
        .from(launchRounds)
        .innerJoin(slotSeeds, eq(slotSeeds.id, launchRounds.seedId))
        .where(eq(slotSeeds.memberId, member.id))),
    ];
    expect(spins).toHaveLength(13);
    for (const { round, seed } of spins) {
      // A spin on the revealed pair used a nonce below the count revealed, so it was decided before.
      if (seed.serverSeedHash === rotation.revealed.serverSeedHash) {
        expect(round.nonce!).toBeLessThan(rotation.revealed.nonce);
        expect(round.createdAt.getTime()).toBeLessThanOrEqual(seed.revealedAt!.getTime());
      } else expect(seed.serverSeedHash).toBe(rotation.active.serverSeedHash);
      expect(round.outcome.split(',')).toEqual(
        nodeReels(seed.serverSeed, seed.clientSeed, round.nonce!),
      );
    }
    const onRevealed = spins.filter(
      (s) => s.seed.serverSeedHash === rotation.revealed.serverSeedHash,
    );
    expect(onRevealed.map((s) => s.round.nonce).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: rotation.revealed.nonce }, (_, i) => i),
    );
    // No spin can be claimed on a revealed pair: a claim always lands on the member's active one.
    const claimed = await database.db.transaction((tx) => claimSpinSeed(tx, launch));
    expect(sha256(claimed.serverSeed)).toBe(claimed.serverSeedHash);
    const [row] = await database.db
      .select()
      .from(slotSeeds)
      .where(eq(slotSeeds.id, claimed.seedId));
    expect(row!.revealedAt).toBeNull();
  });

  it('an invalid client seed is refused with a clear code and changes nothing', async () => {
    const { auth, launch } = await player();
    await spin(launch);
    const before = await fairness(auth);
    for (const clientSeed of ['', 'x'.repeat(65), 'tab\there', 'emoji 🎰']) {
      const refused = await call(auth, 'POST', 'setClientSeed', { clientSeed });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('invalid_client_seed');
    }
    // Not a string at all: the contract refuses it before the service.
    expect((await call(auth, 'POST', 'setClientSeed', { clientSeed: 42 })).statusCode).toBe(400);
    expect(await fairness(auth)).toEqual(before);
  });

  it('a new client seed after spins rotates the pair, so every past spin stays verifiable', async () => {
    const { auth, launch } = await player();
    const first = await spin(launch);
    const changed = (await call(auth, 'POST', 'setClientSeed', { clientSeed: 'second' })).json()
      .value;
    expect(changed.revealed).toMatchObject({
      serverSeedHash: first.fair!.serverSeedHash,
      nonce: 1,
    });
    expect(changed.active).toMatchObject({ clientSeed: 'second', nonce: 0 });
    expect(first.reels).toEqual(nodeReels(changed.revealed.serverSeed, first.fair!.clientSeed, 0));
    const next = await spin(launch);
    expect(next.fair).toEqual({ ...changed.active, nonce: 0 });
  });

  it('trial and anonymous callers cannot change seeds', async () => {
    expect((await call({}, 'GET', 'getFairness')).statusCode).toBe(401);
    expect((await call({}, 'POST', 'rotateSeed')).statusCode).toBe(401);
  });
});
