// Provably fair crash (`@croupier/fair`): the one implementation of the crash point formula, the chain
// link and the published curve, imported by the server (which decides rounds with it) and the site's
// verifier (which checks them in the browser). Pure and dependency-free; hashing through Web Crypto, which
// browsers and Node 20 both have as globalThis.crypto.

/** The house edge, in percent: every cash-out target from 1.01x on returns 99 % of the stakes on average. */
export const CRASH_HOUSE_EDGE_PERCENT = 1;
/** Return to player, in percent, for any strategy (100 - the house edge). */
export const CRASH_RTP_PERCENT = 100 - CRASH_HOUSE_EDGE_PERCENT;
/** The published curve: multiplier(t) = e^(growth x t), t in milliseconds since the round started. */
export const CRASH_DEFAULT_GROWTH_PER_MS = 0.00006;
/** Multipliers are whole hundredths (150 is 1.50x); the lowest auto cash-out is 1.01x. */
export const CRASH_MIN_AUTO_CASHOUT = 101;
export const CRASH_MAX_AUTO_CASHOUT = 100_000;

import { fromHex, isHex32, toHex } from './hex';

const TWO_POW_52 = 2n ** 52n;

/** Whether a text is a round hash: 64 lowercase hex digits (32 bytes). */
export const isRoundHash = (text: string): boolean => isHex32(text);

/**
 * The round's crash point in hundredths from its hash: X = the hash's first 52 bits / 2^52 (uniform in
 * [0, 1)), crash = floor(99 / (1 - X)) hundredths, at least 100. So P(crash >= m) = 0.99 / m for every
 * m >= 1.01x, and a cash-out at m returns m x 0.99 / m = 99 % (the 1 % edge). About 2 % of rounds
 * (X < 2/101) crash at 1.00x, where nobody can cash out.
 */
export function crashPointFromHash(hash: string): number {
  if (!isRoundHash(hash)) throw new Error('A round hash is 64 lowercase hex digits');
  const h = BigInt(`0x${hash.slice(0, 13)}`);
  const hundredths = (BigInt(100 - CRASH_HOUSE_EDGE_PERCENT) * TWO_POW_52) / (TWO_POW_52 - h);
  return Math.max(100, Number(hundredths));
}

/**
 * The chain link: SHA-256 of the round hash's 32 bytes is the hash of the round before it (and of the first
 * round, the chain's published terminal hash). Rounds use the chain in reverse, so no later hash is known.
 */
export async function previousHash(hash: string): Promise<string> {
  if (!isRoundHash(hash)) throw new Error('A round hash is 64 lowercase hex digits');
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', fromHex(hash)));
}

/** The multiplier in hundredths shown `elapsedMs` after the round started (floored, at least 1.00x). */
export function multiplierAt(elapsedMs: number, growthPerMs = CRASH_DEFAULT_GROWTH_PER_MS): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(growthPerMs * elapsedMs) + 1e-9));
}

/** When (ms after the start) the curve reaches `hundredths`: a round crashes then, at its crash point. */
export function msToReach(hundredths: number, growthPerMs = CRASH_DEFAULT_GROWTH_PER_MS): number {
  return hundredths <= 100 ? 0 : Math.ceil(Math.log(hundredths / 100) / growthPerMs);
}

/** What a cash-out at `hundredths` pays for `stake` minor units (rounded down to whole minor units). */
export const crashPayout = (stake: number, hundredths: number): number =>
  Math.floor((stake * hundredths) / 100);

/** 1.50x from 150. */
export const formatMultiplier = (hundredths: number): string => `${(hundredths / 100).toFixed(2)}x`;

export * from './slot';
