// The built site on the same port as the API, with the SPA fallback for client-side routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './apiPaths';
import { failure } from './envelope';

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** Serves `staticDir` when given; unknown paths answer 404 not_found, or index.html for a browser page load. */
export async function installStaticAndFallback(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  const spa = staticDir && existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined;
  if (spa) await app.register(fastifyStatic, { root: spa, wildcard: false, index: 'index.html' });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (spa && request.method === 'GET' && !isApiPath(path) && wantsHtml(request)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(failure('not_found', `No route for ${request.method} ${path}`));
  });
}
