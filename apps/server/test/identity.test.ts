import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { setWhitelabelFlags } from '../src/modules/system/whitelabel';
import { readInbox } from '../src/modules/verification/providers';
import { databases } from './helpers/databases';
import { bearer, testServer } from './helpers/server';

const idp = (app: FastifyInstance, path: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/sandbox-idp/${path}`, payload }).then((r) => r.json());
const loginWith = (app: FastifyInstance, firebaseIdToken: string, merchant = 'BR') =>
  app.inject({ method: 'POST', url: '/wps/session/login', headers: { 'x-merchant-code': merchant }, payload: { type: 'firebase', firebaseIdToken } });

describe.each(databases())('identity-provider sign-in on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: { devInbox: true } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('serves a consent page and signs in with the Google token it issues, as the same member each time', async () => {
    const consent = await app.inject({ method: 'GET', url: '/sandbox-idp/authorize?provider=google' });
    expect(consent.headers['content-type']).toMatch(/text\/html/);
    expect(consent.body).toContain('<h1>Sign in with Google</h1>');
    const email = `g${process.pid}@sandbox.test`;
    const { idToken } = await idp(app, 'token', { provider: 'google', name: 'Ana', email });
    const first = await loginWith(app, idToken);
    expect(first.statusCode, first.body).toBe(200);
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(first.json().value.token) });
    expect(info.json().value).toMatchObject({ nickname: 'Ana', account: expect.stringMatching(/^g_[0-9a-f]{10}$/) });
    const again = await loginWith(app, (await idp(app, 'token', { provider: 'google', email })).idToken);
    const infoAgain = await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(again.json().value.token) });
    expect(infoAgain.json().value.id).toBe(info.json().value.id);
  });

  it('signs in by phone with the SMS code of the sandbox, and answers phone-auth error codes', async () => {
    const phone = `1193${String(process.pid).padStart(7, '0').slice(-7)}`;
    expect(await idp(app, 'phone/code', { provider: 'phone', phone: '12' })).toEqual({ error: 'auth/invalid-phone-number' });
    expect(await idp(app, 'phone/code', { provider: 'phone', phone: '' })).toEqual({ error: 'auth/missing-phone-number' });
    expect(await idp(app, 'phone/code', { provider: 'phone', phone })).toEqual({ sent: true });
    expect(await idp(app, 'phone/code', { provider: 'phone', phone })).toEqual({ error: 'auth/too-many-requests' });
    const code = readInbox(phone)[0]!.code;
    expect(await idp(app, 'token', { provider: 'phone', phone, code: code === '000000' ? '111111' : '000000' })).toEqual({ error: 'auth/invalid-verification-code' });
    const { idToken } = await idp(app, 'token', { provider: 'phone', phone, code });
    const login = await loginWith(app, idToken);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.passwordExpired).toBe(false);
  });

  it('refuses a forged token, and a provider the merchant has switched off', async () => {
    const forged = await loginWith(app, 'sandbox.eyJwcm92aWRlciI6Imdvb2dsZSJ9.forged');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('invalid_credentials');
    await setWhitelabelFlags(database.db, 'MX', { facebookLogin: false });
    const { idToken } = await idp(app, 'token', { provider: 'facebook', email: 'f@sandbox.test' });
    const off = await loginWith(app, idToken, 'MX');
    expect(off.statusCode).toBe(400);
  });
});
