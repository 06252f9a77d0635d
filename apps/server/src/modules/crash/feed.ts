// The live bet list of each crash game, gathered before it goes out: a round of thousands of players would
// otherwise cost every watcher a message per bet and per cash-out (2,000 players, 2,000 watchers: four
// million sends a round). Bets placed or settled within a pause go out as one `crash.bets` per game, cut
// into parts that fit a NOTIFY payload so every server process relays them. The pause grows with the
// watchers (CRASH_FEED_MS for a few hundred, up to CRASH_FEED_MAX_MS for thousands): each push costs a send
// per watcher, and a list that moves twice a second still reads as live. The sending process's own
// watchers get one message per pause; the other processes get the parts.
import type { components } from '@croupier/sdk/schema';
import type { Notifier } from '../notifications/hub';

type PublicBet = components['schemas']['CrashPublicBet'];

/** The notifier topic of a merchant's crash game: its watchers' sockets. */
export const crashTopic = (merchantCode: string, nodeId: string) =>
  `crash:${merchantCode}:${nodeId}`;

/** How long bets gather before they go out: well under what a player notices in a list. */
export const CRASH_FEED_MS = 100;
/** The longest pause, for the busiest tables. */
export const CRASH_FEED_MAX_MS = 500;
/** Watchers one more millisecond of pause is worth: 2,000 watchers wait 500 ms, 400 or fewer 100 ms. */
const WATCHERS_PER_MS = 4;

/** The pause before a topic's bets go out, given how many sockets of this process watch it. */
export function feedDelayMs(watchers: number): number {
  return Math.min(
    CRASH_FEED_MAX_MS,
    Math.max(CRASH_FEED_MS, Math.round(watchers / WATCHERS_PER_MS)),
  );
}
/** Bets per message: about 120 bytes each, so a part stays well under the 7,500-byte NOTIFY limit. */
export const CRASH_FEED_PART = 40;

export class CrashBetFeed {
  /** Per topic, the game and its bets by betId (a later view of a bet replaces the earlier one). */
  private readonly pending = new Map<string, { nodeId: string; bets: Map<string, PublicBet> }>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `delayMs` fixes the pause (tests); by default it follows the topic's watchers on this process. */
  constructor(
    private readonly notifier: Notifier,
    private readonly delayMs?: number,
  ) {}

  add(merchantCode: string, nodeId: string, bet: PublicBet): void {
    const topic = crashTopic(merchantCode, nodeId);
    const entry = this.pending.get(topic) ?? { nodeId, bets: new Map() };
    this.pending.set(topic, entry);
    entry.bets.set(bet.betId, bet);
    this.timer ??= setTimeout(
      () => this.flush(),
      this.delayMs ?? feedDelayMs(this.notifier.watcherCount(topic)),
    );
  }

  /** Sends what has gathered now (the timer does it; stopping the server does it once more). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const pending = [...this.pending];
    this.pending.clear();
    for (const [topic, { nodeId, bets }] of pending) {
      const list = [...bets.values()];
      const parts = [];
      for (let at = 0; at < list.length; at += CRASH_FEED_PART)
        parts.push({
          type: 'crash.bets' as const,
          nodeId,
          bets: list.slice(at, at + CRASH_FEED_PART),
        });
      // This process's watchers get the list in one message (a send per socket, not per part).
      this.notifier.publish(topic, { type: 'crash.bets', nodeId, bets: list }, parts);
    }
  }
}
