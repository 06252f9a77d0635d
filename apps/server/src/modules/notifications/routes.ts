// The notification socket at /socket (typed in @croupier/sdk's socket.ts). The browser cannot set
// headers on a WebSocket, so the first message carries the session token; no token, no pushes. When that
// session ends the socket closes with 4403 session_ended: at once when a process ends it (logout, password
// change, revoked: the end goes over the bus to every process), otherwise (expiry) at the periodic check or
// at a message, whose check reads the database at most once a second per socket.
import '@fastify/websocket';
import type { ClientMessage, ServerMessage } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { findSession, type SessionContext } from '../session/service';
import type { ModuleOptions } from '../types';
import { SocketCloseCode } from './hub';

// The same path as @croupier/sdk's socket.ts (the server imports SDK types only).
const SOCKET_PATH = '/socket';
const AUTH_TIMEOUT_MS = 10_000;
/**
 * A message within this long of the last look at the session trusts it: ends announced by any process close
 * the socket at once anyway, and a busy crash table sends a bet and a cash-out a second per socket.
 */
const SESSION_TRUST_MS = 1_000;

const parse = (data: unknown): ClientMessage | null => {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown };
    return typeof message?.type === 'string' ? (message as ClientMessage) : null;
  } catch {
    return null;
  }
};

export const notificationRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { db, config, notifier },
) => {
  app.get(SOCKET_PATH, { websocket: true }, (socket) => {
    let session: SessionContext | null = null;
    let token = '';
    let detach: (() => void) | undefined;
    let recheck: ReturnType<typeof setInterval> | undefined;
    const reply = (message: ServerMessage) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(message));
    };
    const timer = setTimeout(() => socket.close(SocketCloseCode.UNAUTHORIZED), AUTH_TIMEOUT_MS);
    let checkedAt = 0;
    /** False (and the socket closing with 4403) once the session behind it is no longer live. */
    const stillLive = async (): Promise<boolean> => {
      if (await findSession(db, token)) {
        checkedAt = Date.now();
        return true;
      }
      socket.close(SocketCloseCode.SESSION_ENDED, 'session_ended');
      return false;
    };

    const onMessage = async (data: unknown) => {
      const message = parse(data);
      if (!message) return reply({ type: 'error', code: 'bad_message' });
      if (message.type === 'auth') {
        const found = typeof message.token === 'string' ? await findSession(db, message.token) : undefined;
        if (!found) return socket.close(SocketCloseCode.UNAUTHORIZED);
        // The socket may have closed while the session was looked up: nothing to attach then.
        if (socket.readyState !== 1) return;
        clearTimeout(timer);
        detach?.();
        session = found;
        token = message.token;
        checkedAt = Date.now();
        detach = notifier.add({ memberId: found.member.id, sessionId: found.session.id }, socket);
        if (!recheck && config.socketSessionCheckMs > 0) {
          recheck = setInterval(() => {
            stillLive().catch((error: unknown) => app.log.warn({ err: error }, 'socket session check failed'));
          }, config.socketSessionCheckMs);
          recheck.unref();
        }
        return reply({ type: 'ready' });
      }
      if (!session) return socket.close(SocketCloseCode.UNAUTHORIZED);
      if (message.type === 'ping') return reply({ type: 'pong' });
      if (Date.now() - checkedAt >= SESSION_TRUST_MS && !(await stillLive())) return;
      const handler = notifier.handlerFor(message.type);
      if (!handler) return reply({ type: 'error', code: 'bad_message' });
      try {
        await handler(session, message as never, reply, socket);
      } catch (error) {
        app.log.warn({ err: error }, 'socket message failed');
        reply({ type: 'error', code: 'bad_message' });
      }
    };
    // A failed lookup (the database) answers bad_message; it must never become an unhandled rejection.
    socket.on('message', (data: unknown) => {
      onMessage(data).catch((error: unknown) => {
        app.log.warn({ err: error }, 'socket message failed');
        reply({ type: 'error', code: 'bad_message' });
      });
    });
    socket.on('close', () => {
      clearTimeout(timer);
      clearInterval(recheck);
      detach?.();
    });
  });
};
