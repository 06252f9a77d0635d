// The hash chains behind crash rounds (tables.ts crashChains). Generated here with node:crypto; the same
// link (SHA-256 of the hash's bytes) is what @croupier/fair checks in the browser.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { crashChains } from './tables';

export const link = (hash: string): string =>
  createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');

/** hash(length) = seed, hash(k - 1) = link(hash(k)); returns [hash(0), ..., hash(length)]. */
export function buildChain(seed: string, length: number): string[] {
  const hashes = new Array<string>(length + 1);
  hashes[length] = seed;
  for (let k = length; k > 0; k--) hashes[k - 1] = link(hashes[k]!);
  return hashes;
}

/** Chains are immutable once stored: their hashes are cached by seed (unique), no invalidation needed. */
const cache = new Map<string, string[]>();

export function chainHash(
  chain: { id: number; seed: string; length: number },
  index: number,
): string {
  const key = `${chain.length}:${chain.seed}`;
  let hashes = cache.get(key);
  if (!hashes) {
    hashes = buildChain(chain.seed, chain.length);
    if (cache.size > 64) cache.clear();
    cache.set(key, hashes);
  }
  return hashes[index]!;
}

export type ChainRow = typeof crashChains.$inferSelect;

/** The game's newest chain (creating the first one, whose terminal hash is then published). */
export async function currentChain(
  db: Db,
  merchantCode: string,
  nodeId: string,
  length: number,
  seed: () => string = () => randomBytes(32).toString('hex'),
): Promise<ChainRow> {
  const [chain] = await db
    .select()
    .from(crashChains)
    .where(and(eq(crashChains.merchantCode, merchantCode), eq(crashChains.nodeId, nodeId)))
    .orderBy(desc(crashChains.id))
    .limit(1);
  return chain ?? newChain(db, merchantCode, nodeId, length, seed());
}

export async function newChain(
  db: Db,
  merchantCode: string,
  nodeId: string,
  length: number,
  seed: string,
): Promise<ChainRow> {
  const hashes = buildChain(seed, length);
  const [chain] = await db
    .insert(crashChains)
    .values({ merchantCode, nodeId, seed, terminalHash: hashes[0]!, length })
    .returning();
  cache.set(`${length}:${seed}`, hashes);
  return chain!;
}
