// A lobby route's first view rendered per request (issue 16): the site's server-side entry, when the site
// was built with one beside its static files, renders the page with its data in a worker thread, and the
// visitor sees the games before any script has loaded. The server imports none of the site's code: it
// loads the built file by path (a plug-in), and the render's calls come back through app.inject, so they
// meet every route, guard, rate limit and region check as the visitor's own calls would.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/** A rendered page, and its compressed forms. */
export interface RenderedPage {
  html: string;
  br: Uint8Array;
  gzip: Uint8Array;
}

/** Who a page is rendered for: the render's calls go out with their address and headers. */
export interface PageVisitor {
  remoteAddress: string;
  /** The page request's headers: the Host (a domain's merchant), a CDN's country header, the user agent. */
  headers: Record<string, string | string[] | undefined>;
}

export interface PageRenderer {
  /** Whether `pathname` is one the site renders on the server. */
  renders(pathname: string): boolean;
  /** The page for `url` (path and query) as `visitor` sees it; null: serve index.html. */
  render(url: string, visitor: PageVisitor): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

/** The page request's headers a render's call does not carry: they describe that request, not the visitor. */
const REQUEST_ONLY = /^(accept|accept-encoding|connection|content-length|content-type|cookie|authorization|upgrade|if-.*|keep-alive|transfer-encoding)$/i;

const visitorHeaders = (visitor: PageVisitor): Record<string, string> =>
  Object.fromEntries(
    Object.entries(visitor.headers).flatMap(([name, value]) =>
      value === undefined || REQUEST_ONLY.test(name) ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

/** A render slower than this serves index.html instead (the browser renders the page). */
const RENDER_TIMEOUT_MS = 5_000;
/** The worker's start: loading the site's modules. */
const START_TIMEOUT_MS = 30_000;
/**
 * A page is kept this long per URL and visitor (address and headers), then rendered again: an operator's change to the
 * catalogue, menus or banners shows on the next load after it, in every process (each renders its own).
 */
export const PAGE_MAX_AGE_MS = 1_000;
const MAX_CACHED_PAGES = 200;

/** The worker's file: dist/http/renderWorker.js once built (this module is then in dist/), else the source beside it. */
function workerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'http', 'renderWorker.js');
  return existsSync(built) ? built : path.join(here, 'renderWorker.mjs');
}

/** The site's server-side entry and the page template beside its static files (apps/site/dist → dist-ssr). */
export function siteRendererFiles(staticDir: string): { entry: string; template: string } | undefined {
  const dir = path.join(staticDir, '..', 'dist-ssr');
  const files = { entry: path.join(dir, 'entry.js'), template: path.join(dir, 'template.html') };
  return existsSync(files.entry) && existsSync(files.template) ? files : undefined;
}

type FromWorker =
  | { type: 'ready'; paths: string[] }
  | { type: 'rendered'; render: number; page: RenderedPage | null; error?: string }
  | {
      type: 'fetch';
      call: number;
      render: number | undefined;
      method: string;
      url: string;
      headers: Record<string, string>;
      body?: string;
    };

/**
 * Starts the worker; undefined (and a warning) when the site's entry cannot load: pages then render in the browser.
 * `onStop` is told when a worker that had started stops on its own (a crash, out of memory), not on close().
 */
export async function startPageRenderer(
  app: FastifyInstance,
  files: { entry: string; template: string },
  { onStop }: { onStop?: () => void } = {},
): Promise<PageRenderer | undefined> {
  const worker = new Worker(workerFile(), { workerData: files });
  worker.unref();
  const visitors = new Map<number, PageVisitor>();
  const waiting = new Map<number, (page: RenderedPage | null) => void>();
  let nextRender = 0;
  let alive = true;
  let started = false;

  const answerFetch = async (message: Extract<FromWorker, { type: 'fetch' }>) => {
    const visitor = message.render === undefined ? undefined : visitors.get(message.render);
    const response = await app.inject({
      method: message.method as 'GET',
      url: message.url,
      // the visitor's own headers (its Host, its country as a CDN says it), then the site's for the call
      headers: { ...(visitor && visitorHeaders(visitor)), ...message.headers },
      ...(message.body !== undefined && { payload: message.body }),
      remoteAddress: visitor?.remoteAddress ?? '127.0.0.1',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    worker.postMessage({ type: 'fetched', call: message.call, status: response.statusCode, headers, body: response.body });
  };

  const paths = await new Promise<Set<string> | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), START_TIMEOUT_MS);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        started = true;
        resolve(new Set(message.paths));
      } else if (message.type === 'fetch') {
        answerFetch(message).catch((error: unknown) => {
          app.log.warn({ err: error, url: message.url }, 'page render: a call failed');
          worker.postMessage({ type: 'fetched', call: message.call, status: 502, headers: {}, body: '' });
        });
      } else if (message.type === 'rendered') {
        if (message.error) app.log.warn({ error: message.error }, 'page render failed');
        waiting.get(message.render)?.(message.page);
      }
    });
    const stop = (error?: unknown) => {
      clearTimeout(timer);
      const unexpected = alive && started;
      if (alive && error) app.log.error({ err: error }, 'the page renderer stopped: pages render in the browser');
      alive = false;
      for (const done of waiting.values()) done(null);
      resolve(undefined);
      if (unexpected) onStop?.();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(code === 0 ? undefined : new Error(`exit code ${code}`)));
  });
  if (!paths) {
    app.log.warn({ entry: files.entry }, 'the site renderer did not start: pages render in the browser');
    await worker.terminate();
    return undefined;
  }

  const renderNow = (url: string, visitor: PageVisitor) =>
    new Promise<RenderedPage | null>((resolve) => {
      if (!alive) return resolve(null);
      const render = nextRender++;
      visitors.set(render, visitor);
      const timer = setTimeout(() => finish(null), RENDER_TIMEOUT_MS);
      function finish(page: RenderedPage | null) {
        clearTimeout(timer);
        visitors.delete(render);
        waiting.delete(render);
        resolve(page);
      }
      waiting.set(render, finish);
      worker.postMessage({ type: 'render', render, url });
    });

  // Renders kept PAGE_MAX_AGE_MS (and shared while under way) per URL, visitor address and the headers it
  // passes on (a Host, a country, a user agent); at most MAX_CACHED_PAGES, none kept past its age.
  const cache = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  return {
    renders: (pathname) => alive && paths.has(pathname),
    render(url, visitor) {
      const key = JSON.stringify([visitor.remoteAddress, url, visitorHeaders(visitor)]);
      const now = Date.now();
      const kept = cache.get(key);
      if (kept && now - kept.at < PAGE_MAX_AGE_MS) return kept.page;
      // oldest first (an entry renewed is moved to the end): drop the expired ones, and the oldest past the cap
      cache.delete(key);
      for (const [k, entry] of cache) {
        if (now - entry.at < PAGE_MAX_AGE_MS && cache.size < MAX_CACHED_PAGES) break;
        cache.delete(k);
      }
      const page = renderNow(url, visitor);
      cache.set(key, { at: now, page });
      return page;
    },
    async close() {
      alive = false;
      await worker.terminate();
    },
  };
}

