/**
 * A game as the lobby receives it (spec §3 Game). Only the fields the tiles read; the site may pass
 * its whole SDK object.
 */
export interface LobbyGame {
  nodeId: string | number;
  /** RNG, LIVE, FISH, PVP, CRASH, ... RNG games have no immediate-play button (spec §2). */
  gameType?: string;
  /** Vendor or category code (PG, JDB, EVO, ...). */
  vassalage?: string;
  gameCode?: string;
  /** VASSALAGE means the card opens a popup list of games. */
  isGame?: string;
  displayName?: string;
  gameName?: string;
  nodeName?: string;
  iconUrl?: string;
  /** The large artwork; preferred over iconUrl when present. */
  lagerIcon?: string;
  /** 1 means hot. */
  isHot?: number | boolean;
}

/** The name shown on a tile: displayName, then gameName, then nodeName (spec §3). */
export const gameTitle = (game: LobbyGame): string => game.displayName || game.gameName || game.nodeName || '';

/** The artwork: the large icon when there is one, else the icon. */
export const gameImage = (game: LobbyGame): string | undefined => game.lagerIcon || game.iconUrl || undefined;

export const isHotGame = (game: LobbyGame): boolean => game.isHot === 1 || game.isHot === true;

/** RNG (slots) tiles have no immediate-play button; every other type does (spec §2). */
export const isRngGame = (game: LobbyGame): boolean => (game.gameType ?? '').toUpperCase() === 'RNG';
