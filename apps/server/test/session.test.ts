import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { sessions } from '../src/db/schema';
import { databases } from './helpers/databases';
import {
  bearer,
  logIn,
  loginRequest,
  newMember,
  PASSWORD,
  testServer,
  uniqueAccount,
} from './helpers/server';

describe.each(databases())('session on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('logs in with username and password and the token opens the session', async () => {
    const member = await newMember(database);
    const response = await app.inject(loginRequest(member.account));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      value: {
        token: expect.any(String),
        firstTimeLogin: true,
        passwordExpired: false,
        captcha: false,
      },
    });
    expect(body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(body.value.token),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().value.account).toBe(member.account);
  });

  it('finds the account whatever its case, on the merchant named by X-Merchant-Code', async () => {
    const member = await newMember(database, { account: uniqueAccount('Mixed_Case') });
    expect((await app.inject(loginRequest(member.account.toUpperCase()))).statusCode).toBe(200);
    expect(
      (await app.inject(loginRequest(member.account, PASSWORD, { 'x-merchant-code': 'MX' })))
        .statusCode,
    ).toBe(401);
  });

  it('answers a wrong password and an unknown user with the same 401 envelope', async () => {
    const member = await newMember(database);
    const wrongPassword = await app.inject(loginRequest(member.account, 'not-the-password'));
    const unknownUser = await app.inject(loginRequest(uniqueAccount('ghost'), 'not-the-password'));
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      success: false,
      code: 'invalid_credentials',
      message: expect.any(String),
      value: null,
      captcha: false,
    });
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it('refuses sms login where the merchant has it off', async () => {
    for (const [type, merchant] of [['sms', 'MX']] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'x-merchant-code': merchant },
        payload: { username: 'x', password: 'y', type },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'bad_request',
        message: expect.stringContaining('not enabled'),
      });
    }
  });

  it('answers malformed JSON and a body that breaks the schema with 400 bad_request', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo",',
    });
    const cases = [
      malformed,
      await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: '', password: 'x', type: 'username' },
      }),
      await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: 'a', password: 'x', type: 'email' },
      }),
      await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: 'a', password: 'x', type: 'username', admin: true },
      }),
      await app.inject({ method: 'POST', url: '/wps/session/login' }),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'bad_request',
        message: expect.any(String),
        value: null,
      });
    }
  });

  it('answers a missing, malformed or unknown token with 401 not_logged_in', async () => {
    const headers = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('x'.repeat(43)),
    ];
    for (const h of headers) {
      for (const url of ['/wps/member/info', '/wps/v2/wallets/balance']) {
        const response = await app.inject({ method: 'GET', url, headers: h });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          code: 'not_logged_in',
          message: expect.any(String),
          value: null,
        });
      }
    }
  });

  it('logout revokes the token, which then gets 401', async () => {
    const member = await newMember(database);
    const token = await logIn(app, member.account);
    const logout = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, value: null });
    for (const [method, url] of [
      ['GET', '/wps/member/info'],
      ['GET', '/wps/v2/wallets/balance'],
      ['DELETE', '/wps/session/logout'],
    ] as const) {
      expect((await app.inject({ method, url, headers: bearer(token) })).statusCode).toBe(401);
    }
  });

  it('stores only a hash of the token', async () => {
    const member = await newMember(database);
    const token = await logIn(app, member.account);
    const rows = await database.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(rows.some((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('limits login attempts per client and account with 429 too_many_requests', async () => {
    const limited = await testServer(database, {
      config: { loginRateLimit: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      const member = await newMember(database);
      const attempts = [];
      for (let i = 0; i < 3; i++)
        attempts.push(await limited.inject(loginRequest(member.account, 'wrong')));
      expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 429]);
      expect(attempts[2]!.json()).toEqual({
        success: false,
        code: 'too_many_requests',
        message: expect.any(String),
        value: null,
      });
      // Another account from the same client is not locked out by the first one's failures.
      expect((await limited.inject(loginRequest(uniqueAccount('other'), 'wrong'))).statusCode).toBe(
        401,
      );
    } finally {
      await limited.close();
    }
  });
});
