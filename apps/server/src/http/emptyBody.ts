import type { FastifyInstance } from 'fastify';

/**
 * Bodiless calls (confirm, approve) arrive in several forms: with `Content-Type: application/json` and no
 * body (openapi-fetch sends the header by default), or chunked with an empty body and no type (proxies).
 * Fastify refuses both (400, 415). In this plugin's scope an empty body is simply no body; a non-empty body
 * of an unknown type is still refused.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { headers } = request;
    const noBody =
      headers['content-length'] === '0' ||
      (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined);
    if (noBody) delete headers['content-type'];
  });
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1_024 }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
  });
}
