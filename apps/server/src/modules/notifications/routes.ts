// The notification socket at /socket (typed in @croupier/sdk's socket.ts). The browser cannot set
// headers on a WebSocket, so the first message carries the session token; no token, no pushes.
import '@fastify/websocket';
import type { ClientMessage, ServerMessage } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { findSession, type SessionContext } from '../session/service';
import type { ModuleOptions } from '../types';

// The same path and close codes as @croupier/sdk's socket.ts (the server imports SDK types only).
const SOCKET_PATH = '/socket';
const SocketCloseCode = { UNAUTHORIZED: 4401 } as const;
const AUTH_TIMEOUT_MS = 10_000;

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
  { db, notifier },
) => {
  app.get(SOCKET_PATH, { websocket: true }, (socket) => {
    let session: SessionContext | null = null;
    let detach: (() => void) | undefined;
    const reply = (message: ServerMessage) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(message));
    };
    const timer = setTimeout(() => socket.close(SocketCloseCode.UNAUTHORIZED), AUTH_TIMEOUT_MS);

    socket.on('message', async (data: unknown) => {
      const message = parse(data);
      if (!message) return reply({ type: 'error', code: 'bad_message' });
      if (message.type === 'auth') {
        const found = typeof message.token === 'string' ? await findSession(db, message.token) : undefined;
        if (!found) return socket.close(SocketCloseCode.UNAUTHORIZED);
        clearTimeout(timer);
        detach?.();
        session = found;
        detach = notifier.add(found.member.id, socket);
        return reply({ type: 'ready' });
      }
      if (!session) return socket.close(SocketCloseCode.UNAUTHORIZED);
      if (message.type === 'ping') return reply({ type: 'pong' });
      const handler = notifier.handlerFor(message.type);
      if (!handler) return reply({ type: 'error', code: 'bad_message' });
      try {
        await handler(session, message as never, reply);
      } catch (error) {
        app.log.warn({ err: error }, 'socket message failed');
        reply({ type: 'error', code: 'bad_message' });
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      detach?.();
    });
  });
};
