import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { parseOrigins } from '../src/http/securityHeaders';
import { databases } from './helpers/databases';
import { testServer } from './helpers/server';
import { admin, adminConfig, call, fundedMember, requestId } from './helpers/walletCenter';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a policy by name. */
const directives = (csp: string | string[] | number | undefined) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

const BEFORE_PAINT = "(function(){document.documentElement.className='dark'})()";
const LOADER = "(function(){import('/assets/index-abc.js')})()";
const page = (scripts: string[]) =>
  `<!doctype html><html><head><script>${scripts[0]}</script></head><body><div id="root"></div>` +
  `<script type="module">${scripts[1]}</script><script type="module" src="/assets/x.js"></script></body></html>`;

describe.each(databases())('security headers on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  let siteDir: string;

  beforeAll(async () => {
    database = await open();
    siteDir = mkdtempSync(path.join(tmpdir(), 'croupier-site-'));
    writeFileSync(path.join(siteDir, 'index.html'), page([BEFORE_PAINT, LOADER]));
    const security = {
      frameSources: ['https://games.vendor.example'],
      allowedOrigins: [],
      hstsMaxAgeSeconds: 31_536_000,
    };
    app = await testServer(database, { staticDir: siteDir, config: { ...adminConfig, security } });
    proxied = await testServer(database, {
      staticDir: siteDir,
      trustProxy: true,
      config: { security },
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html' };

  it("the site's page lets its own inline scripts run by hash, and no other inline script", async () => {
    for (const url of ['/', '/member']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", sha256(BEFORE_PAINT), sha256(LOADER)]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://games.vendor.example']);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
    }
  });

  it("the page may load the Google tag and the CDNs a merchant's permission payload names, once one names them", async () => {
    const setDelivery = (payload: object) =>
      app.inject({ method: 'PUT', url: '/admin/system/merchants/BD/delivery', headers: admin, payload });
    try {
      expect(
        (
          await setDelivery({
            gtagId: 'G-CSP12345',
            imageCDNs: ['https://img.cdn.example/croupier/'],
            launchGameCDNs: ['https://play.cdn.example'],
          })
        ).statusCode,
      ).toBe(200);
      const csp = directives((await app.inject({ method: 'GET', url: '/', headers: html })).headers['content-security-policy']);
      expect(csp.get('script-src')).toContain('https://*.googletagmanager.com');
      expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
      expect(csp.get('img-src')).toContain('https://img.cdn.example');
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://games.vendor.example', 'https://play.cdn.example']);
    } finally {
      await setDelivery({ gtagId: null, imageCDNs: [], launchGameCDNs: [] });
    }
    const csp = directives((await app.inject({ method: 'GET', url: '/', headers: html })).headers['content-security-policy']);
    expect(csp.get('script-src')).not.toContain('https://*.googletagmanager.com');
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('a rebuilt page gets the hashes of its new scripts', async () => {
    const next = "(function(){document.documentElement.className='light'})()";
    writeFileSync(path.join(siteDir, 'index.html'), page([next, LOADER]) + '\n');
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    const scripts = directives(response.headers['content-security-policy']).get('script-src');
    expect(scripts).toContain(sha256(next));
    expect(scripts).not.toContain(sha256(BEFORE_PAINT));
    writeFileSync(path.join(siteDir, 'index.html'), page([BEFORE_PAINT, LOADER]));
  });

  it('every answer says nosniff, a referrer and a permissions policy; the API loads nothing and is never framed', async () => {
    for (const url of ['/', '/wps/system/health', '/wps/no/such/call', '/api/art/vendors/PG']) {
      const response = await app.inject({ method: 'GET', url, headers: url === '/' ? html : {} });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['permissions-policy'], url).toContain('geolocation=()');
      if (url !== '/')
        expect(response.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
    }
  });

  it('HSTS only over HTTPS, which behind a trusted proxy X-Forwarded-Proto tells', async () => {
    const plain = await app.inject({ method: 'GET', url: '/wps/system/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // An untrusted client cannot claim HTTPS; a trusted proxy can.
    const spoofed = await app.inject({
      method: 'GET',
      url: '/wps/system/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const secure = await proxied.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it("the sandbox payment page runs no script, styles itself by hash, posts only to this server, and keeps its link's secret", async () => {
    const member = await fundedMember(app, database, 0);
    const created = await call(app, {
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: member.headers,
      payload: { methodCode: 'PIX', requestId: requestId('csp'), amount: 5_000 },
    });
    const response = await app.inject({ method: 'GET', url: created.body.value.paymentUrl });
    expect(response.statusCode).toBe(200);
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)![1]!;
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual([sha256(style)]);
    expect(csp.get('script-src')).toBeUndefined();
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("the sandbox identity provider's page runs only its own script and style, by nonce", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sandbox-idp/authorize?provider=google&merchant=BR',
    });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)![1]!;
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(response.body).not.toMatch(/ style="/);
    expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`]);
    expect(csp.get('style-src')).toEqual([`'nonce-${nonce}'`]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const again = await app.inject({
      method: 'GET',
      url: '/sandbox-idp/authorize?provider=google',
    });
    expect(again.headers['content-security-policy']).not.toBe(
      response.headers['content-security-policy'],
    );
  });

  it('an ended game page may still only be framed by the site', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sandbox/game/not-a-token',
      headers: html,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });

  it('origin lists from the environment must be origins, so nothing can be smuggled into a policy', () => {
    expect(parseOrigins('FRAME_SOURCES', 'https://a.example, https://*.b.example:8443/')).toEqual([
      'https://a.example',
      'https://*.b.example:8443',
    ]);
    expect(parseOrigins('FRAME_SOURCES', undefined)).toEqual([]);
    expect(() =>
      parseOrigins('FRAME_SOURCES', "https://a.example; script-src 'unsafe-inline'"),
    ).toThrow(/FRAME_SOURCES/);
    expect(() => parseOrigins('ALLOWED_ORIGINS', 'javascript:alert(1)')).toThrow(/ALLOWED_ORIGINS/);
  });
});

describe.each(databases())('state-changing calls from other sites on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    const security = {
      frameSources: [],
      allowedOrigins: ['https://partner.example'],
      hstsMaxAgeSeconds: 0,
    };
    app = await testServer(database, { config: { ...adminConfig, security } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const forgot = (email: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ username: 'nobody_here', email }).toString(),
    });

  it("refuses a POST or DELETE whose Origin is another site's, with the envelope, before the route runs", async () => {
    const member = await fundedMember(app, database, 0);
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost.evil.example',
      'file://',
    ]) {
      const login = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { origin },
        payload: { username: member.account, password: 'x', type: 'username' },
      });
      expect(login.statusCode, origin).toBe(403);
      expect(login.json()).toEqual({
        success: false,
        code: 'origin_not_allowed',
        message: 'This request did not come from this site',
        value: null,
      });
    }
    const logout = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...member.headers, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    // The session was not ended by the refused call.
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: member.headers,
    });
    expect(info.statusCode).toBe(200);
    // Reading is not state-changing: a GET from anywhere is answered as usual.
    const read = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { ...member.headers, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it("accepts the site's own origin (default ports written or not), a listed origin, and calls without an Origin", async () => {
    const cases: Record<string, string>[] = [
      { origin: 'http://localhost' },
      { origin: 'http://localhost:80' },
      { origin: 'https://shop.example', host: 'shop.example:443' },
      { origin: 'https://partner.example' },
      {},
    ];
    for (const headers of cases) {
      const response = await forgot('x@example.com', headers);
      expect(response.json().code, JSON.stringify(headers)).toBe('unknown_user');
    }
  });

  it('the sandbox payment form is refused from another site too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/pay/DEP-1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: 't=x&outcome=paid',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('origin_not_allowed');
  });
});
