// Issue 18: bad input is a 4xx in the §7 envelope, never a 500 or Fastify's own body. Each request here
// answered 500 unknown_error (or a non-envelope body) before the contract's input rules (openapi.yaml info,
// "Input"; src/contract/inputRules.ts), the one-value-per-parameter guard and the framework error options.
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { contractFrom, loadContract } from '../src/contract/document';
import { INPUT_LIMITS } from '../src/contract/inputRules';
import type { Database } from '../src/db/database';
import { externalAccounts } from '../src/modules/profile/tables';
import { databases, postgresDatabase } from './helpers/databases';
import { hostileJson, hostileString } from './helpers/fuzz/hostile';
import { percentEncode } from './helpers/fuzz/requests';
import { newMember, testServer } from './helpers/server';
import { fundedMember, type TestMember } from './helpers/walletCenter';

const badRequest = {
  success: false,
  code: 'bad_request',
  message: expect.any(String),
  value: null,
};

describe.each(databases())('input hardening on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let player: TestMember;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: { devInbox: true } });
    player = await fundedMember(app, database, 10_000);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const expectRefused = async (request: InjectOptions, status = 400) => {
    const response = await app.inject(request);
    expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(status);
    expect(response.json()).toEqual(badRequest);
  };
  const asPlayer = (url: string): InjectOptions => ({
    method: 'GET',
    url,
    headers: player.headers,
  });

  it('the contract states the input rules the server applies', () => {
    const { description } = loadContract().document.info as { description: string };
    expect(description).toContain('U+0000');
    expect(description).toContain(String(INPUT_LIMITS.integer));
    expect(description).toContain(`${INPUT_LIMITS.firstDay} to ${INPUT_LIMITS.lastDay}`);
    expect(description).toContain('?to=1&to=2');
  });

  it('a NUL character in a JSON body, a query or a form body is 400 bad_request', async () => {
    await expectRefused({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'a\u0000b', password: 'x', type: 'username' },
    });
    await expectRefused({
      method: 'POST',
      url: '/wps/session/login/verification',
      payload: { username: 'demo\u0000', password: 'x', method: 'sms' },
    });
    await expectRefused({ method: 'GET', url: '/wps/agent/affiliate?code=%00' });
    await expectRefused({ method: 'GET', url: '/lgw/vn/numeros/opened/game?gameCode=a%00' });
    await expectRefused({ method: 'GET', url: '/lotto/lgw/games/opened/numero?gameCode=%00' });
    await expectRefused({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=someone%00&email=a%40b.c',
    });
    await expectRefused({
      method: 'PUT',
      url: '/wps/feedback',
      headers: player.headers,
      payload: { questionType: 'other', content: 'hi\u0000' },
    });
  });

  it('non-finite and huge numbers in a query are 400 bad_request', async () => {
    for (const value of ['1e309', 'Infinity', '-Infinity', '99999999999999999999'])
      for (const url of [
        `/wps/relay/MCSFE_getFavoriteGames?pageNo=${value}`,
        `/wps/relay/GCS_recentGame?page=${value}`,
        `/wps/records/bets?pageNo=${value}`,
        `/wps/deposit/orders?pageSize=${value}`,
        `/wps/withdraw/orders?pageNo=${value}`,
        `/wps/relay/MCSFE_getListAnnouncements?pageNo=${value}`,
        `/wps/relay/GCSGAME_getRankList?limitNum=${value}`,
        `/lgw/vn/numeros/opened/game?gameCode=x&limit=${value}`,
      ])
        await expectRefused(asPlayer(url));
  });

  it('zero, impossible and far dates are 400 bad_request', async () => {
    for (const day of ['0000-00-00', '9999-12-31', '1899-12-31', '2100-01-01'])
      for (const url of [
        `/wps/records/transactions?startDate=${day}`,
        `/wps/deposit/orders?endDate=${day}`,
        `/wps/withdraw/orders?startDate=${day}`,
      ])
        await expectRefused(asPlayer(url));
    const ok = await app.inject(
      asPlayer(`/wps/records/transactions?startDate=${INPUT_LIMITS.firstDay}&endDate=2026-01-01`),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('a repeated query parameter is 400 bad_request, on API and sandbox routes alike', async () => {
    await expectRefused(asPlayer('/wps/records/bets?pageNo=1&pageNo=2'));
    await expectRefused({ method: 'GET', url: '/wps/agent/affiliate?code=A&code=B' });
    await expectRefused({ method: 'GET', url: '/dev/inbox?to=1&to=2' });
    await expectRefused({ method: 'GET', url: '/sandbox/pay/D12345678?t=a&t=b' });
  });

  it("the sandbox identity provider's token call validates its form", async () => {
    for (const payload of [
      { provider: 'google', email: 42 },
      { provider: 'google', email: { a: 1 } },
      { provider: 'google', email: 'a@b.c', name: ['x'] },
      { provider: 'phone', phone: 11987654321, code: 123456 },
      { provider: 'google', email: 'a\u0000@b.c' },
      { provider: 7 },
    ])
      await expectRefused({ method: 'POST', url: '/sandbox-idp/token', payload });
    const token = await app.inject({
      method: 'POST',
      url: '/sandbox-idp/token',
      payload: { provider: 'google', email: 'fine@sandbox.test', merchant: 'BR' },
    });
    expect(token.json()).toEqual({ idToken: expect.any(String) });
  });

  it('the sandbox pages outside the contract never answer 5xx, whatever they are sent', async () => {
    const field = fc.constantFrom(
      'provider',
      'merchant',
      'name',
      'email',
      'phone',
      'code',
      't',
      'outcome',
    );
    const form = fc.dictionary(
      field,
      fc.oneof(fc.constantFrom('google', 'phone', 'BR', 'paid'), hostileJson),
    );
    const page = fc.constantFrom(
      '/sandbox-idp/token',
      '/sandbox-idp/phone/code',
      '/sandbox/pay/D12345678',
    );
    await fc.assert(
      fc.asyncProperty(page, form, hostileString, async (url, body, segment) => {
        for (const request of [
          { method: 'POST' as const, url, payload: body },
          {
            method: 'GET' as const,
            url: `/sandbox/pay/${percentEncode(segment)}?t=${percentEncode(segment)}`,
          },
        ]) {
          const response = await app.inject(request);
          expect(response.statusCode, `${request.url} ${response.body.slice(0, 200)}`).toBeLessThan(
            500,
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the sandbox payment page refuses NUL and over-long input', async () => {
    await expectRefused({ method: 'GET', url: '/sandbox/pay/D12345678%00?t=x' });
    await expectRefused({ method: 'GET', url: '/sandbox/pay/D12345678?t=%00' });
    await expectRefused({
      method: 'POST',
      url: '/sandbox/pay/D12345678',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 't=%00&outcome=paid',
    });
  });

  it("Fastify's own errors answer the envelope: bad URL encoding, over-long path, bad JSON, wrong type, large body", async () => {
    await expectRefused(asPlayer('/wps/deposit/orders/%E0%A4%A'));
    await expectRefused(asPlayer(`/wps/deposit/orders/${'D'.repeat(101)}`));
    await expectRefused({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    await expectRefused({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    await expectRefused({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x', type: 'username' }),
    });
  });

  it('HTTP that does not parse is answered with the envelope too', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /wps/system/health HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual(badRequest);
  });

  it('a unique violation that escapes a service is 409 request_conflict', async () => {
    // A route that loses a race on purpose: its second insert meets the first under the primary key.
    const document = structuredClone(loadContract().document) as { paths: Record<string, unknown> };
    document.paths['/wps/test/race'] = {
      post: {
        operationId: 'testRace',
        responses: { default: { $ref: '#/components/responses/Error' } },
      },
    };
    const racing = await buildServer({
      db: database,
      validateResponses: true,
      contract: contractFrom(document),
    });
    const member = await newMember(database);
    racing.post('/wps/test/race', async () => {
      const row = { memberId: member.id, provider: 'GOOGLE', externalId: 'g-1' };
      await database.db.transaction(async (tx) => {
        await tx.insert(externalAccounts).values(row);
        await tx.insert(externalAccounts).values(row);
      });
      return { success: true, value: null };
    });
    try {
      const response = await racing.inject({ method: 'POST', url: '/wps/test/race' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'request_conflict',
        message: expect.any(String),
        value: null,
      });
      const kept = await database.db
        .select()
        .from(externalAccounts)
        .where(eq(externalAccounts.memberId, member.id));
      expect(kept).toEqual([]);
    } finally {
      await racing.close();
    }
  });
});

const postgres = postgresDatabase();
describe.runIf(postgres)('two binds of one external account at once, on PostgreSQL', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await postgres!.open();
    app = await testServer(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('each answers 200 or 409 request_conflict, and one binding remains', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await fundedMember(app, database, 0, { txPassword: false });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          app.inject({
            method: 'PUT',
            url: '/wps/member/externalAccounts',
            headers: who.headers,
            payload: { provider: 'TELEGRAM', externalId: `@racer${i}` },
          }),
        ),
      );
      for (const answer of answers) {
        expect([200, 409], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 409)
          expect(answer.json()).toMatchObject({
            success: false,
            code: 'request_conflict',
            value: null,
          });
      }
      const kept = await database.db
        .select()
        .from(externalAccounts)
        .where(eq(externalAccounts.memberId, who.id));
      expect(kept).toHaveLength(1);
    }
  });
});
