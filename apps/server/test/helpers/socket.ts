import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface Heard {
  type: string;
  code?: string;
  /** The rest of the message, as sent. */
  [field: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface OpenSocket {
  heard: Heard[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: Record<string, unknown>): void;
  terminate(): void;
}

/** The notification socket of `app`, authenticated with `token`, once the server said ready. */
export async function connectSocket(app: FastifyInstance, token: string): Promise<OpenSocket> {
  const socket = await app.injectWS('/socket');
  const heard: Heard[] = [];
  socket.on('message', (data: Buffer) => heard.push(JSON.parse(String(data)) as Heard));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: String(reason) })),
  );
  socket.send(JSON.stringify({ type: 'auth', token }));
  await expect.poll(() => heard.some((m) => m.type === 'ready')).toBe(true);
  return {
    heard,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    terminate: () => socket.terminate(),
  };
}
