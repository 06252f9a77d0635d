// The live bet list of each crash game, gathered before it goes out: a round of thousands of players would
// otherwise cost every watcher a message per bet and per cash-out (2,000 players, 2,000 watchers: four
// million sends a round). Bets placed or paid within a pause go out as one `crash.bets` per game and round, packed and cut
// into parts that fit a NOTIFY payload so every server process relays them. The pause grows with the
// watchers (CRASH_FEED_MS for a few hundred, up to CRASH_FEED_MAX_MS for thousands): each push costs a send
// per watcher, and a list that moves once a second still reads as live. The sending process's own
// watchers get one message per pause; the other processes get the parts.
import type { components, CrashBetLine } from '@croupier/sdk/schema';
import type { Notifier } from '../notifications/hub';

type PublicBet = components['schemas']['CrashPublicBet'];

/** The notifier topic of a merchant's crash game: its watchers' sockets. */
export const crashTopic = (merchantCode: string, nodeId: string) =>
  `crash:${merchantCode}:${nodeId}`;

/** How long bets gather before they go out: well under what a player notices in a list. */
export const CRASH_FEED_MS = 100;
/** The longest pause, for the busiest tables. */
export const CRASH_FEED_MAX_MS = 1_000;
/** Watchers one more millisecond of pause is worth: 2,000 watchers wait 1 s, 200 or fewer 100 ms. */
const WATCHERS_PER_MS = 2;

/** The pause before a topic's bets go out, given how many sockets of this process watch it. */
export function feedDelayMs(watchers: number): number {
  return Math.min(
    CRASH_FEED_MAX_MS,
    Math.max(CRASH_FEED_MS, Math.round(watchers / WATCHERS_PER_MS)),
  );
}
/** Bets per message: about 75 bytes each packed, so a part stays well under the 7,500-byte NOTIFY limit. */
export const CRASH_FEED_PART = 60;

export class CrashBetFeed {
  /** Per topic and round, the bets packed (a later view of a bet replaces the earlier one). */
  private readonly pending = new Map<string, Gathered>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `delayMs` fixes the pause (tests); by default it follows the topic's watchers on this process. */
  constructor(
    private readonly notifier: Notifier,
    private readonly delayMs?: number,
  ) {}

  add(merchantCode: string, nodeId: string, bet: PublicBet): void {
    const topic = crashTopic(merchantCode, nodeId);
    const key = `${topic}|${bet.roundNo}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { topic, nodeId, roundNo: bet.roundNo, currency: bet.currency, bets: new Map() };
      this.pending.set(key, entry);
    }
    entry.bets.set(bet.betId, crashBetLine(bet));
    this.timer ??= setTimeout(
      () => this.flush(),
      this.delayMs ?? feedDelayMs(this.notifier.watcherCount(topic)),
    );
  }

  /** Sends what has gathered now (the timer does it; stopping the server does it once more). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { topic, nodeId, roundNo, currency, bets } of pending) {
      const list = [...bets.values()];
      const message = (lines: CrashBetLine[]) => ({ type: 'crash.bets' as const, nodeId, roundNo, currency, bets: lines });
      const parts = [];
      for (let at = 0; at < list.length; at += CRASH_FEED_PART) parts.push(message(list.slice(at, at + CRASH_FEED_PART)));
      // This process's watchers get the list in one message (a send per socket, not per part), a few
      // hundred sockets at a time: a round's push is never held up behind thousands of bet-list sends.
      this.notifier.publish(topic, message(list), { relayedParts: parts, paced: true });
    }
  }
}

interface Gathered {
  topic: string;
  nodeId: string;
  roundNo: number;
  currency: string;
  bets: Map<string, CrashBetLine>;
}

/** A bet as `crash.bets` carries it (@croupier/sdk's CrashBetLine; crashBetsOf unpacks it). */
const crashBetLine = (bet: PublicBet): CrashBetLine => [bet.betId, bet.name, bet.amount, bet.status, bet.cashout, bet.payout];
