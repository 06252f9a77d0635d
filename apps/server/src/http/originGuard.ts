// Cross-site request refusal (issue 18): a state-changing call (POST, PUT, PATCH, DELETE) that names an
// Origin must come from the site itself (the host the request was sent to) or an origin the operator
// listed (ALLOWED_ORIGINS). Calls without an Origin (tools, servers, the Pact verifier) pass: browsers
// always send one on these methods, so a page on another site cannot hide it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request's Origin is absent, the request's own host, or listed. */
export function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const value = origin.toLowerCase();
  if (allowedOrigins.includes(value)) return true;
  try {
    // `null` (a sandboxed frame, a privacy-stripped origin) is not a URL: refused.
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    // The Host read with the Origin's scheme, so a default port written out (`:443`, `:80`) still matches.
    return url.host === new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

export function installOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && !originAllowed(request, allowedOrigins))
      throw new ApiError(403, 'origin_not_allowed');
  });
}
