/** Below this width the side menu starts collapsed; a prerendered or server-rendered page has a view for each side of it. */
export const narrowScreenQuery = '(max-width: 47.99rem)';

/** Whether the screen is narrow (a phone) now; false on a server with no screen. */
export const narrowScreen = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.(narrowScreenQuery).matches === true;