/** The wait before a stopped worker is started again; it doubles while the worker keeps stopping soon, to a minute. */
export const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 60_000;

/**
 * startPageRenderer, started again whenever its worker stops on its own (pages render in the browser meanwhile,
 * and the log says so). A site entry that never starts at all is not retried: it is broken until the next deploy.
 */
export function keptPageRenderer(
  app: FastifyInstance,
  files: { entry: string; template: string },
): PageRenderer {
  let current: PageRenderer | undefined;
  let closed = false;
  let delay = RESTART_DELAY_MS / 2;
  let restart: NodeJS.Timeout | undefined;
  // after a worker that ran `ranMs` (0: one that did not start again)
  const startLater = (ranMs: number) => {
    if (closed) return;
    delay = ranMs > MAX_RESTART_DELAY_MS ? RESTART_DELAY_MS : Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    app.log.warn({ inMs: delay }, 'the page renderer will start again');
    restart = setTimeout(() => void start(false), delay);
    restart.unref();
  };
  const start = async (first: boolean): Promise<void> => {
    const at = Date.now();
    const renderer = await startPageRenderer(app, files, {
      onStop: () => {
        current = undefined;
        startLater(Date.now() - at);
      },
    });
    if (closed) return void (await renderer?.close());
    current = renderer;
    if (!renderer && !first) startLater(0);
  };
  const started = start(true);
  return {
    renders: (pathname) => current?.renders(pathname) ?? false,
    render: (url, visitor) => current?.render(url, visitor) ?? Promise.resolve(null),
    async close() {
      closed = true;
      clearTimeout(restart);
      await started;
      await current?.close();
    },
  };
}
