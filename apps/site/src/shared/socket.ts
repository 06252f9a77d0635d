import { useEffect, useState, useSyncExternalStore } from 'react';
import { createCroupierSocket, socketUrl, type CroupierSocket, type SocketStatus } from '@croupier/sdk';
import { dropSession } from './api';
import { session, useIsLoggedIn } from './session';

// One socket per session, shared by its users (notifications, live chat); closed when the last one leaves.
let shared: CroupierSocket | null = null;
let users = 0;
let status: SocketStatus = 'closed';
const statusListeners = new Set<() => void>();

function acquire(): CroupierSocket {
  users += 1;
  shared ??= createCroupierSocket({
    url: socketUrl(window.location.origin),
    getToken: () => session.tokenStore.get(),
    onStatus: (next) => {
      status = next;
      statusListeners.forEach((l) => l());
    },
    // The server ended the session this socket spoke for (logout elsewhere, password changed, revoked):
    // the user is logged out as on an HTTP 401, unless they already hold a newer session.
    onSessionEnded: (token) => {
      if (session.tokenStore.get() === token) dropSession();
    },
  });
  return shared;
}

function release(): void {
  users -= 1;
  if (users > 0 || !shared) return;
  shared.close();
  shared = null;
}

/** The session's notification socket while logged in (spec §2 socket-event listener); null otherwise. Reconnects by itself. */
export function useCroupierSocket(): CroupierSocket | null {
  const isLogin = useIsLoggedIn();
  const [socket, setSocket] = useState<CroupierSocket | null>(null);
  useEffect(() => {
    if (!isLogin) return;
    const own = acquire();
    // the socket is an outside resource opened here and closed in the cleanup
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSocket(own);
    return () => {
      setSocket(null);
      release();
    };
  }, [isLogin]);
  return isLogin ? socket : null;
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
    () => 'closed' as const,
  );
}
