import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameMenu } from '@croupier/sdk';
import { gameCentreTypes, gameListTypes, type GameRouteType } from '@/config/paths';
import { merchantCode } from './merchant';
import { queryClient } from './queryClient';
import { sessionCached } from './sessionCache';

const routeTypes: readonly string[] = [...gameListTypes, ...gameCentreTypes];

/** Only categories that have a page of ours, with at least one vendor, in the server's vendor order (spec §2). */
export function navCategories(menus: readonly GameMenu[]): (GameMenu & { gameType: GameRouteType })[] {
  return menus.filter((m): m is GameMenu & { gameType: GameRouteType } => routeTypes.includes(m.gameType) && m.vendors.length > 0);
}

/**
 * The game categories with their vendors (top nav, side menu, game lists), cached in session storage
 * under gameVendor (spec §3 session keys). The SDK loads with the first call, not with the first script.
 */
export function useGameMenus() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['gameMenus', merchantCode(), language],
    queryFn: () =>
      sessionCached(`gameVendor:${merchantCode()}:${language}`, async () => {
        const { games } = await import('./api');
        return queryClient.fetchQuery(games.gameMenus({ language }));
      }),
    staleTime: Infinity,
    select: navCategories,
  });
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
