// The sandbox three-reel slot, provably fair (issue 14): the standard server seed / client seed / nonce
// scheme. The server decides every spin with spinReels and the site's verifier recomputes it with the same
// function, so the two cannot drift. Web Crypto only (globalThis.crypto in browsers and Node 20).
import { fromHex, isHex32, toHex } from './hex';

/** The reel symbols, in the order a stop index names them (0 is '7'). */
export const SLOT_SYMBOLS = ['7', 'BAR', 'BELL', 'STAR', 'CHERRY', 'LEMON'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Three of a kind pays this many times the bet; two of a kind on the first two reels pays 3x. */
export const SLOT_THREE_PAYS: Record<SlotSymbol, number> = {
  '7': 60,
  BAR: 25,
  BELL: 12,
  STAR: 10,
  CHERRY: 6,
  LEMON: 5,
};
export const SLOT_TWO_PAYS = 3;
/**
 * Every reel stops on each symbol with probability 1/6: three of a kind returns 118/216 of the bet
 * (the pays summed, over 6^3), two of a kind on reels 1-2 returns 3 x 30/216, so RTP = 208/216 = 96.30 %,
 * a common slot return (the catalogue states it for every game that opens this slot).
 */
export const SLOT_RTP_PERCENT = Math.round((208 / 216) * 10_000) / 100;
/** A client seed: 1-64 printable ASCII characters (space to tilde). */
export const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;
export const isClientSeed = (text: string): boolean => CLIENT_SEED.test(text);

/** What a spin pays for `bet` minor units. */
export function slotPayout(reels: readonly string[], bet: number): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return bet * (SLOT_THREE_PAYS[a as SlotSymbol] ?? 0);
  return a === b ? bet * SLOT_TWO_PAYS : 0;
}

const encoder = new TextEncoder();
/** Whether a text is a server seed or its hash: 64 lowercase hex digits (32 bytes). */
export const isServerSeed = (text: string): boolean => isHex32(text);

/** SHA-256 of the server seed's 32 bytes, hex: the hash shown before any spin with that seed. */
export async function serverSeedHash(serverSeed: string): Promise<string> {
  if (!isServerSeed(serverSeed)) throw new Error('A server seed is 64 lowercase hex digits');
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', fromHex(serverSeed)));
}

async function hmac(serverSeed: string, message: string): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    fromHex(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** The HMAC message of block `block` of a spin: `${clientSeed}:${nonce}`, then `:1`, `:2`... if ever needed. */
export const spinMessage = (clientSeed: string, nonce: number, block = 0): string =>
  block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`;

/** Bytes below this (42 x 6) map evenly to the six symbols; higher bytes are skipped (rejection sampling). */
const ACCEPT_BELOW = 252;

/**
 * The reel stops of a spin from its bytes: read the bytes in order, skip any >= 252, and each kept byte b
 * gives the next reel's symbol index b mod 6 (unbiased: 252 is a multiple of 6). Undefined when the bytes
 * hold fewer than three kept bytes (then the next block is read).
 */
export function stopsFromBytes(bytes: Uint8Array, stops: number[] = []): number[] {
  for (const byte of bytes) {
    if (stops.length === 3) break;
    if (byte < ACCEPT_BELOW) stops.push(byte % SLOT_SYMBOLS.length);
  }
  return stops;
}

/**
 * A spin's reels: HMAC-SHA256(key = the server seed's 32 bytes, message = `${clientSeed}:${nonce}`),
 * mapped by stopsFromBytes; in the (about 1 in 10^50) case that 32 bytes keep fewer than three, the next
 * block HMAC(serverSeed, `${clientSeed}:${nonce}:1`) continues, and so on.
 */
export async function spinReels(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<SlotSymbol[]> {
  if (!isServerSeed(serverSeed)) throw new Error('A server seed is 64 lowercase hex digits');
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new Error('A nonce is a whole number from 0');
  const stops: number[] = [];
  for (let block = 0; stops.length < 3; block++) {
    stopsFromBytes(await hmac(serverSeed, spinMessage(clientSeed, nonce, block)), stops);
  }
  return stops.map((stop) => SLOT_SYMBOLS[stop]!);
}

/**
 * The same spin with the HMAC supplied by the caller (node:crypto's createHmac on a server, say):
 * `hmacOf(message)` is HMAC-SHA256 keyed with the server seed's bytes.
 */
export function spinReelsWith(
  hmacOf: (message: string) => Uint8Array,
  clientSeed: string,
  nonce: number,
): SlotSymbol[] {
  const stops: number[] = [];
  for (let block = 0; stops.length < 3; block++) {
    stopsFromBytes(hmacOf(spinMessage(clientSeed, nonce, block)), stops);
  }
  return stops.map((stop) => SLOT_SYMBOLS[stop]!);
}
