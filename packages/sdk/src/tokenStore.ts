/** Where the session token lives between calls. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

// Reading `sessionStorage` throws in sandboxed frames and is undefined in Node.
function sessionStorageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The token in session storage under `key` (spec §4: logout clears the session); in memory where there is none. */
export function createSessionTokenStore(key = 'token'): TokenStore {
  const storage = sessionStorageOrNull();
  if (!storage) return createMemoryTokenStore();
  return {
    get: () => storage.getItem(key),
    set: (token) => storage.setItem(key, token),
    clear: () => storage.removeItem(key),
  };
}
