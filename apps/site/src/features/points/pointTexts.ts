import type { PointRedemptionStatus, PointType } from '@croupier/sdk';
import type { PillStatus } from '@croupier/ui';
import { whenIdle } from '@/shared/idle';
import { localeOf } from '@/shared/language';
import { numberFormat } from '@/shared/numberFormat';

/** Each point type's label key; literal, so the messages test sees every key in use. */
export const pointTypeKeys = {
  live: 'points.types.live',
  lottery: 'points.types.lottery',
  pvp: 'points.types.pvp',
  rng: 'points.types.rng',
  sports: 'points.types.sports',
  deposit: 'points.types.deposit',
  redeem: 'points.types.redeem',
  convert: 'points.types.convert',
} as const satisfies Record<PointType, string>;

/** Spec §4 redeem statuses as the kit's pills. */
export const redemptionPill: Record<PointRedemptionStatus, PillStatus> = {
  in_process: 'inProcess',
  approved: 'approved',
  rejected: 'rejected',
};

/** Whole points as the reader writes numbers. */
export const formatPoints = (points: number, locale: string) => numberFormat(locale).format(points);
// The page's first number format loads the locale's number data (about 55 ms at 4x CPU): made while the browser
// is idle after this module loads (the points pages' first render waits for their data), not in that render.
if (typeof window !== 'undefined') whenIdle(() => numberFormat(localeOf()));
