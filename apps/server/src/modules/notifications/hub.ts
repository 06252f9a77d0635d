// Who is connected, per member, and pushing to them. With several server processes on one PostgreSQL, a
// push or a session's end goes over LISTEN/NOTIFY (NotificationBus) to every other process, and each delivers
// it to the sockets it holds; the sending process delivers to its own sockets at once, not after the bus hop
// (a busy bus, e.g. a crash round's thousands of balance pushes, would delay its own round pushes). On PGlite
// (one process by construction) there is no bus.
import { randomUUID } from 'node:crypto';
import type { ClientMessage, ServerMessage } from '@croupier/sdk/schema';
import type { SessionContext } from '../session/service';

/** The part of a ws socket the hub uses. */
export interface Connection {
  /** A Buffer goes as a text frame with `binary: false` (one encoding for many sockets). */
  send(data: string | Buffer, options?: { binary?: boolean }): void;
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
  connection: Connection,
) => Promise<void> | void;

/** What crosses processes: a push to a member's sockets, or the end of some of its sessions. */
export type BusEvent = (
  | { kind: 'notify'; memberId: string; message: ServerMessage }
  /** `paced`: sent to a few hundred sockets at a time (see sendPaced), for news that can wait a moment. */
  | { kind: 'topic'; topic: string; message: ServerMessage; paced?: boolean }
  | { kind: 'end'; memberId: string; which: { sessionIds: string[] } | { except?: string } }
) & {
  /** The sending process, which delivered the event itself. */
  origin?: string;
};

/** Carries events to every server process, the sender's included. */
export interface NotificationBus {
  /** Carries one event, serialised (JSON of a BusEvent). */
  publish(payload: string): Promise<void>;
  /** Resolves once events (from any process) flow to `deliver`; with the function that stops. */
  start(deliver: (event: BusEvent) => void): Promise<() => Promise<void>>;
}

const CHANNEL = 'croupier_notifications';
/** NOTIFY payloads must stay under 8,000 bytes; a bigger event goes to this process's sockets only. */
const MAX_PAYLOAD = 7_500;

/** What one NOTIFY of gathered events may carry, in bytes (PostgreSQL refuses 8,000 and more). */
const MAX_BATCH_BYTES = 7_900;

/**
 * The bus over PostgreSQL's LISTEN/NOTIFY (`listen` is only on a PostgreSQL Database). Events published in
 * the same turn of the event loop go together, as a JSON array in as few NOTIFYs as fit: a busy crash table
 * publishes a balance per bet, and a statement per event would cost the database and this process more
 * than the bets themselves. Order is kept within a turn.
 */
export function postgresBus(database: {
  executeSql(text: string, values?: unknown[]): Promise<unknown>;
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}): NotificationBus {
  let queued: { payload: string; done: (error?: unknown) => void }[] = [];
  const notify = (batch: typeof queued) => {
    const payload = `[${batch.map((event) => event.payload).join(',')}]`;
    database.executeSql('SELECT pg_notify($1, $2)', [CHANNEL, payload]).then(
      () => batch.forEach((event) => event.done()),
      (error: unknown) => batch.forEach((event) => event.done(error)),
    );
  };
  const flush = () => {
    const events = queued;
    queued = [];
    let batch: typeof queued = [];
    let bytes = 2;
    for (const event of events) {
      const size = Buffer.byteLength(event.payload) + 1;
      if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) {
        notify(batch);
        batch = [];
        bytes = 2;
      }
      batch.push(event);
      bytes += size;
    }
    if (batch.length > 0) notify(batch);
  };
  return {
    publish(payload) {
      return new Promise((resolve, reject) => {
        if (queued.length === 0) setImmediate(flush);
        queued.push({ payload, done: (error) => (error === undefined ? resolve() : reject(error)) });
      });
    },
    start(deliver) {
      if (!database.listen) throw new Error('LISTEN needs a PostgreSQL database');
      return database.listen(CHANNEL, (payload) => {
        let events: BusEvent[];
        try {
          const parsed = JSON.parse(payload) as BusEvent | BusEvent[];
          events = Array.isArray(parsed) ? parsed : [parsed];
        } catch {
          return; // Not ours or not JSON: nothing to deliver.
        }
        for (const event of events) deliver(event);
      });
    },
  };
}

/** One message to many sockets, serialised and encoded once (a busy crash table has thousands). */
function sendTo(connections: Iterable<Connection> | undefined, message: ServerMessage): void {
  if (!connections) return;
  let bytes: Buffer | undefined;
  for (const connection of connections) {
    if (connection.readyState !== 1) continue;
    bytes ??= Buffer.from(JSON.stringify(message));
    connection.send(bytes, { binary: false });
  }
}

/** Sockets a paced send reaches before the event loop turns: what anything else waits for at most. */
export const PACED_SLICE = 200;

/**
 * sendTo for news that may wait a moment (a crash game's bet list): a few hundred sockets, then the event
 * loop turns (bets answered, a round's push sent whole) before the next few hundred. A send costs a system
 * call, so one message to thousands of sockets at once would hold the loop for a tenth of a second.
 */
