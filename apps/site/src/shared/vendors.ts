import type { GameMenu } from '@croupier/sdk';
import { paths, type GameRouteType } from '@/config/paths';

/** A game vendor as the footer, the side menu and the filters show it: its logo and where its games are. */
export interface VendorEntry {
  vassalage: string;
  name: string;
  logoUrl: string;
  /** Its games in the first category that has it (spec §2 game list, ?vassalage). */
  href: string;
}

/**
 * Each vendor of the game menus once, at its first category, in the server's vendor order; with `only`, just
 * those codes in that order (the spec §2 footer lists PG, EG2, PT, JDB, CQ9, FC, JL, BGS).
 */
export function vendorEntries(
  menus: readonly (GameMenu & { gameType: GameRouteType })[],
  art: (url: string) => string,
  only?: readonly string[],
): VendorEntry[] {
  const seen = new Map<string, VendorEntry>();
  for (const menu of menus)
    for (const vendor of menu.vendors)
      if (!seen.has(vendor.vassalage))
        seen.set(vendor.vassalage, {
          vassalage: vendor.vassalage,
          name: vendor.displayName,
          logoUrl: art(vendor.logoUrl),
          href: paths.category.href(menu.gameType, vendor.vassalage),
        });
  return only ? only.flatMap((code) => seen.get(code) ?? []) : [...seen.values()];
}
