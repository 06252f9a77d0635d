// Who is connected, per member, and pushing to them. In-process: with several server processes each
// pushes to its own sockets (a shared bus such as PostgreSQL LISTEN/NOTIFY would be the next step).
import type { ClientMessage, ServerMessage } from '@croupier/sdk/schema';
import type { SessionContext } from '../session/service';

/** The part of a ws socket the hub uses. */
export interface Connection {
  send(data: string): void;
  readonly readyState: number;
}

type ClientHandler<T extends ClientMessage['type']> = (
  session: SessionContext,
  message: Extract<ClientMessage, { type: T }>,
  reply: (message: ServerMessage) => void,
) => Promise<void> | void;

export class Notifier {
  private readonly connections = new Map<string, Set<Connection>>();
  private readonly handlers = new Map<string, ClientHandler<never>>();

  add(memberId: string, connection: Connection): () => void {
    const set = this.connections.get(memberId) ?? new Set();
    this.connections.set(memberId, set);
    set.add(connection);
    return () => {
      set.delete(connection);
      if (set.size === 0) this.connections.delete(memberId);
    };
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
