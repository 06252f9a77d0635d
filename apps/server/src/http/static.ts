// The built site on the same port as the API, with the SPA fallback for client-side routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './apiPaths';
import { failure } from './envelope';
import { keptPageRenderer, siteRendererFiles } from './pageRenderer';
import { markRenderedPage } from './securityHeaders';

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

// Hashed build output never changes under its name; everything else (index.html) must be revalidated.
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const cacheControlFor = (filePath: string) => (filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : revalidate);

/** The encoding to send a rendered page in, from the request's accept-encoding. */
function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Serves `staticDir` when given; unknown paths answer 404 not_found, or index.html for a browser page load,
 * or, on a path the site renders on the server (`renderPages`, on by default when the site was built with
 * its server entry), that page rendered with its data.
 */
export async function installStaticAndFallback(
  app: FastifyInstance,
  staticDir: string | undefined,
  { renderPages = true }: { renderPages?: boolean } = {},
): Promise<void> {
  const spa = staticDir && existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined;
  // The renderer starts beside the server (its worker loads the site's modules): until it is ready, if it
  // fails, and while it starts again after its worker stopped, pages render in the browser as before.
  const rendererFiles = spa && renderPages ? siteRendererFiles(spa) : undefined;
  const renderer = rendererFiles ? keptPageRenderer(app, rendererFiles) : undefined;
  app.addHook('onClose', async () => {
    await renderer?.close();
  });
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

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && wantsHtml(request)) {
      const page = renderer?.renders(path)
        ? await renderer.render(request.url, { remoteAddress: request.ip, headers: request.headers })
        : null;
      if (page) {
        const encoding = pageEncoding(request);
        reply.type('text/html; charset=utf-8').header('cache-control', revalidate).header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        markRenderedPage(request, page.html);
        return reply.send(encoding ? Buffer.from(page[encoding]) : page.html);
      }
      return reply.type('text/html').header('cache-control', revalidate).sendFile('index.html');
    }
    return reply.status(404).send(failure('not_found', `No route for ${request.method} ${path}`));
  });
}
