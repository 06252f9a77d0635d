// The sandbox slot's provably fair seed pairs (issue 14): one active pair per member, whose server seed
// stays secret (only its SHA-256 is shown) until the member rotates it. Each spin claims the active pair's
// next nonce with a conditional update, so a spin racing a rotation either used the pair before it was
// revealed or waits and uses the new one; never a revealed seed.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isClientSeed, serverSeedHash } from '@croupier/fair';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { slotSeeds } from './tables';

export interface SeedOwner {
  memberId: string;
  merchantCode: string;
}

/** The seed and nonce a spin is decided by. */
export interface SpinSeed {
  seedId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface ActiveSeedPair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RevealedSeedPair extends ActiveSeedPair {
  serverSeed: string;
  revealedAt: string;
}

type SeedRow = typeof slotSeeds.$inferSelect;

const activeOf = (memberId: string) =>
  and(eq(slotSeeds.memberId, memberId), isNull(slotSeeds.revealedAt));

const newRow = async (owner: SeedOwner, clientSeed = randomBytes(8).toString('hex')) => {
  const serverSeed = randomBytes(32).toString('hex');
  const { memberId, merchantCode } = owner;
  return {
    memberId,
    merchantCode,
    serverSeed,
    serverSeedHash: await serverSeedHash(serverSeed),
    clientSeed,
  };
};

/** A first pair for a member who has none (a no-op when one exists or appears concurrently). */
async function ensureActive(db: Db, owner: SeedOwner): Promise<void> {
  await db
    .insert(slotSeeds)
    .values(await newRow(owner))
    .onConflictDoNothing({
      target: slotSeeds.memberId,
      where: sql`${slotSeeds.revealedAt} IS NULL`,
    });
}

const toActive = (row: SeedRow): ActiveSeedPair => ({
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
});

const toRevealed = (row: SeedRow): RevealedSeedPair => ({
  ...toActive(row),
  serverSeed: row.serverSeed,
  revealedAt: row.revealedAt!.toISOString(),
});

/** The member's active pair: hash, client seed and the next spin's nonce (created on first look). */
export async function activeSeedPair(db: Db, owner: SeedOwner): Promise<ActiveSeedPair> {
  for (;;) {
    const [row] = await db.select().from(slotSeeds).where(activeOf(owner.memberId));
    if (row) return toActive(row);
    await ensureActive(db, owner);
  }
}

/**
 * Claims the next nonce of the active pair for a spin, inside the spin's transaction: the row stays locked
 * until it commits, and a rotation waiting on it reveals the seed only after. When a rotation committed
 * first, the update finds no active row and the next attempt (a new snapshot) finds the new pair.
 */
export async function claimSpinSeed(tx: Db, owner: SeedOwner): Promise<SpinSeed> {
  for (;;) {
    const [row] = await tx
      .update(slotSeeds)
      .set({ nonce: sql`${slotSeeds.nonce} + 1` })
      .where(activeOf(owner.memberId))
      .returning();
    if (row) {
      return {
        seedId: row.id,
        serverSeed: row.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.nonce - 1,
      };
    }
    await ensureActive(tx, owner);
  }
}

/** Locks the active pair (creating it first if needed) for a rotation or a client seed change. */
async function lockActive(tx: Db, owner: SeedOwner): Promise<SeedRow> {
  for (;;) {
    const [row] = await tx.select().from(slotSeeds).where(activeOf(owner.memberId)).for('update');
    if (row) return row;
    await ensureActive(tx, owner);
  }
}

/** Reveals the active pair and starts a new one (same client seed unless given); answers both. */
async function rotateLocked(tx: Db, owner: SeedOwner, active: SeedRow, clientSeed?: string) {
  const [revealed] = await tx
    .update(slotSeeds)
    .set({ revealedAt: new Date() })
    .where(eq(slotSeeds.id, active.id))
    .returning();
  const [next] = await tx
    .insert(slotSeeds)
    .values(await newRow(owner, clientSeed ?? active.clientSeed))
    .returning();
  return { revealed: toRevealed(revealed!), active: toActive(next!) };
}

/** Rotation: the active server seed is revealed (with its hash, client seed and spins played). */
export function rotateSeedPair(db: Db, owner: SeedOwner) {
  return db.transaction(async (tx) => rotateLocked(tx, owner, await lockActive(tx, owner)));
}

/**
 * Sets the client seed of the coming spins. A pair with no spins yet just takes it; a pair already used
 * rotates, so (server seed, client seed, nonce) names every past spin for good.
 */
export async function setClientSeed(db: Db, owner: SeedOwner, clientSeed: unknown) {
  if (typeof clientSeed !== 'string' || !isClientSeed(clientSeed)) {
    throw new ApiError(400, 'invalid_client_seed');
  }
  return db.transaction(async (tx) => {
    const active = await lockActive(tx, owner);
    if (active.nonce > 0) return rotateLocked(tx, owner, active, clientSeed);
    const [row] = await tx
      .update(slotSeeds)
      .set({ clientSeed })
      .where(eq(slotSeeds.id, active.id))
      .returning();
    return { revealed: undefined, active: toActive(row!) };
  });
}

/** The member's revealed pairs, newest first. */
export async function revealedSeedPairs(db: Db, memberId: string, limit = 20) {
  const rows = await db
    .select()
    .from(slotSeeds)
    .where(and(eq(slotSeeds.memberId, memberId), isNotNull(slotSeeds.revealedAt)))
    .orderBy(desc(slotSeeds.id))
    .limit(limit);
  return rows.map(toRevealed);
}
