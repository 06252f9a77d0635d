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

/**
 * Whether a member is logged in. A server's render reads the session it renders with too: a member's page
 * (src/ssr) is rendered signed in, and the browser hydrates a server's page only with the same state (the
 * page's guard drops a visitor's page for a member, and a member's page for a visitor).
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(token.subscribe, session.isLoggedIn, session.isLoggedIn);
}
