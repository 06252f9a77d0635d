// Sign-in through an identity provider (spec §1, §7: Facebook, Google, and phone sign-in, "firebase").
// The provider interface checks a token and names the person; the only provider is the built-in
// sandbox, whose consent page (sandboxIdp.ts) issues tokens signed with a key held in memory.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type IdentityProviderName = 'google' | 'facebook' | 'phone';

export interface Identity {
  provider: IdentityProviderName;
  /** The provider's stable id of the person. */
  subject: string;
  name?: string;
  email?: string;
  /** Normalised `+<dialing code> <digits>` (phone sign-in). */
  phoneNumber?: string;
}

export interface IdentityProvider {
  /** The identity a token stands for, or undefined when the token is forged, expired or malformed. */
  verify(token: string): Identity | undefined;
}

const TOKEN_TTL_MS = 5 * 60_000;
// A new key per process: a sandbox token never outlives the server that issued it.
const key = randomBytes(32);
const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** Issues a sandbox token for `identity` (the consent page calls this once the person agreed). */
export function issueSandboxToken(identity: Identity): string {
  const payload = Buffer.from(JSON.stringify({ ...identity, exp: Date.now() + TOKEN_TTL_MS })).toString('base64url');
  return `sandbox.${payload}.${sign(payload)}`;
}

export const sandboxIdentityProvider: IdentityProvider = {
  verify(token) {
    const [scheme, payload = '', signature = ''] = token.split('.');
    if (scheme !== 'sandbox') return undefined;
    const expected = Buffer.from(sign(payload));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
    try {
      const { exp, ...identity } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Identity & { exp: number };
      return exp > Date.now() ? identity : undefined;
    } catch {
      return undefined;
    }
  },
};
