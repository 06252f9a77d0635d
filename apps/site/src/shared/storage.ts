/** Session storage keys that survive logout and merchant switches keep (spec §1, §4). */
const merchantKeys = ['merchant', 'merchantCode'] as const;

/** Logout clears session storage but keeps the merchant keys (spec §4). */
export function clearSessionKeepingMerchant(): void {
  const kept = merchantKeys.map((key) => [key, sessionStorage.getItem(key)] as const);
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
}

/** A tiny observable over one storage key, for useSyncExternalStore. */
export function storageValue(storage: () => Storage, key: string) {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    get: (): string | null => storage().getItem(key),
    set(value: string) {
      storage().setItem(key, value);
      notify();
    },
    clear() {
      storage().removeItem(key);
      notify();
    },
    /** Tell subscribers the key may have changed behind our back (e.g. sessionStorage.clear()). */
    notify,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
