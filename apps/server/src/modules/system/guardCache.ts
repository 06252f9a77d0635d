// What the maintenance/region guard reads on every API call, kept per process for a moment. The rule:
// - every change of merchant_settings, by any writer (the admin switch, a seed, SQL by hand, a TRUNCATE),
//   fires a trigger that NOTIFYs `croupier_merchant_settings` at commit (migration 0018), and every
//   process drops that merchant's entry (all of them for a TRUNCATE) when it hears it;
// - this process's own switch (updateMerchantStatus) drops its entries at once, before it answers;
// - an entry is read again at the latest MAX_AGE_MS after its read began, so a notification lost while a
//   LISTEN connection reconnects delays a switch by at most a second.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Db } from '../../db/types';
import { merchantSettings } from './tables';

export const MERCHANT_SETTINGS_CHANNEL = 'croupier_merchant_settings';
export const MAX_AGE_MS = 1000;

/** The guard's part of a merchant's settings. */
export interface MerchantGuard {
  maintenance: boolean;
  restrictedCountries: string[];
  blockedIps: string[];
}

interface Entry {
  guard: Promise<MerchantGuard | undefined>;
  readAt: number;
}

export interface MerchantGuards {
  /** The merchant's guard settings (undefined for a merchant without settings), at most a second old. */
  get(merchantCode: string): Promise<MerchantGuard | undefined>;
  /** Forgets one merchant's entry, or every entry. */
  invalidate(merchantCode?: string): void;
  /** How many merchants are cached now (known merchants only). */
  size(): number;
  close(): Promise<void>;
}

/** Every cache of this process, so this process's own switch clears them before it answers. */
const caches = new Set<MerchantGuards>();

/** Drops `merchantCode` from every cache in this process (the other processes hear the trigger). */
export const invalidateMerchantGuards = (merchantCode?: string): void => {
  for (const cache of caches) cache.invalidate(merchantCode);
};

const guardQueries = new WeakMap<Db, ReturnType<typeof prepareGuardQuery>>();
const prepareGuardQuery = (db: Db) =>
  db
    .select({
      maintenance: merchantSettings.maintenance,
      restrictedCountries: merchantSettings.restrictedCountries,
      blockedIps: merchantSettings.blockedIps,
    })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantCode, sql.placeholder('merchantCode')))
    .prepare('merchant_guard');

/** The guard settings straight from the database (one narrow prepared query). */
export async function readMerchantGuard(
  db: Db,
  merchantCode: string,
): Promise<MerchantGuard | undefined> {
  let query = guardQueries.get(db);
  if (!query) guardQueries.set(db, (query = prepareGuardQuery(db)));
  const [row] = await query.execute({ merchantCode });
  return row;
}

/**
 * Starts the cache of one server instance; it listens for changes on PostgreSQL and on PGlite alike. `now` is the
 * clock the entries age by (tests move it).
 */
export async function startMerchantGuards(
  database: Database,
  { maxAgeMs = MAX_AGE_MS, now: clock = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): Promise<MerchantGuards> {
  const entries = new Map<string, Entry>();
  const cache: MerchantGuards = {
    get(merchantCode) {
      const now = clock();
      const entry = entries.get(merchantCode);
      if (entry && now - entry.readAt < maxAgeMs) return entry.guard;
      // readAt is when the read began: what it returns was true then, not when it arrives.
      const fresh: Entry = { guard: readMerchantGuard(database.db, merchantCode), readAt: now };
      entries.set(merchantCode, fresh);
      // Neither a failed read nor an unknown merchant is kept: the next call asks again. The code comes from a
      // request header, so keeping unknown ones would let any caller grow this map without bound.
      const forget = () => {
        if (entries.get(merchantCode) === fresh) entries.delete(merchantCode);
      };
      fresh.guard.then((guard) => guard ?? forget(), forget);
      return fresh.guard;
    },
    size: () => entries.size,
    invalidate(merchantCode) {
      if (merchantCode === undefined) entries.clear();
      else entries.delete(merchantCode);
    },
    async close() {
      caches.delete(cache);
      await stopListening();
    },
  };
  const stopListening = await database.listen(MERCHANT_SETTINGS_CHANNEL, (payload) =>
    cache.invalidate(payload === '*' ? undefined : payload),
  );
  caches.add(cache);
  return cache;
}
