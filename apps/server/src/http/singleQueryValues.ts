// One value per query parameter (openapi.yaml info, "Input"): `?to=1&to=2` is 400 bad_request on every
// route, API or not, before a schema or a handler can meet an array where it expects one string.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';

export function refuseRepeatedQueryParameters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown>;
    if (Object.values(query).some(Array.isArray))
      throw new ApiError(400, 'bad_request', 'A query parameter is given more than once');
  });
}
