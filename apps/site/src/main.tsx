import { startTransition, StrictMode } from 'react';
import '@fontsource-variable/inter/wght.css';
// Bengali text on a machine with no Bengali font (issue 19): each subset's face loads only when its script is
// on the page, so other languages download nothing more.
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@croupier/ui/styles.css';
import { App } from './app/App';
import { router } from './app/router';
import { i18n } from './shared/language';
import { preloadGameMenus } from './shared/gameMenus';
import { serverDataSettled, takeServerRendered } from './shared/serverRendered';
import { loadMemberIslands } from './shared/island';
import { session } from './shared/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Resolves once the first route's code is in and the messages are ready, so the first render is the page. */
function ready(): Promise<unknown> {
  const routed = router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });
  const translated = i18n.isInitialized
    ? Promise.resolve()
    : new Promise((resolve) => i18n.on('initialized', resolve));
  return Promise.all([routed, translated, stylesheetsLoaded()]);
}

/**
 * Every stylesheet the page links, loaded. Home's first paint has its rules inline and links the stylesheet at the
 * end of the body (scripts/prerender.mjs); this script is imported by a loader, so nothing else makes it wait,
 * and an island rendered before the stylesheet arrived would be unstyled, then jump.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

// The prerender leaves the lazy parts (the lobby below the greeting, dialogs) to the browser: React says
// so with this recoverable error, expected here and only here; any other is reported.
const prerenderLeftToClient = (error: unknown) =>
  error instanceof Error && /#419|could not finish this Suspense boundary/.test(error.message);

declare global {
  interface Window {
    /**
     * Set by the prerendered page (src/ssr/document.ts), called once the server's data is in: returns the button
     * last pressed before React listened; from then on a press React drops is pressed again once it can hydrate.
     */
    __croupierDataSettled?: () => HTMLButtonElement | null;
    /** Set by the prerendered page: React listens from now on, and handles presses on what it can hydrate. */
    __croupierReactListens?: () => void;
  }
}

/** A server-rendered lobby page's queries go in the cache first, so the first render matches the page. */
async function restoreServerQueries(): Promise<void> {
  const state = takeServerRendered();
  if (!state) return;
  const [{ hydrate }, { queryClient }] = await Promise.all([
    import('@tanstack/react-query'),
    import('./shared/queryClient'),
  ]);
  hydrate(queryClient, state.queries);
  // the header, side menu and vendor row were rendered with the menus (read from the cache just filled)
  await preloadGameMenus(i18n.language);
}

// Home arrives prerendered (scripts/prerender.mjs), a lobby route or a member's game list rendered by the server
// (src/ssr): take it over in place, so nothing repaints or moves. A page the browser holds while logged in is a
// member's (the page's guard keeps no other): its member islands load first (shared/island.ts).
if (root.hasChildNodes())
  // (restoring may fail, e.g. offline with stale menus: hydrate all the same, and React renders what differs)
  void Promise.all([
    ready(),
    restoreServerQueries().catch(() => undefined),
    session.isLoggedIn() ? loadMemberIslands().catch(() => undefined) : undefined,
  ]).then(() => {
    // In a transition React hydrates in slices of a few milliseconds, yielding between them, so a press or a
    // frame is never held behind the whole page's hydration (one long task on a slow phone).
    window.__croupierReactListens?.();
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => {
          if (!prerenderLeftToClient(error)) reportError(error);
        },
      });
    });
    // A button pressed before React listened (Log in on a slow phone, a game's tile): press it again once
    // every part of the page can hydrate (a server-rendered game list waits for the catalogue, and React drops
    // a press on a part that is still waiting). React hydrates the part under the button, then runs its handler.
    void serverDataSettled().then(() => setTimeout(() => window.__croupierDataSettled?.()?.click()));
  });
else {
  const blank = createRoot(root);
  startTransition(() => blank.render(app));
}
