// The Google tag (spec §3 analytics.gtagId), imported only by useGtag once the page is idle: the first
// script carries none of it, and a merchant without a gtagId never loads this file.

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const gtagScriptUrl = (gtagId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;

/** Google's own snippet, as code: the dataLayer queue, the config call and the async tag script, once per id. */
export function loadGtag(gtagId: string): void {
  const src = gtagScriptUrl(gtagId);
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const dataLayer = (window.dataLayer ??= []);
  window.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, not an array copy of it
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', gtagId);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}
