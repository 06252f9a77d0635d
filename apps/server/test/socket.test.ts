// The notification socket ends with its session (4403 session_ended) and limits chat messages per member.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { sessions } from '../src/modules/session/tables';
import { databases } from './helpers/databases';
import { bearer, logIn, newMember, PASSWORD, testServer } from './helpers/server';
import { connectSocket, type OpenSocket } from './helpers/socket';
import { call } from './helpers/walletCenter';

describe.each(databases())('the notification socket on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, {
      config: {
        socketSessionCheckMs: 100,
        chatRateLimit: { max: 3, timeWindowMs: 10_000 },
        passwordRateLimit: { max: 1_000, timeWindowMs: 60_000 },
        sandbox: { ...defaultConfig.sandbox, agentReplyMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const connect = (token: string) => connectSocket(app, token);

  /** A new member logged in twice, each session with its socket. */
  async function twoSessions() {
    const member = await newMember(database);
    const tokens = [await logIn(app, member.account), await logIn(app, member.account)] as const;
    const sockets = [await connect(tokens[0]), await connect(tokens[1])] as const;
    return { tokens, sockets };
  }

  const stillOpen = async (socket: OpenSocket) => {
    socket.send({ type: 'ping' });
    await expect.poll(() => socket.heard.some((m) => m.type === 'pong')).toBe(true);
  };

  it('logout closes the socket of that session with 4403 session_ended, not the member’s others', async () => {
    const {
      tokens: [token],
      sockets: [socket, other],
    } = await twoSessions();
    expect(
      (await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(await socket.closed).toEqual({ code: 4403, reason: 'session_ended' });
    await stillOpen(other);
    other.terminate();
  });

  it('a password change closes the sockets of the other sessions and keeps its own', async () => {
    const {
      tokens: [here],
      sockets: [own, theirs],
    } = await twoSessions();
    const changed = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(here),
      payload: {
        oldPassword: PASSWORD,
        newPassword: 'Changed123',
        confirmNewPassword: 'Changed123',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await theirs.closed).toEqual({ code: 4403, reason: 'session_ended' });
    await stillOpen(own);
    own.terminate();
  });

  it('a session revoked elsewhere (staff, another server process) closes at the periodic check', async () => {
    const member = await newMember(database);
    const token = await logIn(app, member.account);
    const socket = await connect(token);
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.memberId, member.id));
    expect(await socket.closed).toEqual({ code: 4403, reason: 'session_ended' });
  });

  it('chat: beyond chatRateLimit messages in the window the member hears too_many_requests', async () => {
    const member = await newMember(database);
    const token = await logIn(app, member.account);
    const chat = (
      await call(app, {
        method: 'POST',
        url: '/wps/relay/CBS_launchChat',
        headers: bearer(token),
        payload: { modelId: 'general' },
      })
    ).body.value;
    const socket = await connect(token);
    const said = () => socket.heard.filter((m) => m.type === 'chat.message').length;
    for (let i = 1; i <= 3; i += 1) {
      socket.send({ type: 'chat.send', chatId: chat.chatId, text: `message ${i}` });
      await expect.poll(said).toBe(i);
    }
    socket.send({ type: 'chat.send', chatId: chat.chatId, text: 'one too many' });
    await expect
      .poll(() => socket.heard.at(-1))
      .toEqual({ type: 'error', code: 'too_many_requests' });
    expect(said()).toBe(3);
    const again = (
      await call(app, {
        method: 'POST',
        url: '/wps/relay/CBS_launchChat',
        headers: bearer(token),
        payload: { modelId: 'general' },
      })
    ).body.value;
    expect(again.messages.map((m: { text: string }) => m.text)).not.toContain('one too many');
    socket.terminate();
  });
});
