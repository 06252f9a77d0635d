import { useSyncExternalStore } from 'react';
import type { TokenStore } from '@croupier/sdk';
import { clearSessionKeepingMerchant, storageValue } from './storage';

const token = storageValue(() => sessionStorage, 'token');

/** The session token lives in session storage (spec §3 session keys); components re-render when it changes. */
export const session = {
  tokenStore: { get: token.get, set: token.set, clear: token.clear } satisfies TokenStore,
  isLoggedIn: (): boolean => token.get() !== null,
  /** Ends the local session: session storage cleared except the merchant keys (spec §4). */
  end(): void {
    clearSessionKeepingMerchant();
    token.notify();
  },
};

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(token.subscribe, session.isLoggedIn, () => false);
}
