import type { GameType } from '@croupier/sdk';

/** The game types a team report filters by (spec §1 categories), labelled by the records' message keys. */
export const gameTypes: readonly GameType[] = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'CRASH',
];

export const gameTypeLabel = (type: GameType) => `records.gameTypes.${type}`;

/** The page size of the agent centre's tables. */
export const PAGE_SIZE = 20;