function sendPaced(connections: Iterable<Connection> | undefined, message: ServerMessage): void {
  if (!connections) return;
  const all = [...connections];
  const bytes = Buffer.from(JSON.stringify(message));
  const sendFrom = (from: number) => {
    for (const connection of all.slice(from, from + PACED_SLICE))
      if (connection.readyState === 1) connection.send(bytes, { binary: false });
    if (from + PACED_SLICE < all.length) setImmediate(sendFrom, from + PACED_SLICE);
  };
  sendFrom(0);
}

export class Notifier {
  private readonly connections = new Map<string, Set<Connection>>();
  private readonly sessionOf = new Map<Connection, string>();
  private readonly handlers = new Map<string, ClientHandler<never>>();
  /** The sockets watching a topic (e.g. a crash game's rounds); a socket watches one topic at most. */
  private readonly watchers = new Map<string, Set<Connection>>();
  private readonly topicOf = new Map<Connection, string>();
  private stopBus: (() => Promise<void>) | undefined;
  /** This process on the bus: its own events come back, and are not delivered twice. */
  private readonly origin = randomUUID();

  /** Without a bus, events go straight to this process's sockets. */
  constructor(private readonly bus?: NotificationBus) {}

  /** Starts receiving the bus's events (every process's, this one's included). */
  async start(): Promise<void> {
    if (this.bus && !this.stopBus)
      this.stopBus = await this.bus.start((event) => {
        if (event.origin !== this.origin) this.deliver(event);
      });
  }

  async stop(): Promise<void> {
    await this.stopBus?.();
    this.stopBus = undefined;
  }

  /**
   * Delivers an event here at once, and to every other process (unless it is too big to carry); `relayed`
   * replaces what the bus carries (the same news cut into parts that fit a payload).
   */
  private send(event: BusEvent, relayed: readonly BusEvent[] = [event]): void {
    if (this.bus && this.stopBus)
      for (const part of relayed) {
        const payload = JSON.stringify({ ...part, origin: this.origin });
        // The database unreachable: this process's sockets hear of it below; the others miss it.
        if (payload.length <= MAX_PAYLOAD) this.bus.publish(payload).catch(() => {});
      }
    this.deliver(event);
  }

  private deliver(event: BusEvent): void {
    if (event.kind === 'notify') this.notifyHere(event.memberId, event.message);
    else if (event.kind === 'topic') (event.paced ? sendPaced : sendTo)(this.watchers.get(event.topic), event.message);
    else this.endSessionsHere(event.memberId, event.which);
  }

  add(owner: SocketOwner, connection: Connection): () => void {
    const { memberId } = owner;
    const set = this.connections.get(memberId) ?? new Set();
    this.connections.set(memberId, set);
    set.add(connection);
    this.sessionOf.set(connection, owner.sessionId);
    return () => {
      this.watch(connection, null);
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
    this.send({ kind: 'end', memberId, which });
  }

  private endSessionsHere(
    memberId: string,
    which: { sessionIds: string[] } | { except?: string },
  ): void {
    for (const connection of [...(this.connections.get(memberId) ?? [])]) {
      const sessionId = this.sessionOf.get(connection);
      const ended =
        'sessionIds' in which ? which.sessionIds.includes(sessionId!) : sessionId !== which.except;
      if (ended) connection.close(SocketCloseCode.SESSION_ENDED, 'session_ended');
    }
  }

  /** Sends to every open socket of the member, in every process; silently nothing when they are offline. */
  notify(memberId: string, message: ServerMessage): void {
    this.send({ kind: 'notify', memberId, message });
  }

  private notifyHere(memberId: string, message: ServerMessage): void {
    sendTo(this.connections.get(memberId), message);
  }

  /** The socket now watches `topic` (instead of any it watched), or nothing with null. */
  watch(connection: Connection, topic: string | null): void {
    const previous = this.topicOf.get(connection);
    if (previous !== undefined) {
      const set = this.watchers.get(previous);
      set?.delete(connection);
      if (set?.size === 0) this.watchers.delete(previous);
      this.topicOf.delete(connection);
    }
    if (topic === null) return;
    const set = this.watchers.get(topic) ?? new Set();
    this.watchers.set(topic, set);
    set.add(connection);
    this.topicOf.set(connection, topic);
  }

  /** The topics some socket of this process watches. */
  watchedTopics(): string[] {
    return [...this.watchers.keys()];
  }

  /**
   * Sends to every socket watching the topic, in every process (serialised once per process). With
   * `relayedParts`, this process's sockets get `message` whole (one send each) and the other processes'
   * get the parts, each small enough for the bus.
   */
  publish(
    topic: string,
    message: ServerMessage,
    { relayedParts, paced = false }: { relayedParts?: readonly ServerMessage[]; paced?: boolean } = {},
  ): void {
    this.send(
      { kind: 'topic', topic, message, paced },
      relayedParts?.map((part) => ({ kind: 'topic', topic, message: part, paced })),
    );
  }

  /** How many sockets of this process watch the topic. */
  watcherCount(topic: string): number {
    return this.watchers.get(topic)?.size ?? 0;
  }

  /** Whether the member has a socket open on this process. */
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
