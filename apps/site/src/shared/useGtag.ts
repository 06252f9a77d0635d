import { useEffect } from 'react';

/** After the page's load event, when the browser is idle: the tag never competes with the first paint. */
function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 5_000 })
        : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
}

/**
 * Spec §3 analytics.gtagId: loads the Google tag for this merchant's id, after load and when idle, from its
 * own lazily imported module (./gtag). No id, no module and no request.
 */
export function useGtag(gtagId: string | null | undefined): void {
  useEffect(() => {
    if (!gtagId) return;
    return whenIdleAfterLoad(() => void import('./gtag').then((m) => m.loadGtag(gtagId)));
  }, [gtagId]);
}
