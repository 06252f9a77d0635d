// Who is connected, per member, and pushing to them. In-process: with several server processes each
// pushes to its own sockets (a shared bus such as PostgreSQL LISTEN/NOTIFY would be the next step).
import type { ClientMessage, ServerMessage } from '@croupier/sdk/schema';
import type { SessionContext } from '../session/service';

/** The part of a ws socket the hub uses. */
export interface Connection {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

/** Close codes of the socket (the same as @croupier/sdk's socket.ts; the server imports SDK types only). */
export const SocketCloseCode = {
  /** No or a bad `auth` message. */
  UNAUTHORIZED: 4401,
  /** The session that authenticated the socket ended (logout, password change, expiry, revoked). */
  SESSION_ENDED: 4403,
} as const;

/** Whom a socket speaks for. */
export interface SocketOwner {
  memberId: string;
  sessionId: string;
}

type ClientHandler<T extends ClientMessage['type']> = (
  session: SessionContext,
  message: Extract<ClientMessage, { type: T }>,
  reply: (message: ServerMessage) => void,
) => Promise<void> | void;

export class Notifier {
  private readonly connections = new Map<string, Set<Connection>>();
  private readonly sessionOf = new Map<Connection, string>();
  private readonly handlers = new Map<string, ClientHandler<never>>();

  add(owner: SocketOwner, connection: Connection): () => void {
    const { memberId } = owner;
    const set = this.connections.get(memberId) ?? new Set();
    this.connections.set(memberId, set);
    set.add(connection);
    this.sessionOf.set(connection, owner.sessionId);
    return () => {
      set.delete(connection);
      this.sessionOf.delete(connection);
      if (set.size === 0) this.connections.delete(memberId);
    };
  }

  /**
   * Closes (4403 session_ended) the member's sockets whose session just ended: those of `sessionIds`, or
   * every one but `except` when no ids are given (e.g. a password change ends all the other sessions).
   */
  endSessions(memberId: string, which: { sessionIds: string[] } | { except?: string }): void {
    for (const connection of [...(this.connections.get(memberId) ?? [])]) {
      const sessionId = this.sessionOf.get(connection);
      const ended =
        'sessionIds' in which ? which.sessionIds.includes(sessionId!) : sessionId !== which.except;
      if (ended) connection.close(SocketCloseCode.SESSION_ENDED, 'session_ended');
    }
  }

  /** Sends to every open socket of the member; silently nothing when they are offline. */
  notify(memberId: string, message: ServerMessage): void {
    const data = JSON.stringify(message);
    for (const connection of this.connections.get(memberId) ?? []) {
      if (connection.readyState === 1) connection.send(data);
    }
  }

  isOnline(memberId: string): boolean {
    return (this.connections.get(memberId)?.size ?? 0) > 0;
  }

  /** A module answers a kind of client message (e.g. chat answers `chat.send`). */
  handle<T extends Exclude<ClientMessage['type'], 'auth' | 'ping'>>(
    type: T,
    handler: ClientHandler<T>,
  ): void {
    this.handlers.set(type, handler as unknown as ClientHandler<never>);
  }

  handlerFor(type: string): ClientHandler<never> | undefined {
    return this.handlers.get(type);
  }
}
