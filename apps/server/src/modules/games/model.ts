// The catalogue's vocabulary (openapi.yaml GameType, GameClassify, ...) and the row-to-contract mapping.
import type { components } from '@croupier/sdk/schema';
import { CRASH_RTP_PERCENT, SLOT_RTP_PERCENT } from '@croupier/fair';
import type { GameRow } from './tables';

type Schemas = components['schemas'];
export type GameType = Schemas['GameType'];
export type GameClassify = Schemas['GameClassify'];
export type IsGame = Schemas['IsGame'];
/** The contract's Game. */
export type Game = Schemas['Game'];

/** The contract's game types in lobby order (the type above keeps the list in step with the enum). */
export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'CRASH',
] as const satisfies readonly GameType[];

/** The JPEG copy of a game's artwork (artRaster.ts); without `format` the same path serves the SVG. */
export const gameArtUrl = (nodeId: string, size: 'icon' | 'large' = 'icon') =>
  `/api/art/games/${encodeURIComponent(nodeId)}?${size === 'large' ? 'size=large&' : ''}format=jpeg`;
/** The PNG copy of a vendor's logo (artRaster.ts); without `format` the same path serves the SVG. */
export const vendorLogoUrl = (vassalage: string) =>
  `/api/art/vendors/${encodeURIComponent(vassalage)}?format=png`;

/** A small stable hash (FNV-1a), for card colours and artwork that must not change between starts. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A catalogue row with its vendor's maintenance flag, as the contract shows it. */
export function toGame(row: GameRow, vendorMaintenance: boolean): Game {
  return {
    nodeId: row.nodeId,
    gameType: row.gameType as GameType,
    vassalage: row.vassalage,
    gameCode: row.gameCode,
    isGame: row.isGame as IsGame,
    displayName: row.displayName,
    gameName: row.gameName,
    nodeName: row.displayName,
    iconUrl: gameArtUrl(row.nodeId),
    lagerIcon: gameArtUrl(row.nodeId, 'large'),
    vendorLogoUrl: vendorLogoUrl(row.vassalage),
    // Spec §9: card colours cycle over 4 values by nodeId.
    cardId: stableHash(row.nodeId) % 4,
    accountTypeName: row.vassalage,
    isHot: row.hotRank === null ? 0 : 1,
    isNew: row.isNew,
    isJackpot: row.isJackpot,
    gameClassify: (row.gameClassify as GameClassify | null) ?? null,
    maintenance: row.maintenance || vendorMaintenance,
    rtp: returnToPlayer(row),
  };
}

/**
 * The game's return to player in percent (issue 15: shown on every game): what the player here really
 * plays. The in-house crash games return CRASH_RTP_PERCENT; every other game opens the sandbox slot (a
 * vendor's stand-in until its integration), whose paytable returns SLOT_RTP_PERCENT. A real vendor game
 * would state the vendor's certified figure instead.
 */
export function returnToPlayer(game: { gameType: string; vassalage: string }): number {
  return game.gameType === 'CRASH' && game.vassalage === 'INHOUSE' ? CRASH_RTP_PERCENT : SLOT_RTP_PERCENT;
}

/** The contract's page shape (spec §3 favorite list: content, pageNum, totalPages). */
export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
}

export const toPage = <T>(
  content: T[],
  pageNum: number,
  pageSize: number,
  total: number,
): Page<T> => ({
  content,
  pageNum,
  pageSize,
  totalElements: total,
  totalPages: Math.ceil(total / pageSize),
});
