import { lazy, memo, type ComponentType } from 'react';
import { englishReady } from '@croupier/i18n';
import { i18n } from './language';

/*
 * Islands: everything beyond home's first paint (routes, dialogs, the lobby, the member header) loads as
 * its own chunk. The first script carries neither react-query nor the English messages past the first
 * paint's; an island loads both beside its code, and shows once all three are in.
 */
const islandNeeds = () =>
  Promise.all([import('./queryProvider'), englishReady(i18n)]).then(([m]) => m.withQueryClient);

async function loadIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, withQueryClient] = await Promise.all([load(), islandNeeds()]);
  return withQueryClient(Component);
}

/** Loads of the islands a member's page shows with the member's data (the header's balance and menu). */
const memberIslands: (() => Promise<unknown>)[] = [];

/**
 * React.lazy for an island component: `lazyIsland(() => import('./X').then((m) => m.X))`. `member`: it shows
 * the member's data, and a member's server-rendered page loads it before it hydrates (loadMemberIslands).
 * An island already loaded when it first renders renders at once: its lazy gets a thenable that answers
 * synchronously (React reads it in the same pass), not a promise, which always answers a tick later and would
 * leave a server-rendered island to hydrate in a later pass.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { member = false }: { member?: boolean } = {},
) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  const loadOnce = () =>
    (loading ??= loadIsland(load).then((Component) => {
      loaded = { default: Component };
      return Component;
    }));
  if (member) memberIslands.push(loadOnce);
  // memo: a parent's re-render (the header's when the menus or the art settings arrive) does not render the
  // island again with the same props; its own state, stores and contexts still do
  return memo(lazy(() => {
    if (loaded) {
      const module = loaded;
      // (React's types ask for a Promise; React itself calls only `then`)
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
    }
    return loadOnce().then((Component) => ({ default: Component }));
  }));
}

/**
 * Loads every `member` island: main.tsx, before it hydrates a member's server-rendered page (src/ssr). An island
 * that hydrated later could meet the member's data already loaded and differ from the server's markup, which
 * was rendered while it loads; loaded first, the whole page hydrates in one pass, before any call is made.
 */
export const loadMemberIslands = (): Promise<unknown> => Promise.all(memberIslands.map((load) => load()));

/** A route's `lazy` for an island page: `lazy: routeIsland(() => import('./X').then((m) => m.X))`. */
export const routeIsland =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: await loadIsland(load),
  });
