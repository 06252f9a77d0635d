import { useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameMenu } from '@croupier/sdk';
import { gameCentreTypes, gameListTypes, type GameRouteType } from '@/config/paths';
import type { LoadedGameMenus } from './gameMenusLoader';
import { merchantCode } from './merchant';

const routeTypes: readonly string[] = [...gameListTypes, ...gameCentreTypes];

/** Only categories that have a page of ours, with at least one vendor, in the server's vendor order (spec §2). */
export function navCategories(
  menus: readonly GameMenu[],
): (GameMenu & { gameType: GameRouteType })[] {
  return menus.filter(
    (m): m is GameMenu & { gameType: GameRouteType } =>
      routeTypes.includes(m.gameType) && m.vendors.length > 0,
  );
}

// A tiny store rather than a query: the header and side menu are in the first script, which then needs
// none of react-query's observers (they come with the first lazy page).
let loaded: (LoadedGameMenus & { key: string }) | undefined;
let loading: string | undefined;
/** The key whose last load failed (a page waiting for the menus shows without them). */
let failed: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load(key: string, language: string) {
  // Menus already here (a server-rendered page's, restored before hydration) are not read again: the same
  // menus as new objects would re-render the header, side menu and vendor menus for nothing.
  if (loading === key || loaded?.key === key) return;
  loading = key;
  import('./gameMenusLoader')
    .then((m) => m.loadGameMenus(key, language))
    .then(
      (value) => {
        if (loading !== key) return;
        loaded = { key, ...value };
        listeners.forEach((l) => l());
      },
      () => {
        // offline or failing: the nav stays at home and promotions; the next page view tries again
        loading = undefined;
        failed = key;
        listeners.forEach((l) => l());
      },
    );
}

/**
 * Loads the menus now, before the first render: a server's render of a lobby page (src/ssr), and the browser
 * taking that page over (main.tsx, from the queries the page carries), both render with them.
 */
export async function preloadGameMenus(language: string): Promise<void> {
  const key = `${merchantCode()}:${language}`;
  const { loadGameMenus } = await import('./gameMenusLoader');
  loaded = { key, ...(await loadGameMenus(key, language)) };
  failed = undefined;
  listeners.forEach((l) => l());
}

/**
 * The game categories with their vendors (top nav, side menu, game lists), cached in session storage
 * under gameVendor (spec §3 session keys); the SDK and the category icons load with the first call.
 */
export function useGameMenus() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const key = `${merchantCode()}:${language}`;
  // The prerendered home (and its hydration) has no menus yet: the nav fills in once they load. A lobby page
  // the server rendered has them (preloadGameMenus) on both sides.
  const snapshot = () => (loaded?.key === key ? loaded : undefined);
  // A store's update renders at once, in one task: on the prerendered home the menus' arrival re-rendered the
  // header's nav and vendor menus, the side menu and the footer together (a 540 ms task at 4x CPU on a slow
  // 2-core machine, issue 16: TBT). Deferred, the pages render them in a transition, which React slices into
  // short tasks; a page the server rendered with its menus starts with them (no deferral on the first render).
  const current = useDeferredValue(useSyncExternalStore(subscribe, snapshot, snapshot));
  const hasFailed = useDeferredValue(useSyncExternalStore(subscribe, () => failed === key, () => false));
  useEffect(() => load(key, language), [key, language]);
  const data = useMemo(() => (current ? navCategories(current.menus) : undefined), [current]);
  return { data, icons: current?.icons, isSuccess: current !== undefined, isSettled: current !== undefined || hasFailed };
}

/** The translation key of each category's name; literal, so the messages test sees every key in use. */
export const categoryLabelKeys = {
  LIVE: 'lobby.category.LIVE',
  RNG: 'lobby.category.RNG',
  FISH: 'lobby.category.FISH',
  PVP: 'lobby.category.PVP',
  CRASH: 'lobby.category.CRASH',
  SPORTS: 'lobby.category.SPORTS',
  ESPORTS: 'lobby.category.ESPORTS',
  LOTT: 'lobby.category.LOTT',
  ELOTT: 'lobby.category.ELOTT',
  COCKFIGHT: 'lobby.category.COCKFIGHT',
} as const satisfies Record<GameRouteType, string>;
