import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { members } from '../src/db/schema';
import { isAgentType, isTrialType, MemberType } from '../src/modules/member/memberTypes';
import { createMember, MemberError } from '../src/modules/member/service';
import { databases } from './helpers/databases';
import { bearer, logIn, newMember, PASSWORD, testServer, uniqueAccount } from './helpers/server';

describe('member types', () => {
  it('agents are types 1, 2, 41 and 42; trial is 4; everything else a regular member', () => {
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
    expect([0, 3, 4, 5, 40, 43].some(isAgentType)).toBe(false);
    expect(isTrialType(4)).toBe(true);
    expect([0, 1, 2, 41, 42].some(isTrialType)).toBe(false);
  });
});

describe.each(databases())('member on $name', ({ open }) => {
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

  const infoOf = async (token: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };

  it('member info carries the numeric type, merchant, currency and VIP state', async () => {
    const agent = await newMember(database, { type: MemberType.AGENT, nickname: 'Big Boss' });
    const trial = await newMember(database, { type: MemberType.TRIAL });
    const downline = await newMember(database, { parentId: agent.id });

    expect(await infoOf(await logIn(app, agent.account))).toEqual({
      id: agent.id,
      account: agent.account,
      nickname: 'Big Boss',
      type: 1,
      firstTimeLogin: true,
      passwordExpired: false,
      merchantCode: 'BR',
      currency: 'BRL',
      hasVip: false,
      vipRankLevel: 0,
    });
    expect((await infoOf(await logIn(app, trial.account))).type).toBe(4);
    const downlineInfo = await infoOf(await logIn(app, downline.account));
    expect(downlineInfo.type).toBe(0);
    expect(downline.parentId).toBe(agent.id);
  });

  it('a member of another merchant sees that merchant and currency', async () => {
    const member = await newMember(database, { merchantCode: 'BD' });
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-merchant-code': 'BD' },
      payload: { username: member.account, password: PASSWORD, type: 'username' },
    });
    const info = await infoOf(response.json().value.token);
    expect(info).toMatchObject({ merchantCode: 'BD', currency: 'BDT' });
  });

  it('firstTimeLogin is true for the first login only', async () => {
    const member = await newMember(database);
    const first = await logIn(app, member.account);
    const second = await logIn(app, member.account);
    expect((await infoOf(first)).firstTimeLogin).toBe(true);
    expect((await infoOf(second)).firstTimeLogin).toBe(false);
  });

  it('stores passwords as argon2id hashes', async () => {
    const member = await newMember(database);
    const [row] = await database.db.select().from(members).where(eq(members.id, member.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('accounts are unique per merchant regardless of case', async () => {
    const account = uniqueAccount('Unique');
    await createMember(database.db, { merchantCode: 'BR', account, password: PASSWORD });
    await expect(
      createMember(database.db, {
        merchantCode: 'BR',
        account: account.toLowerCase(),
        password: PASSWORD,
      }),
    ).rejects.toThrow(MemberError);
    await expect(
      createMember(database.db, { merchantCode: 'MX', account, password: PASSWORD }),
    ).resolves.toMatchObject({ merchantCode: 'MX' });
  });
});
