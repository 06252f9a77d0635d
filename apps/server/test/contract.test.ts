import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildServer } from '../src/app';
import { contractFrom, loadContract } from '../src/contract/document';
import type { Database } from '../src/db/database';
import { defaultMessages, FIELD_RULES } from '../src/http/envelope';
import { openapiPath } from '../src/paths';
import { databases } from './helpers/databases';

/** The real contract plus test-only operations, so the server's checks can be shown failing. */
function contractWithTestPaths() {
  const document = parse(readFileSync(openapiPath(), 'utf8'));
  const balanceResponse = {
    '200': {
      description: 'x',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/BalanceEnvelope' } } },
    },
  };
  document.paths['/wps/test/broken'] = {
    get: { operationId: 'testBroken', responses: balanceResponse },
  };
  document.paths['/wps/test/crash'] = {
    get: { operationId: 'testCrash', responses: balanceResponse },
  };
  document.paths['/wps/test/teapot'] = {
    get: { operationId: 'testTeapot', responses: balanceResponse },
  };
  return contractFrom(document);
}

describe('openapi document', () => {
  it('describes every operation the server implements', () => {
    const ids = loadContract().operations.map((op) => op.operationId);
    expect(ids).toEqual(
      expect.arrayContaining(['login', 'logout', 'register', 'getMemberInfo', 'getWalletBalance']),
    );
  });

  it("the server's error codes are exactly the contract's ErrorCode values", () => {
    const { document } = loadContract();
    const { schemas } = document.components as { schemas: Record<string, { enum?: string[] }> };
    expect(Object.keys(defaultMessages).sort()).toEqual(
      [...(schemas.ErrorCode?.enum ?? [])].sort(),
    );
  });

  it("the server's field rules are exactly the contract's FieldRule values", () => {
    const { document } = loadContract();
    const { schemas } = document.components as { schemas: Record<string, { enum?: string[] }> };
    expect([...FIELD_RULES].sort()).toEqual([...(schemas.FieldRule?.enum ?? [])].sort());
  });
});

describe.each(databases())('contract and errors on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let siteDir: string;

  beforeAll(async () => {
    database = await open();
    siteDir = mkdtempSync(path.join(tmpdir(), 'croupier-site-'));
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Croupier</title>');
    writeFileSync(path.join(siteDir, 'app.js'), 'console.log(1)');
    mkdirSync(path.join(siteDir, 'assets'));
    writeFileSync(path.join(siteDir, 'assets', 'app-1a2b3c.js'), 'console.log(2)');
    app = await buildServer({
      db: database,
      staticDir: siteDir,
      validateResponses: true,
      contract: contractWithTestPaths(),
    });
    // A float where the contract wants integer minor units: exactly the kind of bug the check exists for.
    app.get('/wps/test/broken', async () => ({
      success: true,
      value: { balance: 12.5, currency: 'BRL' },
    }));
    app.get('/wps/test/crash', async () => {
      throw new Error('secret internal detail');
    });
    app.get('/wps/test/teapot', async (_request, reply) => reply.status(418).send({ oops: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('a response that does not match openapi.yaml fails loudly as 500 unknown_error', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'unknown_error',
      message: expect.any(String),
      value: null,
    });
  });

  it('an undeclared error status must still be the error envelope', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/test/teapot' })).statusCode).toBe(500);
  });

  it('an internal error answers 500 unknown_error without details or stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'unknown_error',
      message: 'Unknown error',
      value: null,
    });
    expect(response.body).not.toMatch(/secret|stack|at /);
  });

  it('a route registered but missing from openapi.yaml fails at startup', async () => {
    const other = await buildServer({ db: database });
    try {
      await expect(
        (async () => {
          other.get('/wps/not/described', async () => ({ success: true, value: null }));
          await other.ready();
        })(),
      ).rejects.toThrow(/not described in openapi/);
    } finally {
      await other.close().catch(() => {});
    }
  });

  it('an unknown API path answers 404 not_found, even from a browser', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await app.inject({
        method: 'GET',
        url: '/wps/no/such/thing',
        headers: { accept },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'not_found',
        message: expect.any(String),
        value: null,
      });
    }
    expect((await app.inject({ method: 'POST', url: '/lgw/games/nothing' })).statusCode).toBe(404);
  });

  it('serves the site, and index.html for client-side routes a browser opens', async () => {
    const asset = await app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('no-cache');
    // Hashed build output is cached for a year.
    const hashed = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const route = await app.inject({
      method: 'GET',
      url: '/promotions?id=3',
      headers: { accept: 'text/html,*/*' },
    });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.body).toContain('<title>Croupier</title>');
    const missingImage = await app.inject({
      method: 'GET',
      url: '/missing.png',
      headers: { accept: 'image/png' },
    });
    expect(missingImage.statusCode).toBe(404);
  });
});
