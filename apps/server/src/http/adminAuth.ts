// The staff API's one check (/admin, README "Admin API"): the X-Admin-Token header against ADMIN_TOKEN.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from './envelope';

// Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Admin routes are closed (401 admin_unauthorized) without a token, or with a wrong one. */
export function adminOnly(token: string | null | undefined): preHandlerAsyncHookHandler {
  const expected = token ? digest(token) : undefined;
  return async (request) => {
    const given = request.headers['x-admin-token'];
    if (!expected || typeof given !== 'string' || !timingSafeEqual(digest(given), expected))
      throw new ApiError(401, 'admin_unauthorized');
  };
}
