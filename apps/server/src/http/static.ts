// The built site on the same port as the API, with the SPA fallback for client-side routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './apiPaths';
import { failure } from './envelope';

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

// Hashed build output never changes under its name; everything else (index.html) must be revalidated.
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const cacheControlFor = (filePath: string) => (filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : revalidate);

/** Serves `staticDir` when given; unknown paths answer 404 not_found, or index.html for a browser page load. */
export async function installStaticAndFallback(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  const spa = staticDir && existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined;
  if (spa) {
    await app.register(fastifyStatic, {
      root: spa,
      wildcard: false,
      index: 'index.html',
      // The site build writes .br and .gz beside each file; send those to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && wantsHtml(request)) {
      return reply.type('text/html').header('cache-control', revalidate).sendFile('index.html');
    }
    return reply.status(404).send(failure('not_found', `No route for ${request.method} ${path}`));
  });
}
