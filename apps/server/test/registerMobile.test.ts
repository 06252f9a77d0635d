import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { ensureInvitationCode } from '../src/modules/account/invitation';
import { setRegisterField } from '../src/modules/account/settings';
import { createCaptcha } from '../src/modules/verification/captcha';
import { MemberType } from '../src/modules/member/memberTypes';
import { readInbox } from '../src/modules/verification/providers';
import { defaultVerificationSettings } from '../src/modules/verification/service';
import { databases } from './helpers/databases';
import { NOTHING_STORED as NOTHING, storedFor } from './helpers/register';
import { loginRequest, newMember, testServer } from './helpers/server';

let sequence = 0;
/** A fresh 11-digit Bangladeshi mobile number per call. */
const freshPhone = () => `017${String(process.pid % 10_000).padStart(4, '0')}${String(++sequence).padStart(4, '0')}`;

describe.each(databases())('register settings and mobile registration on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const unlimited = { max: 10_000, timeWindowMs: 60_000 };

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, {
      // Codes are sent to one number twice within a second here; the §9 throttle has its own tests.
      config: {
        registerRateLimit: unlimited,
        smsRateLimit: unlimited,
        verification: { ...defaultVerificationSettings, sendIntervalMs: 0 },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const bd = { 'x-merchant-code': 'BD' };
  const settingsOf = async (merchant: string) =>
    (await app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { 'x-merchant-code': merchant } })).json().value;
  const sendCode = async (mobileNo: string, headers = bd) => {
    const response = await app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers, payload: { mobileNo } });
    expect(response.statusCode, response.body).toBe(200);
    return readInbox(mobileNo)[0]!.code;
  };
  const registerMobile = (payload: Record<string, unknown>, headers: Record<string, string> = bd) =>
    app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      headers,
      payload: { registerMethod: 'WEB', termsAccepted: true, ...payload },
    });

  it('serves each merchant its own field rules and registration types', async () => {
    const br = await settingsOf('BR');
    const field = (settings: { fields: { name: string }[] }, name: string) => settings.fields.find((f) => f.name === name);
    expect(field(br, 'birthday')).toMatchObject({ enabled: true, required: true, patternId: 'dateYearFirst' });
    expect(field(br, 'email')).toMatchObject({ enabled: false });
    expect(br.types).toEqual({ register: true, registerMobile: true, mobileAsUsername: true, mobilePassword: false, mobileVerification: true });
    expect(field(await settingsOf('MX'), 'email')).toMatchObject({ enabled: true, required: true });
    const bdSettings = await settingsOf('BD');
    expect(field(bdSettings, 'mobileNum')).toMatchObject({ enabled: true, minLength: 11, maxLength: 11, verifyBySms: true });
    expect(bdSettings.countryDialingCode).toBe('880');
  });

  it('registers a Bangladeshi mobile number with its SMS code; the number is the account', async () => {
    const phone = freshPhone();
    const verificationCode = await sendCode(phone);
    const response = await registerMobile({ mobileNum: phone, verificationCode, password: 'Secret123', confirmPassword: 'Secret123' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.firstTimeLogin).toBe(true);
    const login = await app.inject(loginRequest(phone, 'Secret123', bd));
    expect(login.statusCode, login.body).toBe(200);
  });

  it('asks for the SMS code, refuses a wrong one, and keeps nothing', async () => {
    const phone = freshPhone();
    const missing = await registerMobile({ mobileNum: phone, password: 'Secret123', confirmPassword: 'Secret123' });
    expect(missing.json().fieldErrors).toEqual({ verificationCode: { rule: 'required' } });
    const right = await sendCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await registerMobile({ mobileNum: phone, verificationCode: wrong, password: 'Secret123', confirmPassword: 'Secret123' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toEqual({ verificationCode: { rule: 'invalid' } });
    expect(await storedFor(database, phone, 'BD')).toEqual(NOTHING);
  });

  it('checks the number against the merchant rule (11 digits in Bangladesh) and refuses one in use', async () => {
    const short = await registerMobile({ mobileNum: '0171234567', verificationCode: '123456', password: 'Secret123', confirmPassword: 'Secret123' });
    expect(short.json().fieldErrors).toEqual({ mobileNum: { rule: 'length', min: 11, max: 11 } });
    const phone = freshPhone();
    const first = await registerMobile({ mobileNum: phone, verificationCode: await sendCode(phone), password: 'Secret123', confirmPassword: 'Secret123' });
    expect(first.statusCode).toBe(200);
    const again = await registerMobile({ mobileNum: phone, verificationCode: await sendCode(phone), password: 'Secret123', confirmPassword: 'Secret123' });
    expect(again.json().fieldErrors).toEqual({ mobileNum: { rule: 'taken' } });
  });

  it('registers in Brazil without a password (MOBILENUMPASSREG3 off), with the birthday Brazil asks for', async () => {
    const phone = `119${String(process.pid % 10_000).padStart(4, '0')}${String(++sequence).padStart(4, '0')}`;
    const br = { 'x-merchant-code': 'BR' };
    const noBirthday = await registerMobile({ mobileNum: phone, verificationCode: '000000' }, br);
    expect(noBirthday.json().fieldErrors).toEqual({ birthday: { rule: 'required' } });
    const response = await registerMobile({ mobileNum: phone, verificationCode: await sendCode(phone, br), birthday: '1999-01-01' }, br);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses registerMobile where the merchant does not offer it (Mexico)', async () => {
    const response = await registerMobile({ mobileNum: '5512345678', verificationCode: '123456' }, { 'x-merchant-code': 'MX' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });

  it('asks for the captcha where the merchant turns it on, and takes each captcha once', async () => {
    await setRegisterField(database.db, 'MX', 'captcha', { enabled: true, required: true });
    try {
      const mx = (captchaId?: string) => ({ 'x-merchant-code': 'MX', ...(captchaId && { cookie: `captcha=${captchaId}` }) });
      const body = (username: string, captcha?: string) => ({
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        email: `${username}@example.com`,
        termsAccepted: true,
        registerMethod: 'WEB',
        ...(captcha !== undefined && { captcha }),
      });
      const put = (payload: object, headers: Record<string, string>) =>
        app.inject({ method: 'PUT', url: '/wps/member/register', headers, payload });
      const missing = await put(body(`cap${sequence++}x`), mx());
      expect(missing.json().fieldErrors).toEqual({ captcha: { rule: 'required' } });
      const { id } = await createCaptcha(database.db, 'ACDE');
      const wrong = await put(body(`cap${sequence++}x`, 'XXXX'), mx(id));
      expect(wrong.json().fieldErrors).toEqual({ captcha: { rule: 'invalid' } });
      // That captcha is used up: even the right answer no longer opens it.
      expect((await put(body(`cap${sequence++}x`, 'ACDE'), mx(id))).json().fieldErrors).toEqual({ captcha: { rule: 'invalid' } });
      const fresh = await createCaptcha(database.db, 'HJKM');
      const ok = await put(body(`cap${sequence++}x`, 'hjkm'), mx(fresh.id));
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      await setRegisterField(database.db, 'MX', 'captcha', { enabled: false, required: false });
    }
  });

  it("checks affiliate codes: an agent's is valid, a player's or an unknown one is not", async () => {
    const agent = await newMember(database, { type: MemberType.AGENT });
    const player = await newMember(database);
    await ensureInvitationCode(database.db, 'BR', agent.id, `AFF${sequence++}X${agent.id.slice(0, 6)}`);
    await ensureInvitationCode(database.db, 'BR', player.id, `PLY${sequence++}X${player.id.slice(0, 6)}`);
    const check = async (code: string) =>
      (await app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=croupier.test` })).json().value;
    expect(await check(`aff${sequence - 2}x${agent.id.slice(0, 6)}`)).toEqual({ valid: true });
    expect(await check(`PLY${sequence - 1}X${player.id.slice(0, 6)}`)).toEqual({ valid: false });
    expect(await check('NOSUCHCODE')).toEqual({ valid: false });
  });
});
