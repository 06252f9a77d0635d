import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createCaptcha } from '../src/modules/verification/captcha';
import { databases } from './helpers/databases';
import { loginRequest, newMember, PASSWORD, testServer } from './helpers/server';

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const loginV2 = (payload: Record<string, unknown>, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/wps/session/loginV2',
  headers,
  payload,
});

describe.each(databases('both'))('loginV2 on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    const unlimited = { max: 10_000, timeWindowMs: 60_000 };
    app = await testServer(database, { trustProxy: true, config: { loginRateLimit: unlimited, captchaRateLimit: unlimited } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const captchaCookie = async (text: string) => ({ cookie: `captcha=${(await createCaptcha(database.db, text)).id}` });

  it('logs in with the password and the captcha in one call, once the captcha is required', async () => {
    const member = await newMember(database);
    const ip = from('198.51.100.40');
    for (let i = 0; i < 3; i++) await app.inject(loginRequest(member.account, 'wrong', ip));
    const solved = await app.inject(loginV2({ username: member.account, password: PASSWORD, captcha: 'wxyz' }, { ...ip, ...(await captchaCookie('WXYZ')) }));
    expect(solved.statusCode, solved.body).toBe(200);
    expect(solved.json().value).toMatchObject({ captcha: false, passwordExpired: false });
    expect(solved.json().value.token).toEqual(expect.any(String));
  });

  it('always checks the captcha, before the password, and each captcha answers once', async () => {
    const member = await newMember(database);
    const ip = from('198.51.100.41');
    const wrong = await app.inject(loginV2({ username: member.account, password: PASSWORD, captcha: 'NOPE' }, { ...ip, ...(await captchaCookie('ABCD')) }));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'captcha_invalid', captcha: true });
    const noCookie = await app.inject(loginV2({ username: member.account, password: PASSWORD, captcha: 'ABCD' }, ip));
    expect(noCookie.json().code).toBe('captcha_invalid');
    const cookie = await captchaCookie('EFGH');
    expect((await app.inject(loginV2({ username: member.account, password: PASSWORD, captcha: 'EFGH' }, { ...ip, ...cookie }))).statusCode).toBe(200);
    expect((await app.inject(loginV2({ username: member.account, password: PASSWORD, captcha: 'EFGH' }, { ...ip, ...cookie }))).json().code).toBe('captcha_invalid');
  });

  it('keeps the login checks: a wrong password counts as a failure, a non-member is refused, a missing captcha is 400', async () => {
    const member = await newMember(database);
    const ip = from('198.51.100.42');
    const badPassword = await app.inject(loginV2({ username: member.account, password: 'wrong', captcha: 'JKLM' }, { ...ip, ...(await captchaCookie('JKLM')) }));
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().code).toBe('invalid_credentials');
    const staff = await newMember(database, { type: 3 });
    const refused = await app.inject(loginV2({ username: staff.account, password: PASSWORD, captcha: 'NPQR' }, { ...ip, ...(await captchaCookie('NPQR')) }));
    expect(refused.json().code).toBe('member_no_enter');
    const agentPage = await app.inject(loginV2({ username: member.account, password: PASSWORD, captcha: 'STUV', agentLogin: true }, { ...ip, ...(await captchaCookie('STUV')) }));
    expect(agentPage.json().code).toBe('error_not_agent');
    expect((await app.inject(loginV2({ username: member.account, password: PASSWORD }, ip))).statusCode).toBe(400);
  });

  it('keeps the per-account login rate limit (spec §9)', async () => {
    const limited = await testServer(database, { trustProxy: true, config: { loginRateLimit: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const member = await newMember(database);
      const ip = from('198.51.100.43');
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.inject(loginV2({ username: member.account, password: 'wrong', captcha: 'AAAA' }, ip))).statusCode);
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
