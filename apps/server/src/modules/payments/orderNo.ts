import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A readable, unguessable order number: a prefix, the UTC date and 10 random characters. */
export function newOrderNo(prefix: 'D' | 'W' | 'T' | 'P', now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const random = Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${prefix}${date}${random}`;
}
