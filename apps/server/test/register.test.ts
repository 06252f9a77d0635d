import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query';
import { ensureInvitationCode } from '../src/modules/account/invitation';
import { registerMember } from '../src/modules/account/registration';
import { MemberType } from '../src/modules/member/memberTypes';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import {
  freshUsername,
  NOTHING_STORED as NOTHING,
  REGISTER_PASSWORD as PASSWORD,
  registerRequest,
  registration,
  storedFor,
} from './helpers/register';
import { bearer, loginRequest, newMember, testServer } from './helpers/server';

describe.each(databases('both'))('register on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    // Every test registers from the same address: the limit has its own test.
    app = await testServer(database, {
      config: { registerRateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = async (url: string, token: string) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };

  const stored = (account: string) => storedFor(database, account);

  it('registers a regular member and logs it in: info works, balance 0 in BRL', async () => {
    const username = freshUsername();
    const response = await app.inject(registerRequest(registration(username)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        firstTimeLogin: true,
        passwordExpired: false,
        captcha: false,
      },
    });
    const { token } = response.json().value;

    expect(await get('/wps/member/info', token)).toEqual({
      id: expect.any(String),
      account: username,
      nickname: username,
      type: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      merchantCode: 'BR',
      currency: 'BRL',
      // a new member has reached no VIP level yet (spec §3 public state)
      hasVip: false,
      vipRankLevel: 0,
    });
    expect(await get('/wps/v2/wallets/balance', token)).toEqual({ balance: 0, currency: 'BRL' });
    expect(await stored(username)).toEqual({ members: 1, wallets: 1, sessions: 1 });
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('the new member logs in with its password, and that is not a first login any more', async () => {
    const username = freshUsername();
    await app.inject(registerRequest(registration(username)));
    const login = await app.inject(loginRequest(username.toUpperCase(), PASSWORD));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.firstTimeLogin).toBe(false);
  });

  it('registers on the merchant named by X-Merchant-Code, in its currency', async () => {
    const username = freshUsername();
    const response = await app.inject(
      registerRequest(registration(username, { email: `${username}@example.com` }), {
        'x-merchant-code': 'MX',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json().value;
    expect(await get('/wps/member/info', token)).toMatchObject({
      merchantCode: 'MX',
      currency: 'MXN',
    });
    expect(await get('/wps/v2/wallets/balance', token)).toEqual({ balance: 0, currency: 'MXN' });
    const [wallet] = await queryRows<{ currency: string }>(
      database.db,
      sql`SELECT a.currency FROM ledger_accounts a JOIN members m ON m.id = a.owner_member_id
          WHERE m.account = ${username}`,
    );
    expect(wallet).toEqual({ currency: 'MXN' });
  });

  it('ignores spaces around the username', async () => {
    const username = freshUsername();
    const response = await app.inject(registerRequest(registration(`  ${username} `)));
    expect(response.statusCode, response.body).toBe(200);
    expect((await get('/wps/member/info', response.json().value.token)).account).toBe(username);
  });

  it('refuses a username taken in any letter case with 409 account_exists', async () => {
    const username = `Dup${freshUsername()}`;
    expect((await app.inject(registerRequest(registration(username)))).statusCode).toBe(200);
    for (const again of [username, username.toLowerCase(), username.toUpperCase()]) {
      const response = await app.inject(registerRequest(registration(again)));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'account_exists',
        message: expect.any(String),
        value: null,
      });
    }
    expect(await stored(username)).toEqual({ members: 1, wallets: 1, sessions: 1 });
  });

  it('refuses an account created another way, e.g. by staff', async () => {
    const member = await newMember(database, { account: freshUsername() });
    expect((await app.inject(registerRequest(registration(member.account)))).statusCode).toBe(409);
  });

  it('lets another merchant have the same username', async () => {
    const username = freshUsername();
    expect((await app.inject(registerRequest(registration(username)))).statusCode).toBe(200);
    const mx = await app.inject(
      registerRequest(registration(username, { email: 'same@example.com' }), {
        'x-merchant-code': 'MX',
      }),
    );
    expect(mx.statusCode).toBe(200);
  });

  it.each([
    ['an empty username', { username: '' }, { username: { rule: 'required' } }],
    ['a blank username', { username: '   ' }, { username: { rule: 'required' } }],
    ['a short username', { username: 'abc' }, { username: { rule: 'length', min: 4, max: 16 } }],
    [
      'a long username',
      { username: 'a'.repeat(17) },
      { username: { rule: 'length', min: 4, max: 16 } },
    ],
    [
      'a username starting with a digit',
      { username: '1abcd' },
      { username: { rule: 'pattern', min: 4, max: 16 } },
    ],
    [
      'a username with an underscore',
      { username: 'demo_x' },
      { username: { rule: 'pattern', min: 4, max: 16 } },
    ],
    [
      'an empty password',
      { password: '', confirmPassword: '' },
      { password: { rule: 'required' }, confirmPassword: { rule: 'required' } },
    ],
    [
      'a short password',
      { password: 'ab12', confirmPassword: 'ab12' },
      { password: { rule: 'length', min: 6, max: 20 } },
    ],
    [
      'a password without a digit',
      { password: 'abcdefg', confirmPassword: 'abcdefg' },
      { password: { rule: 'pattern', min: 6, max: 20 } },
    ],
    [
      'a password with a space',
      { password: 'abc 1234', confirmPassword: 'abc 1234' },
      { password: { rule: 'pattern', min: 6, max: 20 } },
    ],
    ['no confirmation', { confirmPassword: '' }, { confirmPassword: { rule: 'required' } }],
    [
      'a confirmation that differs',
      { confirmPassword: 'Secret124' },
      { confirmPassword: { rule: 'mismatch' } },
    ],
    ['terms not accepted', { termsAccepted: false }, { termsAccepted: { rule: 'terms' } }],
  ])('answers %s with 422 validation_failed and its field error', async (_, change, expected) => {
    const username = freshUsername();
    const response = await app.inject(registerRequest(registration(username, change)));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: expect.any(String),
      value: null,
      fieldErrors: expected,
    });
    expect(await stored(username)).toEqual(NOTHING);
  });

  it('names every failing field at once, before looking at whether the name is taken', async () => {
    const taken = freshUsername();
    await app.inject(registerRequest(registration(taken)));
    const response = await app.inject(
      registerRequest(
        registration(taken, { password: 'short', confirmPassword: 'other', termsAccepted: false }),
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fieldErrors).toEqual({
      password: { rule: 'length', min: 6, max: 20 },
      confirmPassword: { rule: 'mismatch' },
      termsAccepted: { rule: 'terms' },
    });
  });

  it('answers a body that breaks the contract with 400 bad_request and no field errors', async () => {
    const username = freshUsername();
    const { username: _, ...withoutUsername } = registration(username);
    const bodies = [
      withoutUsername,
      registration(username, { registerMethod: 'APP' }),
      registration(username, { termsAccepted: 'yes' }),
      registration(username, { password: 123456 }),
      registration(username, { nickname: 'not in the contract' }),
      registration(username, { username: 'a'.repeat(129) }),
    ];
    for (const body of bodies) {
      const response = await app.inject(registerRequest(body));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'bad_request',
        message: expect.any(String),
        value: null,
      });
    }
    expect(await stored(username)).toEqual(NOTHING);
  });

  it("puts a member registered with an agent's affiliate code in its downline, and records a referrer", async () => {
    const agent = await newMember(database, { type: MemberType.AGENT });
    const referrer = await newMember(database);
    await ensureInvitationCode(database.db, 'BR', agent.id, `ag${agent.id.slice(0, 8)}`);
    await ensureInvitationCode(database.db, 'BR', referrer.id, `rf${referrer.id.slice(0, 8)}`);
    const username = freshUsername();
    const response = await app.inject(
      registerRequest(
        registration(username, {
          affiliateCode: `AG${agent.id.slice(0, 8)}`.toUpperCase(),
          referralCode: `rf${referrer.id.slice(0, 8)}`,
        }),
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await queryRows<{ parent_id: string; referrer_id: string; birthday: string }>(
      database.db,
      sql`SELECT m.parent_id, p.referrer_id, p.birthday::text AS birthday FROM members m
          JOIN member_profiles p ON p.member_id = m.id WHERE m.account = ${username}`,
    );
    expect(row).toEqual({ parent_id: agent.id, referrer_id: referrer.id, birthday: '1990-05-20' });
  });

  it('refuses unknown codes and a non-agent affiliate code as invalid, keeping nothing', async () => {
    const member = await newMember(database);
    await ensureInvitationCode(database.db, 'BR', member.id, `pl${member.id.slice(0, 8)}`);
    const username = freshUsername();
    const response = await app.inject(
      registerRequest(
        registration(username, { affiliateCode: `pl${member.id.slice(0, 8)}`, referralCode: 'NOPE1234' }),
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fieldErrors).toEqual({
      affiliateCode: { rule: 'invalid' },
      referralCode: { rule: 'invalid' },
    });
    expect(await stored(username)).toEqual(NOTHING);
  });

  it('applies the merchant\'s settings: Brazil wants a birthday of someone 18+, Mexico an email', async () => {
    const young = `${new Date().getUTCFullYear() - 17}-01-01`;
    const br = await app.inject(registerRequest(registration(freshUsername(), { birthday: young })));
    expect(br.json().fieldErrors).toEqual({ birthday: { rule: 'age', min: 18 } });
    const mx = await app.inject(
      registerRequest(registration(freshUsername(), { birthday: undefined }), { 'x-merchant-code': 'MX' }),
    );
    expect(mx.json().fieldErrors).toEqual({ email: { rule: 'required' } });
  });

  it('answers an unknown merchant with 400 bad_request', async () => {
    const username = freshUsername();
    const response = await app.inject(
      registerRequest(registration(username), { 'x-merchant-code': 'ZZ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });

  it('lets exactly one of concurrent registrations of one name win; the others get 409', async () => {
    const username = freshUsername();
    const variants = [username, username.toUpperCase(), username, username.toLowerCase()];
    const responses = await Promise.all(
      [...variants, ...variants].map((name) => app.inject(registerRequest(registration(name)))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stored(username)).toEqual({ members: 1, wallets: 1, sessions: 1 });
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('leaves nothing behind when a step after the member row fails', async () => {
    const username = freshUsername();
    // An invalid session expiry fails the last write, after the member and its wallet were inserted.
    const register = registerMember(database.db, {
      type: 'register',
      merchantCode: 'BR',
      form: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        birthday: '1990-01-01',
        termsAccepted: true,
      },
      sessionTtlMs: Number.NaN,
    });
    await expect(register).rejects.toThrow();
    expect(await stored(username)).toEqual(NOTHING);
    expect((await app.inject(registerRequest(registration(username)))).statusCode).toBe(200);
  });

  it('limits registrations per client IP with 429 too_many_requests', async () => {
    const limited = await testServer(database, {
      config: { registerRateLimit: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      const from = (remoteAddress: string) => ({
        ...registerRequest(registration(freshUsername())),
        remoteAddress,
      });
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.inject(from('10.0.0.1'))).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await limited.inject(from('10.0.0.2'))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
