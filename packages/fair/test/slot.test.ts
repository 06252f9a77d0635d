import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isClientSeed,
  SLOT_RTP_PERCENT,
  SLOT_SYMBOLS,
  slotPayout,
  serverSeedHash,
  spinReels,
  spinReelsWith,
  stopsFromBytes,
} from '../src/index';

const nodeSpin = (serverSeed: string, clientSeed: string, nonce: number) =>
  spinReelsWith(
    (message) => createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(message).digest(),
    clientSeed,
    nonce,
  );

describe('provably fair slot', () => {
  it('Web Crypto and node:crypto give the same reels on many spins', async () => {
    for (let seedNo = 0; seedNo < 5; seedNo++) {
      const serverSeed = randomBytes(32).toString('hex');
      const clientSeed = seedNo === 0 ? 'a client seed ~!@#' : randomBytes(8).toString('base64');
      for (let nonce = 0; nonce < 200; nonce++) {
        expect(await spinReels(serverSeed, clientSeed, nonce)).toEqual(
          nodeSpin(serverSeed, clientSeed, nonce),
        );
      }
    }
  });

  it('the hash shown is SHA-256 of the seed bytes, as node:crypto computes it', async () => {
    const serverSeed = randomBytes(32).toString('hex');
    expect(await serverSeedHash(serverSeed)).toBe(
      createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex'),
    );
  });

  it('a known vector stays what it is (the formula is published)', async () => {
    const serverSeed = '00'.repeat(32);
    const bytes = createHmac('sha256', Buffer.alloc(32)).update('seed:0').digest();
    const expected = stopsFromBytes(bytes).map((i) => SLOT_SYMBOLS[i]);
    expect(await spinReels(serverSeed, 'seed', 0)).toEqual(expected);
  });

  it('bytes from 252 up are skipped, the rest map by mod 6, and a short block continues in the next', () => {
    expect(stopsFromBytes(Uint8Array.from([255, 252, 5, 6, 251, 0]))).toEqual([5, 0, 5]);
    let calls = 0;
    const reels = spinReelsWith(
      (message) => {
        calls++;
        return message.endsWith(':1') ? Uint8Array.from([1, 2]) : Uint8Array.from([253, 0]);
      },
      'c',
      7,
    );
    expect(reels).toEqual(['7', 'BAR', 'BELL']);
    expect(calls).toBe(2);
  });

  it('the stated RTP is the exact return over every equally likely stop combination', () => {
    let returned = 0;
    for (const a of SLOT_SYMBOLS)
      for (const b of SLOT_SYMBOLS)
        for (const c of SLOT_SYMBOLS) returned += slotPayout([a, b, c], 1);
    expect(returned).toBe(208);
    expect(SLOT_RTP_PERCENT).toBe(96.3);
  });

  it('client seeds are 1-64 printable characters', () => {
    expect(isClientSeed('x')).toBe(true);
    expect(isClientSeed('a'.repeat(64))).toBe(true);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('a'.repeat(65))).toBe(false);
    expect(isClientSeed('tab\there')).toBe(false);
    expect(isClientSeed('café')).toBe(false);
  });
});
