import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { setMemberMobile } from '../src/modules/member/service';
import { normalisePhone } from '../src/modules/verification/phone';
import { readInbox } from '../src/modules/verification/providers';
import { defaultVerificationSettings } from '../src/modules/verification/service';
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

const unlimited = { max: 10_000, timeWindowMs: 60_000 };

describe.each(databases())('passwords on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, {
      config: {
        passwordRateLimit: unlimited,
        smsRateLimit: unlimited,
        verification: { ...defaultVerificationSettings, sendIntervalMs: 0 },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const changePassword = (token: string, payload: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/wps/member/password', headers: bearer(token), payload });
  const infoStatus = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) }))
      .statusCode;

  it('changes the password, keeps this session and revokes the others', async () => {
    const member = await newMember(database);
    const here = await logIn(app, member.account);
    const elsewhere = await logIn(app, member.account);
    const response = await changePassword(here, {
      oldPassword: PASSWORD,
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await infoStatus(here)).toBe(200);
    expect(await infoStatus(elsewhere)).toBe(401);
    expect((await app.inject(loginRequest(member.account, PASSWORD))).statusCode).toBe(401);
    expect((await app.inject(loginRequest(member.account, 'Changed123'))).statusCode).toBe(200);
  });

  it('names a wrong old password, a new one that breaks the rule and a confirmation that differs', async () => {
    const member = await newMember(database);
    const token = await logIn(app, member.account);
    const response = await changePassword(token, {
      oldPassword: 'Wrong1234',
      newPassword: 'short',
      confirmNewPassword: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fieldErrors).toEqual({
      oldPassword: { rule: 'invalid' },
      newPassword: { rule: 'length', min: 6, max: 20 },
      confirmNewPassword: { rule: 'mismatch' },
    });
    expect((await app.inject(loginRequest(member.account, PASSWORD))).statusCode).toBe(200);
  });

  it('needs a session to change a password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
    expect(response.statusCode).toBe(401);
  });

  const forgot = (username: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });

  it('emails a reset code: the old password and sessions live until the code sets a new one, which logs in', async () => {
    const username = uniqueAccount('m').replace(/_/g, '').slice(0, 16);
    const email = `${username}@example.com`;
    const mx = { 'x-merchant-code': 'MX' };
    const registered = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: mx,
      payload: {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        email: email.toUpperCase(),
        termsAccepted: true,
        registerMethod: 'WEB',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const old = registered.json().value.token as string;
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...mx, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${username}&email=${encodeURIComponent(email)}`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const [mail] = readInbox(email);
    expect(mail).toMatchObject({ channel: 'email', purpose: 'password' });
    expect(mail!.code).toMatch(/^\d{6}$/);
    // Asking for a code changes nothing: whoever knows a username and its email cannot lock its owner out.
    expect(await infoStatus(old)).toBe(200);
    expect((await app.inject(loginRequest(username, 'Secret123', mx))).statusCode).toBe(200);

    const set = (payload: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email/verification',
        headers: mx,
        payload: {
          username,
          email,
          newPassword: 'ByEmail123',
          confirmNewPassword: 'ByEmail123',
          ...payload,
        },
      });
    const wrong = await set({ verificationCode: mail!.code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toEqual({ verificationCode: { rule: 'invalid' } });
    const notTheirs = await set({ verificationCode: mail!.code, email: 'other@example.com' });
    expect(notTheirs.json()).toMatchObject({ code: 'unknown_user' });
    const weak = await set({
      verificationCode: mail!.code,
      newPassword: 'short',
      confirmNewPassword: 'short',
    });
    expect(weak.json().fieldErrors).toMatchObject({ newPassword: { rule: 'length' } });
    expect((await app.inject(loginRequest(username, 'Secret123', mx))).statusCode).toBe(200);

    const done = await set({ verificationCode: mail!.code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({ passwordExpired: false, token: expect.any(String) });
    expect(await infoStatus(done.json().value.token)).toBe(200);
    expect(await infoStatus(old)).toBe(401);
    expect((await app.inject(loginRequest(username, 'Secret123', mx))).statusCode).toBe(401);
    expect((await app.inject(loginRequest(username, 'ByEmail123', mx))).statusCode).toBe(200);
    // The code is used up.
    expect(
      (
        await set({
          verificationCode: mail!.code,
          newPassword: 'Again1234',
          confirmNewPassword: 'Again1234',
        })
      ).statusCode,
    ).toBe(422);
  });

  it("answers an unknown user or a wrong email with 'Username/Email does not exist'", async () => {
    const member = await newMember(database);
    for (const response of [
      await forgot('nobody_here', 'x@example.com'),
      await forgot(member.account, 'not-theirs@example.com'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'unknown_user',
        message: 'Username/Email does not exist',
      });
    }
  });

  it('sets a new password with the SMS login code, ends the old sessions and logs in', async () => {
    const member = await newMember(database);
    const mobileNum = `119${String(Date.now()).slice(-8)}`;
    await setMemberMobile(database.db, member.id, normalisePhone('BR', { mobileNum }));
    const old = await logIn(app, member.account);
    const sms = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum },
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const verificationCode = readInbox(mobileNum)[0]!.code;
    const set = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: {
          mobileNum,
          verificationCode: code,
          newPassword: 'ByPhone123',
          confirmNewPassword: 'ByPhone123',
        },
      });
    const wrong = await set(verificationCode === '000000' ? '111111' : '000000');
    expect(wrong.json().fieldErrors).toEqual({ verificationCode: { rule: 'invalid' } });
    const response = await set(verificationCode);
    expect(response.statusCode, response.body).toBe(200);
    expect(await infoStatus(response.json().value.token)).toBe(200);
    expect(await infoStatus(old)).toBe(401);
    expect((await app.inject(loginRequest(member.account, 'ByPhone123'))).statusCode).toBe(200);
  });

  it('answers a number without an account with unknown_user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: { mobileNum: '11900000001', verificationCode: '123456', newPassword: 'ByPhone123' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('unknown_user');
  });
});
