// The round loop of each crash game of each merchant. Whichever server process holds the game's lease
// (a row in crash_leases, renewed while it runs) runs the loop; every other process relays its pushes
// (Notifier topics over LISTEN/NOTIFY) and serves bets and cash-outs from the database. A loop runs while
// someone watches or bets; a process that dies stops renewing, and the next one to see demand takes over
// after the lease expires and settles what it left by the restart rule (rounds.ts recoverGame).
import { randomUUID } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Notifier } from '../notifications/hub';
import { pushBalance } from '../wallet/service';
import type { CrashConfig } from './config';
import { type CrashBetFeed, crashTopic } from './feed';
import {
  crashMsOf,
  eachAtOnce,
  endRound,
  openRound,
  payReachedAutoCashouts,
  recoverGame,
  startRound,
} from './rounds';
import { crashLeases, type CrashBetRow, type CrashRoundRow } from './tables';
import { publicBetView, roundView } from './view';

export const gameKey = (merchantCode: string, nodeId: string) => `${merchantCode}:${nodeId}`;
export { crashTopic };

export interface CrashEngineOptions {
  db: Db;
  notifier: Notifier;
  config: CrashConfig;
  /** The live bet list the loop's settlements go to (the routes' bets and cash-outs share it). */
  feed: CrashBetFeed;
  /** Tests give chains a known seed. */
  seed?: () => string;
  onError?: (error: unknown) => void;
}

export class CrashEngine {
  /** This process's name in crash_leases. */
  readonly holder = randomUUID();
  private readonly loops = new Map<string, Promise<void>>();
  private readonly demandNoted = new Map<string, number>();
  private readonly sleepers = new Set<() => void>();
  private watchdog: ReturnType<typeof setInterval> | undefined;
  private halted = false;

  constructor(private readonly options: CrashEngineOptions) {}

  private get db() {
    return this.options.db;
  }

  /** A settlement batch failed whole (its bets were settled one by one): worth a log, not a stop. */
  private readonly batchFailed = (error: unknown) =>
    this.options.onError?.(new Error('a crash settlement batch went bet by bet', { cause: error }));

  /**
   * Takes over games whose leader vanished while this process's sockets still watch them, and keeps their
   * demand noted: a game runs while someone watches it, not only for a while after a watch or a bet.
   */
  start(): void {
    if (!this.options.config.loops || this.watchdog) return;
    this.watchdog = setInterval(() => {
      for (const topic of this.options.notifier.watchedTopics()) {
        const [kind, merchantCode, nodeId] = topic.split(':');
        if (kind === 'crash' && merchantCode && nodeId) this.ensure(merchantCode, nodeId);
      }
    }, this.options.config.leaseMs);
    this.watchdog.unref();
  }

  /**
   * Someone watches or bets on the game: its loop runs somewhere (here, when no live lease is elsewhere).
   * Never throws; failures go to onError.
   */
  ensure(merchantCode: string, nodeId: string): void {
    if (!this.options.config.loops || this.halted) return;
    const key = gameKey(merchantCode, nodeId);
    this.claim(key, merchantCode, nodeId).catch((error: unknown) =>
      this.options.onError?.(error),
    );
  }

