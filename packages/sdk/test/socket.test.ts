import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crashBetsOf, createCrashSocketCalls } from '../src/crash';
import { createCroupierSocket, socketUrl, SocketCloseCode, type CrashBetLine, type ServerMessage } from '../src/socket';

/** A WebSocket double: records what is sent and lets the test play the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const latest = () => FakeSocket.all.at(-1)!;

describe('notification socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const connect = (token: string | null = 'tok') =>
    createCroupierSocket({ url: 'ws://x/socket', getToken: () => token, WebSocket: FakeSocket as never, minDelayMs: 100, maxDelayMs: 400 });

  it('builds the socket URL from the API origin', () => {
    expect(socketUrl('https://example.com/')).toBe('wss://example.com/socket');
    expect(socketUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/socket');
  });

  it('authenticates with the session token first and delivers typed messages', () => {
    const socket = connect();
    const balances: number[] = [];
    socket.on('balance', (m) => balances.push(m.balance));
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'tok' }]);
    // Before the server said ready a message would be refused (4401): not sent.
    expect(socket.send({ type: 'ping' })).toBe(false);
    latest().push({ type: 'ready' });
    latest().push({ type: 'balance', balance: 1_250, currency: 'BRL' });
    expect(balances).toEqual([1_250]);
    expect(socket.send({ type: 'chat.send', chatId: 'c', text: 'hi' })).toBe(true);
    socket.close();
  });

  it('reconnects by itself with growing delays, but not after an unauthorised close or close()', () => {
    const socket = connect();
    latest().open();
    latest().close(1006);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
    latest().close(1006);
    vi.advanceTimersByTime(150);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(60);
    expect(FakeSocket.all).toHaveLength(3);
    latest().close(SocketCloseCode.UNAUTHORIZED);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(3);
    socket.close();
  });

  it('stops for good and reports the token when the server ends the session (4403) or refuses it (4401)', () => {
    for (const code of [SocketCloseCode.SESSION_ENDED, SocketCloseCode.UNAUTHORIZED]) {
      FakeSocket.all = [];
      const ended: string[] = [];
      const socket = createCroupierSocket({
        url: 'ws://x/socket',
        getToken: () => 'dead',
        WebSocket: FakeSocket as never,
        minDelayMs: 100,
        onSessionEnded: (token) => ended.push(token),
      });
      latest().open();
      latest().push({ type: 'ready' });
      latest().close(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1);
      expect(ended).toEqual(['dead']);
      expect(socket.send({ type: 'ping' })).toBe(false);
      socket.close();
    }
  });

  it('stays closed without a session', () => {
    connect(null);
    expect(FakeSocket.all).toHaveLength(0);
  });
});

describe('crash bets over the socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const bet = {
    betId: '6f1c2a4e-9a0b-4c8e-8f3a-2b7d5e1c9a10',
    roundNo: 3,
    name: 'pa***h',
    amount: 1_000,
    currency: 'BRL',
    status: 'open' as const,
    cashout: null,
    payout: 0,
    autoCashout: null,
    placedAt: '2026-11-27T12:00:00.000Z',
    crashPoint: null,
  };
  const ready = () => {
    const socket = createCroupierSocket({ url: 'ws://x/socket', getToken: () => 'tok', WebSocket: FakeSocket as never });
    latest().open();
    latest().push({ type: 'ready' });
    return socket;
  };

  it('answers the bet of the matching request and the refusal as the HTTP call would', async () => {
    const calls = createCrashSocketCalls(ready());
    const placed = calls.placeBet({ nodeId: 'N', amount: 1_000, autoCashout: null });
    const sent = latest().sent.at(-1) as { type: string; requestId: string };
    expect(sent).toMatchObject({ type: 'crash.placeBet', nodeId: 'N', amount: 1_000 });
    // Another request's answer is not this one's.
    latest().push({ type: 'crash.ack', requestId: 'other', bet: { ...bet, amount: 5 } });
    latest().push({ type: 'crash.ack', requestId: sent.requestId, bet });
    await expect(placed).resolves.toEqual(bet);
    const cashed = calls.cashOut({ nodeId: 'N' });
    const second = latest().sent.at(-1) as { requestId: string };
    expect(second.requestId).not.toBe(sent.requestId);
    latest().push({ type: 'crash.refused', requestId: second.requestId, code: 'crash_not_cashable' });
    await expect(cashed).rejects.toMatchObject({ name: 'CroupierApiError', code: 'crash_not_cashable' });
  });

  it('unpacks a crash.bets push to the bets it packs, with the round and currency of the message', () => {
    const { autoCashout: _a, placedAt: _p, crashPoint: _c, ...open } = bet;
    const won = { ...open, betId: 'b2', status: 'won' as const, cashout: 250, payout: 2_500 };
    const message = {
      type: 'crash.bets' as const,
      nodeId: 'N',
      roundNo: 3,
      currency: 'BRL',
      bets: [
        [open.betId, 'pa***h', 1_000, 'open', null, 0],
        ['b2', 'pa***h', 1_000, 'won', 250, 2_500],
      ] satisfies CrashBetLine[],
    };
    expect(crashBetsOf(message)).toEqual([open, won]);
  });

  it('leaves the call to HTTP when the socket cannot carry it: not open, or no answer in time', async () => {
    const closed = createCroupierSocket({ url: 'ws://x/socket', getToken: () => 'tok', WebSocket: FakeSocket as never });
    await expect(createCrashSocketCalls(closed).cashOut({ nodeId: 'N' })).resolves.toBeUndefined();
    const silent = createCrashSocketCalls(ready(), 1_000).cashOut({ nodeId: 'N' });
    vi.advanceTimersByTime(1_000);
    await expect(silent).resolves.toBeUndefined();
  });
});
