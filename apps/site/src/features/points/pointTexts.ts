import type { PointRedemptionStatus, PointType } from '@croupier/sdk';
import type { PillStatus } from '@croupier/ui';

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
export const formatPoints = (points: number, locale: string) =>
  new Intl.NumberFormat(locale).format(points);
