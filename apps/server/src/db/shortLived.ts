/**
 * Reads kept for a moment per key: a value is read again at the latest `maxAgeMs` after its read began,
 * and neither a failed read nor an undefined value is kept (keys may come from clients; only what exists
 * is remembered, so callers cannot grow the map with made-up keys). What a writer changes shows within
 * `maxAgeMs` on every process.
 */
export function shortLived<K, V>(
  maxAgeMs: number,
  read: (key: K) => Promise<V>,
  clock: () => number = Date.now,
): (key: K) => Promise<V> {
  const entries = new Map<K, { value: Promise<V>; readAt: number }>();
  return (key) => {
    const now = clock();
    const entry = entries.get(key);
    if (entry && now - entry.readAt < maxAgeMs) return entry.value;
    // Promise.resolve: a Drizzle query is a thenable that runs again on every await; this keeps one answer.
    const fresh = { value: Promise.resolve(read(key)), readAt: now };
    entries.set(key, fresh);
    const forget = () => {
      if (entries.get(key) === fresh) entries.delete(key);
    };
    fresh.value.then((value) => value ?? forget(), forget);
    return fresh.value;
  };
}
