// The page renderer (src/http/pageRenderer.ts) with a site entry of the test's own: the contract a site build
// meets (dist-ssr/entry.js exports serverRenderedPaths and renderPage; template.html beside it), the render's
// calls reaching this server as the visitor, the page's own script hashes in its policy, compression,
// the short cache, and index.html whenever the site renders nothing or fails.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { PAGE_MAX_AGE_MS, RESTART_DELAY_MS } from '../src/http/pageRenderer';
import { databases } from './helpers/databases';
import { testServer } from './helpers/server';

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const PAGE_SCRIPT = 'window.rendered=true';

// The site's entry: renders /rng with the visitor's location from the permission call; /none has no server
// render; /broken throws; /crash stops the worker; anything else is not one of its paths.
const ENTRY = `
let renders = 0;
export const serverRenderedPaths = async () => ['/rng', '/none', '/broken', '/crash'];
export async function renderPage(url, template) {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (pathname === '/none') return null;
  if (pathname === '/crash') process.exit(1);
  if (pathname === '/broken') throw new Error('the render failed');
  const answer = await fetch('http://localhost/wps/system/permission', { headers: { 'x-merchant-code': 'BR' } });
  const { value } = await answer.json();
  const body = '<main><p id="ip">' + value.location.ip + '</p><p id="domain">' + value.info.domainRoute.domain + '</p><p id="render">' + ++renders + '</p><p id="query">' + search + '</p></main>';
  return template.replace('<div id="root"></div>', '<div id="root">' + body + '</div><script>${PAGE_SCRIPT}</script>');
}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const between = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];

describe.each(databases())('server-rendered pages on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let siteDir: string;

  const page = (url: string, remoteAddress = '203.0.113.9', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html', ...headers } } as InjectOptions);

  beforeAll(async () => {
    database = await open();
    siteDir = mkdtempSync(path.join(tmpdir(), 'croupier-ssr-'));
    mkdirSync(path.join(siteDir, 'dist'));
    mkdirSync(path.join(siteDir, 'dist-ssr'));
    writeFileSync(path.join(siteDir, 'dist', 'index.html'), TEMPLATE.replace('<div id="root"></div>', '<div id="root"></div><!-- shell -->'));
    writeFileSync(path.join(siteDir, 'dist-ssr', 'template.html'), TEMPLATE);
    writeFileSync(path.join(siteDir, 'dist-ssr', 'entry.js'), ENTRY);
    app = await testServer(database, { staticDir: path.join(siteDir, 'dist') });
    // the renderer starts beside the server: until it is ready, pages are index.html (its worker loads in a few
    // seconds, and in tens of them on a busy two-core machine: the hook has the config's three minutes)
    const deadline = Date.now() + 90_000;
    while (!(await page('/rng?warm=1')).body.includes('id="ip"')) {
      if (Date.now() > deadline) throw new Error('the page renderer never started');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('renders a page with calls that reach this server as the visitor, under a policy for its own scripts', async () => {
    const response = await page('/rng?vassalage=PG', '198.51.100.7', { host: 'play.croupier.example' });
    expect(response.statusCode).toBe(200);
    // the page's domain decides its merchant: the render's calls carry the page request's Host
    expect(between(response.body, 'domain')).toBe('play.croupier.example');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(between(response.body, 'ip')).toBe('198.51.100.7');
    expect(between(response.body, 'query')).toBe('?vassalage=PG');
    const scripts = String(response.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scripts).toContain(sha256(PAGE_SCRIPT));
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const plain = await page('/rng?enc=1');
    const br = await page('/rng?enc=1', '203.0.113.9', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('/rng?enc=1', '203.0.113.9', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps a page a second per address and URL, then renders it again', async () => {
    const first = between((await page('/rng?cache=1')).body, 'render');
    expect(between((await page('/rng?cache=1')).body, 'render')).toBe(first);
    // another visitor has a page of their own (the page carries what the server said to its visitor)
    expect(between((await page('/rng?cache=1', '192.0.2.44')).body, 'render')).not.toBe(first);
    await new Promise((resolve) => setTimeout(resolve, PAGE_MAX_AGE_MS + 50));
    expect(between((await page('/rng?cache=1')).body, 'render')).not.toBe(first);
  });

  it('serves index.html where the site renders nothing, fails, or has no server render', async () => {
    for (const url of ['/none', '/broken', '/live']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<!-- shell -->');
    }
    // and data calls stay data
    expect((await app.inject({ method: 'GET', url: '/rng' })).statusCode).toBe(404);
  });

  it('starts its worker again after it stopped on its own, serving index.html meanwhile', async () => {
    const crashed = await page('/crash');
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toContain('<!-- shell -->');
    const deadline = Date.now() + RESTART_DELAY_MS + 60_000;
    for (let attempt = 0; !(await page(`/rng?after=${attempt}`)).body.includes('id="ip"'); attempt++) {
      if (Date.now() > deadline) throw new Error('the page renderer never started again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
