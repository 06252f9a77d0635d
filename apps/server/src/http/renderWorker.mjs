// The worker thread of pageRenderer.ts: loads a site's server-side entry (apps/site/dist-ssr/entry.js) and
// renders pages with it, one at a time, off the server's main thread. The site's modules set up a browser
// of their own (jsdom) in this thread's globals, which the server's thread never sees. Its `fetch` reaches
// the server's own routes through the main thread (app.inject), as the visitor whose page it renders.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

if (!parentPort) throw new Error('renderWorker.mjs runs as a worker thread');
const port = parentPort;

/** Statuses whose answer has no body (a Response with one would throw). */
const NO_BODY = new Set([101, 204, 205, 304]);
const answers = new Map();
let nextCall = 0;
/** The render under way: its fetches go out as its visitor. */
let rendering;

globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const body = request.body ? await request.text() : undefined;
  const call = nextCall++;
  const answer = await new Promise((resolve) => {
    answers.set(call, resolve);
    port.postMessage({
      type: 'fetch',
      call,
      render: rendering,
      method: request.method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      body,
    });
  });
  return new Response(NO_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
};

const site = await import(pathToFileURL(workerData.entry).href);
const template = readFileSync(workerData.template, 'utf8');

/** The page and its compressed forms (a quick brotli and gzip: this runs per render, not per build). */
function encoded(html) {
  const bytes = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(bytes, { level: 6 }),
  };
}

let queue = Promise.resolve();
port.on('message', (message) => {
  if (message.type === 'fetched') {
    answers.get(message.call)?.(message);
    answers.delete(message.call);
    return;
  }
  if (message.type !== 'render') return;
  queue = queue.then(async () => {
    rendering = message.render;
    try {
      const html = await site.renderPage(message.url, template);
      port.postMessage({ type: 'rendered', render: message.render, page: html === null ? null : encoded(html) });
    } catch (error) {
      port.postMessage({ type: 'rendered', render: message.render, page: null, error: String(error?.stack ?? error) });
    } finally {
      rendering = undefined;
    }
  });
});

port.postMessage({ type: 'ready', paths: [...(await site.serverRenderedPaths())] });
