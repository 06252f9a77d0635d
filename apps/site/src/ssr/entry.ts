// The site's server-side entry (built by `vite build --ssr src/ssr/entry.ts` into dist-ssr/):
// - at build time, scripts/prerender.mjs writes home's first paint into dist/index.html with `prerenderHome`;
// - at run time, the API server (apps/server/src/http/pageRenderer.ts) loads this file in a worker thread,
//   gives it a `fetch` that reaches its own routes, and asks `renderPage` for a lobby route's first view
//   with its data (issue 16), so a visitor sees the games before any script has loaded.
// The server imports none of the site's code: it loads this built file by path, as a plug-in.
import './visitor';

const pages = () => import('./pages');

/** Paths whose first view `renderPage` renders (with the query string they arrive with). */
export const serverRenderedPaths = async (): Promise<readonly string[]> => (await pages()).serverRenderedPaths;

/** Home's page for dist/index.html, given the page vite built. */
export const prerenderHome = async (template: string): Promise<string> => (await pages()).prerenderHome(template);

/**
 * A server-rendered page for `url` (a path and query) over `template` (the page vite built, before home's
 * prerender), or null when the page has no server render (its data failed to load, or the path is not one).
 */
export const renderPage = async (url: string, template: string): Promise<string | null> =>
  (await pages()).renderPage(url, template);
