import type { PromotionType } from '@croupier/sdk';

/** The type filter (spec §3 "Promotion types"): all first, then every type, in the spec's order. */
export const promotionFilters = [
  'all',
  'other',
  'sports',
  'live_casino',
  'slots',
  'poker',
  'fishing',
  'lottery',
  'rebate',
  'points_mall',
  'ranking',
  'deposit',
  'app_download',
  'new_player',
  'gaming',
] as const satisfies readonly ('all' | PromotionType)[];
export type PromotionFilter = (typeof promotionFilters)[number];

// Literal keys, so each translated label is findable in the code.
export const filterLabels = {
  all: 'promotions.types.all',
  other: 'promotions.types.other',
  sports: 'promotions.types.sports',
  live_casino: 'promotions.types.live_casino',
  slots: 'promotions.types.slots',
  poker: 'promotions.types.poker',
  fishing: 'promotions.types.fishing',
  lottery: 'promotions.types.lottery',
  rebate: 'promotions.types.rebate',
  points_mall: 'promotions.types.points_mall',
  ranking: 'promotions.types.ranking',
  deposit: 'promotions.types.deposit',
  app_download: 'promotions.types.app_download',
  new_player: 'promotions.types.new_player',
  gaming: 'promotions.types.gaming',
} as const satisfies Record<PromotionFilter, string>;

/** ?type=<§3 type> as the filter; anything else (absent, unknown) is all. */
export const filterOf = (value: string | null): PromotionFilter =>
  promotionFilters.includes(value as PromotionFilter) ? (value as PromotionFilter) : 'all';
