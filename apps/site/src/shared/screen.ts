import { useSyncExternalStore } from 'react';

/** Below this width the side menu starts collapsed; a prerendered or server-rendered page has a view for each side of it. */
export const narrowScreenQuery = '(max-width: 47.99rem)';

/** Whether the screen is narrow (a phone) now; false on a server with no screen. */
export const narrowScreen = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.(narrowScreenQuery).matches === true;

const subscribeToScreen = (onChange: () => void): (() => void) => {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(narrowScreenQuery) : undefined;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * Whether the screen is narrow, kept current as it turns or resizes. The same answer while hydrating: a page
 * rendered by the server has a view for each side (src/ssr), the one shown is the one this screen matches.
 */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribeToScreen, narrowScreen, narrowScreen);
