// The notification socket (spec §2 socket-event listener), not part of openapi.yaml: its messages are
// typed here and the server imports these types. Path `/socket` on the API origin; the first message
// must be `auth` with the session token, or the server closes with 4401.
import type { ChatMessage, CrashMyBet, CrashPublicBet, CrashRound, UnreadCount } from './types';

/**
 * A bet in a `crash.bets` push, packed: a busy table sends every bet and cash-out to every watcher (2,000
 * players, 2,000 watchers: millions of bets a round), so a bet travels as a tuple without the field names,
 * the round and the currency (the message's). `crashBetsOf` (crash.ts) unpacks a message to CrashPublicBets.
 */
export type CrashBetLine = [
  betId: string,
  name: string,
  amount: number,
  status: CrashPublicBet['status'],
  cashout: number | null,
  payout: number,
];

export const SOCKET_PATH = '/socket';
/** Close codes the server uses. */
export const SocketCloseCode = {
  /** No or a bad `auth` message: log in again, do not retry. */
  UNAUTHORIZED: 4401,
  /** The session ended (logout, password change, expiry, revoked by staff): log in again, do not retry. */
  SESSION_ENDED: 4403,
} as const;

interface Money {
  orderNo: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
}

/** What the server pushes. */
export type ServerMessage =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'balance'; balance: number; currency: string }
  | ({ type: 'deposit.paid' } & Money)
  | ({ type: 'deposit.failed'; reason: string } & Money)
  | ({ type: 'withdrawal.approved'; confirmBy: string } & Money)
  | ({ type: 'withdrawal.rejected'; reason: string } & Money)
  | { type: 'unread'; counts: UnreadCount }
  | { type: 'chat.message'; message: ChatMessage }
  /** The member's bets of a lottery draw were settled (`winAmount` in minor units, 0 when all lost). */
  | {
      type: 'lottery.settled';
      gameCode: string;
      numero: string;
      bets: number;
      won: number;
      winAmount: number;
      currency: string;
    }
  /** A watched crash game's round opened, started or ended (serverTime: when the server sent it). */
  | { type: 'crash.round'; nodeId: string; round: CrashRound; serverTime: string }
  /**
   * Bets of a watched crash game's round were placed or paid: gathered for a moment (CRASH_FEED_MS) and
   * sent together, so a round of thousands of players costs its watchers a few messages a second, not
   * thousands. A bet seen again (same betId) replaces the earlier view of it. Lost bets are not sent: the
   * round's end says that every bet still open lost.
   */
  | { type: 'crash.bets'; nodeId: string; roundNo: number; currency: string; bets: CrashBetLine[] }
  /** The answer to `crash.placeBet` or `crash.cashOut`: the member's bet as it now stands. */
  | { type: 'crash.ack'; requestId: string; bet: CrashMyBet }
  /** `crash.placeBet` or `crash.cashOut` refused, with the same error code the HTTP call answers. */
  | { type: 'crash.refused'; requestId: string; code: string }
  | { type: 'error'; code: 'bad_message' | 'not_found' | 'too_many_requests' };

/** What the client sends. */
export type ClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'ping' }
  | { type: 'chat.send'; chatId: string; text: string }
  /** Watch a crash game's rounds (or none, with null); a socket watches one game at most. */
  | { type: 'crash.watch'; nodeId: string | null }
  /**
   * A bet in the betting window, as CRASH_placeBet takes it (amount in minor units, autoCashout in
   * hundredths); answered by `crash.ack` or `crash.refused` with the same requestId (at most 64 characters).
   */
  | {
      type: 'crash.placeBet';
      requestId: string;
      nodeId: string;
      amount: number;
      autoCashout?: number | null;
    }
  /** A cash-out of the member's bet in the running round, as CRASH_cashOut. */
  | { type: 'crash.cashOut'; requestId: string; nodeId: string };

export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

export type SocketStatus = 'connecting' | 'open' | 'closed';

export interface CroupierSocketOptions {
  /** ws(s):// URL of the socket; e.g. from `socketUrl(location.origin)`. */
  url: string;
  /** The session token; when it returns null the socket stays closed. */
  getToken: () => string | null;
  onStatus?: (status: SocketStatus) => void;
  /**
   * The server refused the token or ended its session (4401, 4403): the socket stops for good and reports
   * the token it held, so the app can drop that session as it does on an HTTP 401.
   */
  onSessionEnded?: (token: string) => void;
  /** The WebSocket class (tests, Node); default the global one. */
  WebSocket?: typeof WebSocket;
  /** First reconnect delay, doubled per failure up to maxDelayMs (default 1 s and 30 s). */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface CroupierSocket {
  on<T extends ServerMessageType>(
    type: T,
    handler: (message: ServerMessageOf<T>) => void,
  ): () => void;
  /** Sends once authenticated (after `ready`); returns false when the message could not be sent. */
  send(message: Exclude<ClientMessage, { type: 'auth' }>): boolean;
  /** Closes for good (logout, unmount). */
  close(): void;
}

/** The socket URL for an http(s) origin. */
export const socketUrl = (origin: string): string =>
  `${origin.replace(/^http/, 'ws').replace(/\/$/, '')}${SOCKET_PATH}`;

const parse = (data: unknown): ServerMessage | null => {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return typeof message?.type === 'string' ? (message as ServerMessage) : null;
  } catch {
    return null;
  }
};

/** A socket that authenticates with the session token and reconnects by itself with backoff. */
export function createCroupierSocket(options: CroupierSocketOptions): CroupierSocket {
  const Impl = options.WebSocket ?? globalThis.WebSocket;
  const minDelay = options.minDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const handlers = new Map<string, Set<(message: ServerMessage) => void>>();
  let socket: WebSocket | null = null;
  /** Authenticated: the server said ready on the current socket (sending earlier would be refused). */
  let ready = false;
  let delay = minDelay;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const status = (s: SocketStatus) => options.onStatus?.(s);
  const emit = (message: ServerMessage) => {
    for (const handler of handlers.get(message.type) ?? []) handler(message);
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, maxDelay);
  };

  function connect() {
    const token = options.getToken();
    if (stopped || !token) {
      status('closed');
      return;
    }
    status('connecting');
    const ws = new Impl(options.url);
    socket = ws;
    ready = false;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token } satisfies ClientMessage));
    ws.onmessage = (event) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        ready = true;
        delay = minDelay;
        status('open');
      }
      emit(message);
    };
    ws.onclose = (event) => {
      if (socket === ws) {
        socket = null;
        ready = false;
      }
      status('closed');
      // A refused token will be refused again: stop and let the app log in anew instead of hammering.
      if (
        event.code === SocketCloseCode.UNAUTHORIZED ||
        event.code === SocketCloseCode.SESSION_ENDED
      ) {
        stopped = true;
        clearTimeout(timer);
        options.onSessionEnded?.(token);
      } else schedule();
    };
  }

  connect();
  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const h = handler as (message: ServerMessage) => void;
      set.add(h);
      return () => set.delete(h);
    },
    send(message) {
      if (!socket || socket.readyState !== 1 || !ready) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
      socket = null;
    },
  };
}
