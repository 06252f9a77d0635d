// Resolves `Authorization: Bearer <token>` to the caller's session; routes that need one add the preHandler.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { checkSessionActivity } from '../responsible/sessionActivity';
import { findSession, type FindSessionOptions, type SessionContext } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authenticate() on routes that need a session. */
    session: SessionContext | null;
  }
}

const bearer = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
};

/** The session preHandler; `options` adds what the route reads anyway to the same query (its balance). */
export function authenticate(db: Db, options?: FindSessionOptions): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearer(request.headers.authorization);
    const found = token ? await findSession(db, token, options) : undefined;
    if (!found) throw new ApiError(401, 'not_logged_in');
    await checkSessionActivity(db, found.session);
    request.session = found;
  };
}

/** The session of an authenticated request; a route without authenticate() calling this is a bug. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new Error(`${request.url} reads the session without authenticate()`);
  return request.session;
}
