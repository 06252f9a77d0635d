import { useSyncExternalStore } from 'react';

/** An artwork URL through the merchant's image CDN (cdnUrl.ts), or as it is. */
type Art = (url: string) => string;
const onSite: Art = (url) => url;

let art: Art = onSite;
/** The image CDN `art` moves URLs to ('' for none: `onSite`). */
let artCdn = '';
const listeners = new Set<() => void>();

/**
 * The system watcher (an island: it has the permission payload) hands over each payload's artwork rewrite, with
 * the CDN it moves URLs to. Only a different CDN is news: the same one again (each payload, the first with no CDN
 * at all) renders nothing, where the header would otherwise render again with its menus.
 */
export function shareArt(next: Art, cdn: string): void {
  if (cdn === artCdn) return;
  art = next;
  artCdn = cdn;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * `useCdnUrls().art` for the first script's own parts (the header), which carry neither react-query nor the
 * SDK client nor the rewrite rule: the rewrite the system watcher shared, followed as it changes. Until then
 * URLs stay on the site.
 */
export function useSharedArt(): Art {
  return useSyncExternalStore(subscribe, () => art, () => onSite);
}
