// Several server processes on one PostgreSQL (issue 18): two servers on one database share their limits and
// their sockets' pushes (LISTEN/NOTIFY), as the processes of `npm run start:cluster` do.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { merchantSettings } from '../src/modules/system/tables';
import { postgresDatabase } from './helpers/databases';
import { bearer, logIn, loginRequest, newMember, testServer } from './helpers/server';
import { connectSocket } from './helpers/socket';
import { admin, adminConfig } from './helpers/walletCenter';

const postgres = postgresDatabase();

describe.skipIf(!postgres)('two server processes on one PostgreSQL', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await postgres!.open();
    const config = { ...adminConfig, loginRateLimit: { max: 2, timeWindowMs: 60_000 } };
    first = await testServer(database, { config });
    second = await testServer(database, { config });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('count one login limit: the second refuses what the first already counted', async () => {
    const member = await newMember(database);
    const statuses = [];
    for (const app of [first, second, first, second])
      statuses.push((await app.inject(loginRequest(member.account, 'wrong'))).statusCode);
    expect(statuses).toEqual([401, 401, 429, 429]);
    const refused = await second.inject(loginRequest(member.account, 'wrong'));
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
  });

  it('push to a socket the other process holds: a message staff send on one reaches it', async () => {
    const member = await newMember(database);
    const socket = await connectSocket(second, await logIn(second, member.account));
    const sent = await first.inject({
      method: 'POST',
      url: '/admin/messages',
      headers: admin,
      payload: {
        merchantCode: 'BR',
        account: member.account,
        category: 'platform',
        title: 'Across processes',
        content: 'Sent on the first, heard on the second.',
      },
    });
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => socket.heard.some((m) => m.type === 'unread')).toBe(true);
    socket.terminate();
  });

  it('a push on the process that holds the socket reaches it at once, and once (not again off the bus)', async () => {
    const member = await newMember(database);
    const socket = await connectSocket(second, await logIn(second, member.account));
    const sent = await second.inject({
      method: 'POST',
      url: '/admin/messages',
      headers: admin,
      payload: { merchantCode: 'BR', account: member.account, category: 'platform', title: 'Here', content: 'Heard here.' },
    });
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => socket.heard.filter((m) => m.type === 'unread').length).toBe(1);
    // the bus's copy arrives within a few milliseconds; it must not make a second push
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(socket.heard.filter((m) => m.type === 'unread')).toHaveLength(1);
    socket.terminate();
  });

  it('end a session on one process and the other closes its socket with 4403 session_ended', async () => {
    const member = await newMember(database);
    const token = await logIn(first, member.account);
    const socket = await connectSocket(second, token);
    const logout = await first.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: 4403, reason: 'session_ended' });
  });

  it('refuse an ended session at once on the other process: a logout on one, 401 on the next call to the other', async () => {
    const member = await newMember(database);
    const token = await logIn(first, member.account);
    expect((await second.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) })).statusCode).toBe(200);
    await first.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    const refused = await second.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
  });

  // The guard's cached merchant settings (modules/system/guardCache): a switch takes effect everywhere within a second.
  const gameList = (app: FastifyInstance) =>
    app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG', headers: { 'x-merchant-code': 'MX' } });
  const setMaintenance = (app: FastifyInstance, maintenance: boolean) =>
    app.inject({ method: 'PUT', url: '/admin/system/merchants/MX/status', headers: admin, payload: { maintenance } });
  const withinASecond = { timeout: 1_000, interval: 20 };
  // The status the site's status page polls reads the same cache, so it agrees with the refusals.
  const status = async (app: FastifyInstance) =>
    (await app.inject({ url: '/wps/system/status', headers: { 'x-merchant-code': 'MX' } })).json().value.status;

  it('switch maintenance on one process and the other refuses within a second, and serves again within a second', async () => {
    // Both caches hold "open" first.
    for (const app of [first, second]) expect((await gameList(app)).statusCode).toBe(200);
    expect((await setMaintenance(first, true)).statusCode).toBe(200);
    // The switching process answers from the new state at once.
    expect((await gameList(first)).json()).toMatchObject({ success: false, code: 'maintenance' });
    expect(await status(first)).toBe(1);
    await expect.poll(async () => (await gameList(second)).statusCode, withinASecond).toBe(503);
    await expect.poll(() => status(second), withinASecond).toBe(1);
    expect((await setMaintenance(second, false)).statusCode).toBe(200);
    expect((await gameList(second)).statusCode).toBe(200);
    expect(await status(second)).toBe(0);
    await expect.poll(async () => (await gameList(first)).statusCode, withinASecond).toBe(200);
    await expect.poll(() => status(first), withinASecond).toBe(0);
  });

  it('see a change written by hand (not through the switch) on both processes within a second', async () => {
    for (const app of [first, second]) expect((await gameList(app)).statusCode).toBe(200);
    const set = (maintenance: boolean) =>
      database.db.update(merchantSettings).set({ maintenance }).where(eq(merchantSettings.merchantCode, 'MX'));
    await set(true);
    try {
      for (const app of [first, second])
        await expect.poll(async () => (await gameList(app)).statusCode, withinASecond).toBe(503);
    } finally {
      await set(false);
    }
    for (const app of [first, second])
      await expect.poll(async () => (await gameList(app)).statusCode, withinASecond).toBe(200);
  });
});
