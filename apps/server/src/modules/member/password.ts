import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes: the OWASP baseline); said explicitly
// because the stored hash format is part of what we promise.
const ARGON2ID = 2 as Algorithm;

export const hashPassword = (password: string): Promise<string> =>
  hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so a login for an unknown account takes as long as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
}
