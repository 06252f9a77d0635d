// A fixed-window hit counter: in process memory when one process owns the database (PGlite is embedded, so
// it always does), in PostgreSQL when several processes may share it, so a limit holds across all of them.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { hitCounters } from './tables';

export interface Hits {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

export interface HitCounter {
  /** Counts a hit on `key`; a key whose window has ended starts a new one of `windowMs`. */
  hit(key: string, windowMs: number): Promise<Hits>;
  /** The current window's hits on `key`, without counting one (0 when none or ended). */
  peek(key: string): Promise<Hits>;
  /** Forgets `key` (e.g. a right transaction password clears the failures). */
  clear(key: string): Promise<void>;
}

const NONE: Hits = { count: 0, resetInMs: 0 };
/** Memory keeps at most this many keys; the oldest windows go first. */
const MEMORY_KEYS = 50_000;

export class MemoryHitCounter implements HitCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number): Promise<Hits> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MEMORY_KEYS) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<Hits> {
    const window = this.windows.get(key);
    const now = Date.now();
    return window && window.resetAt > now
      ? { count: window.count, resetInMs: window.resetAt - now }
      : NONE;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: drop the oldest (insertion order) rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MEMORY_KEYS) break;
      this.windows.delete(key);
    }
  }
}

export class DatabaseHitCounter implements HitCounter {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<Hits> {
    // One statement, so processes hitting the same key at once each see their own count.
    const resetAt = sql`now() + ${windowMs} * interval '1 millisecond'`;
    const [row] = await this.db
      .insert(hitCounters)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: hitCounters.key,
        set: {
          hits: sql`case when ${hitCounters.resetAt} <= now() then 1 else ${hitCounters.hits} + 1 end`,
          resetAt: sql`case when ${hitCounters.resetAt} <= now() then excluded.reset_at else ${hitCounters.resetAt} end`,
        },
      })
      .returning({
        count: hitCounters.hits,
        resetInMs: sql<string>`ceil(extract(epoch from (${hitCounters.resetAt} - now())) * 1000)`,
      });
    void this.sweep();
    return { count: row!.count, resetInMs: Math.max(0, Number(row!.resetInMs)) };
  }

  async peek(key: string): Promise<Hits> {
    const rows = await this.db
      .select({
        count: hitCounters.hits,
        resetInMs: sql<string>`ceil(extract(epoch from (${hitCounters.resetAt} - now())) * 1000)`,
      })
      .from(hitCounters)
      .where(sql`${hitCounters.key} = ${key} and ${hitCounters.resetAt} > now()`);
    const row = rows[0];
    return row ? { count: row.count, resetInMs: Number(row.resetInMs) } : NONE;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(hitCounters).where(sql`${hitCounters.key} = ${key}`);
  }

  /** Ended windows are deleted at most once a minute, by whichever process gets there. */
  private async sweep() {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db
      .delete(hitCounters)
      .where(lt(hitCounters.resetAt, sql`now() - interval '1 minute'`))
      .catch(() => undefined);
  }
}

const databaseCounters = new WeakMap<Db, DatabaseHitCounter>();

/** The database's counter, whatever the driver: for counts that must survive a restart (security locks). */
export function databaseCounter(db: Db): HitCounter {
  let counter = databaseCounters.get(db);
  if (!counter) {
    counter = new DatabaseHitCounter(db);
    databaseCounters.set(db, counter);
  }
  return counter;
}

/** Memory for an embedded database (one process by construction), PostgreSQL's table otherwise. */
export const hitCounterFor = (database: { db: Db; driver: 'pglite' | 'postgres' }): HitCounter =>
  database.driver === 'postgres' ? new DatabaseHitCounter(database.db) : new MemoryHitCounter();
