// A tiny static server for one peer build (node:http, nothing to install), with Croupier's API and artwork
// behind it on the same origin.
//
// Why a proxy: Lighthouse loads one URL, and a peer must make the same catalogue call and load the same
// artwork URLs as Croupier's /rng, which are relative (/wps/..., /api/art/...). Proxying those two prefixes to
// the Croupier server under test is the simplest way that keeps the data identical: the server's own bytes and
// headers pass through untouched (the gzipped catalogue, the JPEGs, their cache headers), and the extra hop
// on loopback costs well under a millisecond, next to the 150 ms round trips Lighthouse's mobile throttling
// simulates. The alternative, another Croupier server per peer with STATIC_DIR pointing at its build, would
// add two processes seeding their own databases on the same two cores while the measure runs.
//
// The build's own files are served the way Croupier's server serves the site (apps/server/src/http/static.ts
// with apps/site's precompressed output): brotli (quality 11) or gzip (level 9) to a client that accepts it,
// compressed once at start; hashed assets immutable, index.html revalidated; index.html for any other page
// a browser asks for, and 404 for other unknown files.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const PROXIED = ['/wps/', '/api/art/'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|css|svg|json)$/;
// Headers of one connection, never forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/** Every file under `dir`, by URL path, with its compressed copies (as apps/site's build writes them). */
function loadFiles(dir) {
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    const compress = COMPRESSIBLE.test(entry.name) && body.length >= 1024;
    files.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, {
      body,
      type: TYPES[path.extname(entry.name)] ?? 'application/octet-stream',
      cacheControl: file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      br: compress
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : undefined,
      gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
    });
  }
  return files;
}

/** The body to send for what the client accepts: brotli first, then gzip, else the file as it is. */
function encode(file, acceptEncoding = '') {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return { encoding: 'br', body: file.br };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', body: file.gzip };
  return { encoding: undefined, body: file.body };
}

/**
 * Serves the build in `dir` on 127.0.0.1 (`port` 0: any free port) and forwards /wps/* and /api/art/* to
 * `upstream` (the Croupier server's base URL). Resolves to `{ base, stop }`.
 */
export async function startPeerServer({ dir, upstream, port = 0 }) {
  const files = loadFiles(dir);
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });

  const proxy = (request, response) => {
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...withoutHopByHop(request.headers), host: target.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  };

  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://peer');
    if (PROXIED.some((prefix) => pathname.startsWith(prefix))) return proxy(request, response);
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    const file =
      files.get(pathname === '/' ? '/index.html' : pathname) ??
      (wantsPage ? files.get('/index.html') : undefined);
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const { encoding, body } = encode(file, request.headers['accept-encoding']);
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': file.cacheControl,
      vary: 'accept-encoding',
      ...(encoding && { 'content-encoding': encoding }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    /** Closes the server and its connections, and the kept-alive ones to the upstream. */
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
