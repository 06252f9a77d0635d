// Marketing messages stop during a break or self-exclusion (issue 15): a broadcast skips the member and
// pushes nothing to them, platform messages still arrive, and marketing arrives again once the break ends.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { memberMessages } from '../src/modules/messages/tables';
import { databases } from './helpers/databases';
import { bearer, loginRequest, PASSWORD, testServer } from './helpers/server';
import { connectSocket } from './helpers/socket';
import { admin, adminConfig, call, fundedMember, type TestMember } from './helpers/walletCenter';

const HOUR = 3_600_000;

describe.each(databases('both'))('marketing messages on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: adminConfig });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  afterEach(() => vi.useRealTimers());

  const broadcast = (category: string, title: string, merchantCode = 'BR') =>
    call(app, { method: 'POST', url: '/admin/messages/broadcast', headers: admin, payload: { merchantCode, category, title, content: `${title}!` } });
  const titles = async (who: TestMember) =>
    ((await call(app, { method: 'GET', url: '/wps/messages?pageSize=50', headers: who.headers })).body.value.list as { title: string }[]).map((m) => m.title);
  const unread = async (who: TestMember) =>
    (await call(app, { method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: who.headers })).body.value.messageV2 as number;
  const takeBreak = (who: TestMember) =>
    call(app, { method: 'POST', url: '/wps/responsibleGaming/exclusion', headers: who.headers, payload: { kind: 'break', duration: 1 } });

  it('a member on a break gets no marketing from a broadcast while another member does; platform messages still arrive', async () => {
    const resting = await fundedMember(app, database, 0);
    const playing = await fundedMember(app, database, 0);
    expect((await takeBreak(resting)).status).toBe(200);
    const [restingSocket, playingSocket] = await Promise.all([connectSocket(app, resting.token), connectSocket(app, playing.token)]);

    const sent = await broadcast('marketing', 'Weekend reload bonus');
    expect(sent.status).toBe(200);
    expect(sent.body.value.skipped).toBeGreaterThanOrEqual(1);
    expect(await titles(playing)).toContain('Weekend reload bonus');
    expect(await titles(resting)).not.toContain('Weekend reload bonus');
    await expect.poll(() => playingSocket.heard.filter((m) => m.type === 'unread').length).toBe(1);
    expect(restingSocket.heard.filter((m) => m.type === 'unread')).toEqual([]);

    await broadcast('platform', 'Scheduled maintenance');
    expect(await titles(resting)).toContain('Scheduled maintenance');
    expect(await unread(resting)).toBe(1);
    await expect.poll(() => restingSocket.heard.filter((m) => m.type === 'unread').length).toBe(1);

    // Sending marketing to that one member is refused with the break's end, and stores nothing.
    const direct = await call(app, {
      method: 'POST',
      url: '/admin/messages',
      headers: admin,
      payload: { merchantCode: 'BR', account: resting.account, category: 'marketing', title: 'Just for you', content: 'A bonus' },
    });
    expect(direct).toMatchObject({ status: 403, body: { code: 'account_excluded' } });
    expect(await titles(resting)).not.toContain('Just for you');
    restingSocket.terminate();
    playingSocket.terminate();
  });

  it('marketing stored while a member was excluded is never shown or counted', async () => {
    const resting = await fundedMember(app, database, 0);
    expect((await takeBreak(resting)).status).toBe(200);
    // As if a sender raced the break: the row exists, but the member must not see it.
    await database.db.insert(memberMessages).values({ memberId: resting.id, category: 'marketing', title: 'Raced offer', content: 'x' });
    expect(await titles(resting)).not.toContain('Raced offer');
    expect(await unread(resting)).toBe(0);
  });

  it('after the break ends new marketing arrives again', async () => {
    const resting = await fundedMember(app, database, 0);
    expect((await takeBreak(resting)).status).toBe(200);
    await broadcast('marketing', 'During the break');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * HOUR);
    await broadcast('marketing', 'After the break');
    const login = await call(app, loginRequest(resting.account, PASSWORD, { 'x-merchant-code': 'BR' }));
    expect(login.status).toBe(200);
    const back = { ...resting, headers: bearer(login.body.value.token as string) };
    const seen = await titles(back);
    expect(seen).toContain('After the break');
    expect(seen).not.toContain('During the break');
  });

  it('a broadcast to an unknown merchant answers not_found and needs the admin token', async () => {
    expect((await broadcast('marketing', 'Nobody', 'ZZ')).body.code).toBe('not_found');
    const anonymous = await call(app, { method: 'POST', url: '/admin/messages/broadcast', payload: { merchantCode: 'BR', category: 'marketing', title: 'x', content: 'y' } });
    expect(anonymous.status).toBe(401);
  });
});
