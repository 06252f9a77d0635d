import { lazy, type ComponentType } from 'react';
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

/** React.lazy for an island component: `lazyIsland(() => import('./X').then((m) => m.X))`. */
export const lazyIsland = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await loadIsland(load) }));

/** A route's `lazy` for an island page: `lazy: routeIsland(() => import('./X').then((m) => m.X))`. */
export const routeIsland =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: await loadIsland(load),
  });
