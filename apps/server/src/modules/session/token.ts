import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: a stolen table gives no usable tokens. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
