import type { GameMenu } from '@croupier/sdk';
import { accountIcons, categoryIcons, tabIcons } from './categoryIcons';
import { queryClient } from './queryClient';
import { sessionCached } from './sessionCache';

export interface LoadedGameMenus {
  menus: GameMenu[];
  icons: { categoryIcons: typeof categoryIcons; accountIcons: typeof accountIcons; tabIcons: typeof tabIcons };
}

/** Loaded after the first paint: the vendor list (session-cached under gameVendor) and the menu icons. */
export async function loadGameMenus(key: string, language: string): Promise<LoadedGameMenus> {
  const menus = await sessionCached(`gameVendor:${key}`, async () => {
    const { games } = await import('./api');
    return queryClient.fetchQuery(games.gameMenus({ language }));
  });
  return { menus, icons: { categoryIcons, accountIcons, tabIcons } };
}
