import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { members, sessions } from '../src/db/schema';
import { rememberIp } from '../src/modules/session/extraVerification';
import { setAuthenticator } from '../src/modules/session/totp';
import { createCaptcha } from '../src/modules/verification/captcha';
import { readInbox } from '../src/modules/verification/providers';
import { setWhitelabelFlags } from '../src/modules/system/whitelabel';
import { databases } from './helpers/databases';
import { bearer, loginRequest, newMember, PASSWORD, testServer } from './helpers/server';

let phones = 0;
const freshPhone = () => `119${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/wps/session/login',
  headers,
  payload,
});
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.each(databases())('login flows on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    const unlimited = { max: 10_000, timeWindowMs: 60_000 };
    app = await testServer(database, {
      trustProxy: true,
      config: { loginRateLimit: unlimited, smsRateLimit: unlimited, captchaRateLimit: unlimited, devInbox: true },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const withPhone = async (type = 0) => {
    const member = await newMember(database, { type });
    const phone = freshPhone();
    await database.db.update(members).set({ mobileNum: `+55 ${phone}` }).where(eq(members.id, member.id));
    return { member, phone };
  };

  it('logs in by mobile number and SMS code; the code works once', async () => {
    const { phone } = await withPhone();
    await app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: phone } });
    const code = readInbox(phone)[0]!.code;
    const ok = await app.inject(login({ type: 'sms', mobileNum: phone, verificationCode: code }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ passwordExpired: false, captcha: false });
    const again = await app.inject(login({ type: 'sms', mobileNum: phone, verificationCode: code }));
    expect(again.json()).toMatchObject({ code: 'verification_code_expired', captcha: false });
  });

  it('asks for the missing fields of the chosen login type', async () => {
    const sms = await app.inject(login({ type: 'sms', mobileNum: freshPhone() }));
    expect(sms.json().fieldErrors).toEqual({ verificationCode: { rule: 'required' } });
    const username = await app.inject(login({ type: 'username', username: '  ' }));
    expect(username.json().fieldErrors).toEqual({ username: { rule: 'required' }, password: { rule: 'required' } });
  });

  it('turns the captcha on after three failures of an account, and then needs the captcha answer', async () => {
    const member = await newMember(database);
    const ip = from('198.51.100.10');
    const flags = [];
    for (let i = 0; i < 3; i++) flags.push((await app.inject(loginRequest(member.account, 'wrong', ip))).json().captcha);
    expect(flags).toEqual([false, false, true]);
    const withoutCaptcha = await app.inject(loginRequest(member.account, PASSWORD, ip));
    expect(withoutCaptcha.statusCode).toBe(401);
    expect(withoutCaptcha.json()).toMatchObject({ code: 'captcha_invalid', captcha: true });
    // A captcha whose answer the test cannot read is still refused: the right one is only in the image.
    const image = await app.inject({ method: 'GET', url: '/wps/captcha' });
    const cookie = String(image.headers['set-cookie']).split(';')[0]!;
    const guessed = await app.inject(login({ username: member.account, password: PASSWORD, type: 'username', captcha: 'XXXX' }, { ...ip, cookie }));
    expect(guessed.json()).toMatchObject({ code: 'captcha_invalid', captcha: true });
    // The right answer, in any letter case, lets the login through; the captcha answers only once.
    const known = await createCaptcha(database.db, 'ACDE');
    const solved = await app.inject(login({ username: member.account, password: PASSWORD, type: 'username', captcha: 'acde' }, { ...ip, cookie: `captcha=${known.id}` }));
    expect(solved.statusCode, solved.body).toBe(200);
    const reused = await app.inject(login({ username: member.account, password: PASSWORD, type: 'username', captcha: 'ACDE' }, { ...ip, cookie: `captcha=${known.id}` }));
    expect(reused.json().code).toBe('captcha_invalid');
  });

  it('locks an account after its failures from any IP', async () => {
    const member = await newMember(database);
    const limited = await testServer(database, {
      trustProxy: true,
      config: { loginRateLimit: { max: 10_000, timeWindowMs: 60_000 }, loginAttempts: { windowMs: 60_000, captchaAfterAccountFailures: 100, captchaAfterIpFailures: 100, lockAfterAccountFailures: 3 } },
    });
    try {
      for (let i = 0; i < 3; i++) await limited.inject(loginRequest(member.account, 'wrong', from(`203.0.113.${i}`)));
      const locked = await limited.inject(loginRequest(member.account, PASSWORD, from('203.0.113.99')));
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });

  it('keeps non-members out, and non-agents out of the agent login, without a session', async () => {
    const staff = await newMember(database, { type: 3 });
    const refused = await app.inject(loginRequest(staff.account));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('member_no_enter');
    const player = await newMember(database);
    const notAgent = await app.inject(login({ username: player.account, password: PASSWORD, type: 'username', agentLogin: true }));
    expect(notAgent.json().code).toBe('error_not_agent');
    expect(await database.db.select().from(sessions).where(eq(sessions.memberId, player.id))).toEqual([]);
    for (const type of [1, 2, 41, 42]) {
      const agent = await newMember(database, { type });
      expect((await app.inject(login({ username: agent.account, password: PASSWORD, type: 'username', agentLogin: true }))).statusCode).toBe(200);
    }
  });

  it('asks a login from a new IP to verify by SMS code, then remembers the IP', async () => {
    const { member, phone } = await withPhone();
    await rememberIp(database.db, member.id, '192.0.2.1');
    const first = await app.inject(loginRequest(member.account, PASSWORD, from('192.0.2.2')));
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'verification_required', verificationMethods: [{ method: 'sms', destination: expect.stringMatching(/^\+55 •+\d{4}$/) }] });
    const sent = await app.inject({ method: 'POST', url: '/wps/session/login/verification', headers: from('192.0.2.2'), payload: { username: member.account, password: PASSWORD, method: 'sms' } });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = readInbox(phone)[0]!.code;
    const wrong = await app.inject(login({ username: member.account, password: PASSWORD, type: 'username', extraVerification: { method: 'sms', answer: code === '000000' ? '111111' : '000000' } }, from('192.0.2.2')));
    expect(wrong.json().code).toBe('verification_code_invalid');
    const verified = await app.inject(login({ username: member.account, password: PASSWORD, type: 'username', extraVerification: { method: 'sms', answer: code } }, from('192.0.2.2')));
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await app.inject(loginRequest(member.account, PASSWORD, from('192.0.2.2')))).statusCode).toBe(200);
  });

  it('verifies by payee name or a Google authenticator code, each code once', async () => {
    const member = await newMember(database);
    await database.db.update(members).set({ payeeName: 'Ana Souza' }).where(eq(members.id, member.id));
    const secret = new Secret({ size: 20 }).base32;
    await setAuthenticator(database.db, member.id, secret);
    await rememberIp(database.db, member.id, '192.0.2.10');
    const ask = await app.inject(loginRequest(member.account, PASSWORD, from('192.0.2.11')));
    expect(ask.json().verificationMethods).toEqual([{ method: 'payeeName' }, { method: 'google' }]);
    const byName = await app.inject(login({ username: member.account, password: PASSWORD, type: 'username', extraVerification: { method: 'payeeName', answer: ' ana  souza ' } }, from('192.0.2.11')));
    expect(byName.statusCode).toBe(200);
    const token = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const byTotp = await app.inject(login({ username: member.account, password: PASSWORD, type: 'username', extraVerification: { method: 'google', answer: token } }, from('192.0.2.12')));
    expect(byTotp.statusCode, byTotp.body).toBe(200);
    const replay = await app.inject(login({ username: member.account, password: PASSWORD, type: 'username', extraVerification: { method: 'google', answer: token } }, from('192.0.2.13')));
    expect(replay.json().code).toBe('verification_code_invalid');
  });

  it('marks the default reset password, a staff reset and (where forced expiry is on) an old password as expired', async () => {
    const reset = await newMember(database, { password: 'Reset@123' });
    expect((await app.inject(loginRequest(reset.account, 'Reset@123'))).json().value.passwordExpired).toBe(true);
    const old = await newMember(database);
    await database.db.update(members).set({ passwordChangedAt: new Date(Date.now() - 100 * 86_400_000) }).where(eq(members.id, old.id));
    expect((await app.inject(loginRequest(old.account))).json().value.passwordExpired).toBe(true);
    await setWhitelabelFlags(database.db, 'BR', { forcedPasswordExpiry: false });
    try {
      expect((await app.inject(loginRequest(old.account))).json().value.passwordExpired).toBe(false);
    } finally {
      await setWhitelabelFlags(database.db, 'BR', { forcedPasswordExpiry: true });
    }
  });

  it('free play creates a trial member and logs it in; a merchant without free play refuses', async () => {
    const response = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W' } });
    expect(response.statusCode).toBe(200);
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(response.json().value.token) });
    expect(info.json().value).toMatchObject({ type: 4, account: expect.stringMatching(/^trial_[0-9a-f]{10}$/) });
    await setWhitelabelFlags(database.db, 'MX', { freePlay: false });
    const mx = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { 'x-merchant-code': 'MX' }, payload: { platform: 'W' } });
    expect(mx.statusCode).toBe(403);
  });

  it("shows an agent its downline, and nobody else's", async () => {
    const agent = await newMember(database, { type: 1 });
    const downline = await newMember(database, { parentId: agent.id });
    const agentLogin = await app.inject(loginRequest(agent.account));
    const headers = bearer(agentLogin.json().value.token);
    const team = await app.inject({ method: 'GET', url: '/wps/agent/team/overview', headers });
    expect(team.json().value).toMatchObject({ directMembers: 1, teamMembers: 1 });
    const members = await app.inject({ method: 'GET', url: '/wps/agent/team/members', headers });
    expect(members.json().value.list).toEqual([expect.objectContaining({ account: downline.account, type: 0, lastLoginAt: null })]);
    const playerLogin = await app.inject(loginRequest(downline.account));
    const refused = await app.inject({ method: 'GET', url: '/wps/agent/team/overview', headers: bearer(playerLogin.json().value.token) });
    expect(refused.json().code).toBe('error_not_agent');
  });
});
