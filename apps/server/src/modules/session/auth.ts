// Resolves `Authorization: Bearer <token>` to the caller's session; routes that need one add the preHandler.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { checkSessionActivity, type SessionActivity } from '../responsible/sessionActivity';
import {
  findSession,
  findSessionBalance,
  findSessionMemberInfo,
  type SessionBalance,
  type SessionContext,
  type SessionMemberInfo,
} from './service';

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

/**
 * The live session of the request's bearer token as `find` reads it (401 without one), after the idle check
 * (responsible/sessionActivity), which ends an idle session here.
 */
async function liveSession<T extends { session: SessionActivity }>(
  db: Db,
  request: FastifyRequest,
  find: (db: Db, token: string) => Promise<T | undefined>,
): Promise<T> {
  const token = bearer(request.headers.authorization);
  const found = token ? await find(db, token) : undefined;
  if (!found) throw new ApiError(401, 'not_logged_in');
  await checkSessionActivity(db, found.session);
  return found;
}

/** The session preHandler: request.session for the route. */
export function authenticate(db: Db): preHandlerAsyncHookHandler {
  return async (request) => {
    request.session = await liveSession(db, request, findSession);
  };
}

/** The balance read's session check: the same refusals as authenticate(), with the balance in the same query. */
export const authenticatedBalance = (db: Db, request: FastifyRequest): Promise<SessionBalance> =>
  liveSession(db, request, findSessionBalance);

/** The member info's session check: the same refusals as authenticate(), with the info's facts in the same query. */
export const authenticatedMemberInfo = (db: Db, request: FastifyRequest): Promise<SessionMemberInfo> =>
  liveSession(db, request, findSessionMemberInfo);

/** The session of an authenticated request; a route without authenticate() calling this is a bug. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new Error(`${request.url} reads the session without authenticate()`);
  return request.session;
}