  private async claim(key: string, merchantCode: string, nodeId: string) {
    const now = Date.now();
    const { demandMs } = this.options.config;
    // The demand row is written at most every quarter of its span per process.
    if (now - (this.demandNoted.get(key) ?? 0) > demandMs / 4) {
      this.demandNoted.set(key, now);
      const demandUntil = new Date(now + demandMs);
      await this.db
        .insert(crashLeases)
        .values({ gameKey: key, holder: '', expiresAt: new Date(0), demandUntil })
        .onConflictDoUpdate({ target: crashLeases.gameKey, set: { demandUntil } });
    }
    if (this.loops.has(key) || !(await this.lease(key))) return;
    if (this.loops.has(key)) return;
    const loop = this.run(key, merchantCode, nodeId)
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => this.loops.delete(key));
    this.loops.set(key, loop);
  }

  /** Takes or renews the lease; false when another live process holds it. */
  private async lease(key: string): Promise<boolean> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.options.config.leaseMs);
    const rows = await this.db
      .insert(crashLeases)
      .values({ gameKey: key, holder: this.holder, expiresAt, demandUntil: now })
      .onConflictDoUpdate({
        target: crashLeases.gameKey,
        set: { holder: this.holder, expiresAt },
        setWhere: or(eq(crashLeases.holder, this.holder), lt(crashLeases.expiresAt, now)),
      })
      .returning({ holder: crashLeases.holder });
    return rows[0]?.holder === this.holder;
  }

  private async hasDemand(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ until: crashLeases.demandUntil })
      .from(crashLeases)
      .where(eq(crashLeases.gameKey, key));
    return !!row && row.until.getTime() > Date.now();
  }

  private async release(key: string) {
    await this.db
      .update(crashLeases)
      .set({ expiresAt: new Date(0) })
      .where(and(eq(crashLeases.gameKey, key), eq(crashLeases.holder, this.holder)));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      this.sleepers.add(wake);
    });
  }

  private publishRound(round: CrashRoundRow) {
    this.options.notifier.publish(crashTopic(round.merchantCode, round.nodeId), {
      type: 'crash.round',
      nodeId: round.nodeId,
      round: roundView(round),
      serverTime: new Date().toISOString(),
    });
  }

  /**
   * Tells watchers about paid and refunded bets and their owners about their balance. A lost bet is not
   * pushed: the round's end (its `crash.round`) says that every bet still open lost, and at a busy table
   * those are a thousand bets sent to every watcher for nothing.
   */
  async publishBets(round: CrashRoundRow, bets: CrashBetRow[]) {
    const { notifier, feed } = this.options;
    const paid = bets.filter((bet) => bet.status !== 'lost');
    for (const bet of paid) feed.add(round.merchantCode, round.nodeId, publicBetView(bet, round.roundNo));
    await eachAtOnce(paid, (bet) => pushBalance(this.db, notifier, bet.memberId, bet.currency));
  }

  private async run(key: string, merchantCode: string, nodeId: string) {
    const { config, seed } = this.options;
    let running = await recoverGame(this.db, merchantCode, nodeId, config.growthPerMs, new Date());
    while (!this.halted) {
      if (!running) {
        if (!(await this.hasDemand(key))) {
          await this.release(key);
          return;
        }
        const round = await openRound(this.db, merchantCode, nodeId, config, new Date(), seed);
        this.publishRound(round);
        if (!(await this.holdFor(key, round.bettingEndsAt.getTime() - Date.now()))) return;
        running = await startRound(this.db, round.id, new Date());
        if (!running) continue;
        this.publishRound(running);
      }
      if (!(await this.fly(key, running))) return;
      running = undefined;
      if (!(await this.holdFor(key, config.pauseMs))) return;
    }
  }

  /**
   * Waits `ms` (a betting window, a pause) holding the lease: renewed every third of its span, so a window
   * longer than the lease is never taken for a dead leader's (another process would cancel the round).
   * False when halted or the lease was lost.
   */
  private async holdFor(key: string, ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    for (;;) {
      await this.sleep(Math.min(this.options.config.leaseMs / 3, until - Date.now()));
      if (this.halted || !(await this.lease(key))) return false;
      if (Date.now() >= until) return true;
    }
  }

  /** Runs the curve to the crash: auto cash-outs as they are reached, then the end. False when halted or the lease was lost. */
  private async fly(key: string, round: CrashRoundRow): Promise<boolean> {
    const { config } = this.options;
    const crashAt = round.startedAt!.getTime() + crashMsOf(round, config.growthPerMs);
    let renewAt = Date.now() + config.leaseMs / 3;
    while (!this.halted) {
      const now = new Date();
      if (now.getTime() >= crashAt) {
        // Watchers see the crash as soon as it is stored; the open bets settle after.
        const ended = await endRound(this.db, round, now, {
          onClosed: (closed) => this.publishRound(closed),
          onBatchFailed: this.batchFailed,
        });
        if (ended) await this.publishBets(ended.round, ended.settled);
        return true;
      }
      const paid = await payReachedAutoCashouts(
        this.db,
        round,
        config.growthPerMs,
        now,
        this.batchFailed,
      );
      await this.publishBets(round, paid);
      if (Date.now() >= renewAt) {
        if (!(await this.lease(key))) return false;
        renewAt = Date.now() + config.leaseMs / 3;
      }
      await this.sleep(Math.min(config.tickMs, crashAt - Date.now()));
    }
    return false;
  }

  /** Stops at once, leaving rounds as they are (what a crash does; tests use it); leases run out. */
  halt(): void {
    this.halted = true;
    clearInterval(this.watchdog);
    for (const wake of [...this.sleepers]) wake();
  }

  /** Stops (server close): the loops end at their next step and the leases are freed for another process. */
  async stop(): Promise<void> {
    this.halt();
    await Promise.allSettled([...this.loops.values()]);
    await this.db
      .update(crashLeases)
      .set({ expiresAt: new Date(0) })
      .where(eq(crashLeases.holder, this.holder));
  }
}
