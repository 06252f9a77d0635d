// One member per e-mail on a merchant, in any letter case: the unique index, and the calls that set an
// e-mail answering 422 with a field error instead of failing on it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/errors';
import type { Database } from '../src/db/database';
import { MEMBER_EMAIL_KEY, members } from '../src/modules/member/tables';
import { readInbox } from '../src/modules/verification/providers';
import { databases } from './helpers/databases';
import { freshUsername, registerRequest, registration } from './helpers/register';
import { newMember, testServer } from './helpers/server';
import { call, fundedMember } from './helpers/walletCenter';

describe.each(databases('both'))('unique member e-mail on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let sequence = 0;
  const freshEmail = () => `Mail${process.pid}x${++sequence}@Example.com`;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, {
      config: { registerRateLimit: { max: 1_000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const setEmail = (id: string, email: string | null) =>
    database.db.update(members).set({ email }).where(eq(members.id, id));

  it('the index refuses a second member with the e-mail in any case, on the same merchant only; many may have none', async () => {
    const email = freshEmail();
    const first = await newMember(database);
    const second = await newMember(database);
    const elsewhere = await newMember(database, { merchantCode: 'MX' });
    await setEmail(first.id, email.toLowerCase());
    const error = await setEmail(second.id, email.toUpperCase()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, MEMBER_EMAIL_KEY)).toBe(true);
    await setEmail(elsewhere.id, email.toLowerCase());
    await setEmail(first.id, null);
    await setEmail(second.id, null);
    await setEmail(second.id, email.toLowerCase());
    await setEmail(first.id, null);
  });

  it('register: an e-mail another member has is a 422 field error (email taken), in any case', async () => {
    const email = freshEmail();
    const mx = { 'x-merchant-code': 'MX' };
    const first = await app.inject(registerRequest(registration(freshUsername(), { email }), mx));
    expect(first.statusCode, first.body).toBe(200);
    const again = await app.inject(
      registerRequest(registration(freshUsername(), { email: email.toUpperCase() }), mx),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { email: { rule: 'taken' } },
    });
  });

  it('register: two at once with one e-mail, one wins and the other hears 422 email taken (never a 500)', async () => {
    const email = freshEmail();
    const mx = { 'x-merchant-code': 'MX' };
    const answers = await Promise.all(
      [email, email.toLowerCase()].map((e) =>
        app.inject(registerRequest(registration(freshUsername(), { email: e }), mx)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().fieldErrors).toEqual({
      email: { rule: 'taken' },
    });
  });

  it('bind e-mail: one another member holds in another letter case is 422 target taken', async () => {
    const who = await fundedMember(app, database, 0, { txPassword: false });
    const holder = await newMember(database);
    const email = freshEmail();
    const sent = await call(app, {
      method: 'POST',
      url: '/wps/member/contact/code',
      headers: who.headers,
      payload: { channel: 'email', target: email },
    });
    expect(sent.status).toBe(200);
    const { code } = readInbox(email.toLowerCase()).at(-1)!;
    // Someone else got the address (as stored before e-mails were lower-cased) while the code was on its way.
    await setEmail(holder.id, email);
    const bound = await call(app, {
      method: 'PUT',
      url: '/wps/member/contact',
      headers: who.headers,
      payload: { channel: 'email', target: email, code },
    });
    expect(bound).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', fieldErrors: { target: { rule: 'taken' } } },
    });
    const [row] = await database.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, who.id));
    expect(row!.email).toBeNull();
  });

  it('forgot password by e-mail finds the member whose stored e-mail differs only in letter case', async () => {
    const member = await newMember(database);
    const email = freshEmail();
    await setEmail(member.id, email);
    const reset = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: member.account, email: email.toLowerCase() },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
