import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { members, verificationCodes } from '../src/db/schema';
import { readInbox } from '../src/modules/verification/providers';
import { sendCode, verifyCode } from '../src/modules/verification/service';
import { solveCaptcha } from '../src/modules/verification/captcha';
import { databases } from './helpers/databases';
import { newMember, testServer } from './helpers/server';

let phoneSequence = 0;
/** A fresh Brazilian mobile number (11 digits) per call. */
const freshPhone = () => `11${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSequence).padStart(6, '0')}`;

const latestCode = (phone: string) => readInbox(phone)[0]?.code;

describe.each(databases())('verification on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: { devInbox: true, smsRateLimit: { max: 1000, timeWindowMs: 60_000 }, captchaRateLimit: { max: 1000, timeWindowMs: 1000 } } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const sendLogin = (mobileNum: string) =>
    app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum, countryDialingCode: '55' } });

  it('sends a login code to a member’s number: it is in the dev inbox and stored only hashed', async () => {
    const phone = freshPhone();
    const member = await newMember(database);
    await database.db.update(members).set({ mobileNum: `+55 ${phone}` }).where(eq(members.id, member.id));

    const response = await sendLogin(phone);
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = latestCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const inbox = await app.inject({ method: 'GET', url: `/dev/inbox?to=${phone}` });
    expect(inbox.json().messages[0]).toMatchObject({ channel: 'sms', to: `+55 ${phone}`, purpose: 'login', code });
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.destination, `+55 ${phone}`));
    expect(row!.codeHash).not.toContain(code!);
  });

  it('answers a number without an account the same way, and sends nothing', async () => {
    const phone = freshPhone();
    expect((await sendLogin(phone)).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(readInbox(phone)).toEqual([]);
  });

  it('refuses a malformed or missing number with the field and its digit bounds', async () => {
    const bad = await sendLogin('12ab');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toEqual({ mobileNum: { rule: 'pattern', min: 10, max: 11 } });
    const bangladesh = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { 'x-merchant-code': 'BD' },
      payload: { mobileNo: '0171234567' },
    });
    expect(bangladesh.json().fieldErrors).toEqual({ mobileNo: { rule: 'pattern', min: 11, max: 11 } });
    const missing = await sendLogin('');
    expect(missing.json().fieldErrors).toEqual({ mobileNum: { rule: 'required' } });
  });

  it('throttles a number to one send a second, and makes it wait 5 minutes after 5 sends', async () => {
    const phone = freshPhone();
    const target = { merchantCode: 'BR', purpose: 'register' as const, channel: 'sms' as const, destination: `+55 ${phone}` };
    const settings = { codeTtlMinutes: 5, maxAttempts: 5, sendIntervalMs: 1000, maxSendsPerWindow: 5, windowMs: 3_600_000, resendWaitMs: 300_000 };
    await sendCode(database.db, target, settings);
    await expect(sendCode(database.db, target, settings)).rejects.toMatchObject({ code: 'too_many_requests' });
    const quick = { ...settings, sendIntervalMs: 0 };
    for (let i = 0; i < 4; i++) await sendCode(database.db, target, quick);
    await expect(sendCode(database.db, target, quick)).rejects.toMatchObject({ code: 'sms_too_many_requests', statusCode: 429 });
  });

  it('accepts the latest code once; a wrong code counts, and five wrong tries burn it', async () => {
    const phone = freshPhone();
    const target = { merchantCode: 'BR', purpose: 'register' as const, channel: 'sms' as const, destination: `+55 ${phone}` };
    await sendCode(database.db, target);
    const code = latestCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyCode(database.db, { ...target, code: wrong })).rejects.toMatchObject({ code: 'verification_code_invalid' });
    await expect(verifyCode(database.db, { ...target, purpose: 'login', code })).rejects.toMatchObject({ code: 'verification_code_expired' });
    await verifyCode(database.db, { ...target, code });
    await expect(verifyCode(database.db, { ...target, code })).rejects.toMatchObject({ code: 'verification_code_expired' });

    const other = `+55 ${freshPhone()}`;
    const burnt = { ...target, destination: other };
    await sendCode(database.db, burnt);
    const good = readInbox(other)[0]!.code;
    for (let i = 0; i < 5; i++)
      await expect(verifyCode(database.db, { ...burnt, code: good === '000000' ? '111111' : '000000' })).rejects.toBeDefined();
    await expect(verifyCode(database.db, { ...burnt, code: good })).rejects.toMatchObject({ code: 'verification_code_expired' });
  });

  it('serves a captcha PNG with its cookie; the cookie’s captcha answers once', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(response.statusCode).toBe(200);
    const png = Buffer.from(response.json().value, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^captcha=[0-9a-f-]{36}; Path=\/wps; Max-Age=300; HttpOnly; SameSite=Strict$/);
    const id = cookie.split(';')[0]!.split('=')[1];
    expect(await solveCaptcha(database.db, id, 'WRONG')).toBe(false);
    expect(await solveCaptcha(database.db, id, 'WRONG')).toBe(false);
  });

  it('limits captcha images to one a second per client by default', async () => {
    const strict = await testServer(database);
    try {
      expect((await strict.inject({ method: 'GET', url: '/wps/captcha' })).statusCode).toBe(200);
      const second = await strict.inject({ method: 'GET', url: '/wps/captcha' });
      expect(second.statusCode).toBe(429);
      expect(second.json().code).toBe('too_many_requests');
      // And without the dev inbox switched on there is no inbox.
      expect((await strict.inject({ method: 'GET', url: '/dev/inbox?to=1' })).statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
