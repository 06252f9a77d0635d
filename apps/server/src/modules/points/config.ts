// The points mall's rates and catalogue per merchant (spec §3 Points, §7 MCS2_getPointConfig and
// MCS2_getPointReward). Seeded once per merchant: an operator's later change is kept.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { pointConfigs, pointRewards, type PointConfigRow, type PointRewardRow } from './tables';

/** Spec §3: the types points are earned and spent under. */
export const BET_POINT_TYPES = ['live', 'lottery', 'pvp', 'rng', 'sports'] as const;
export type BetPointType = (typeof BET_POINT_TYPES)[number];
export type EarnPointType = BetPointType | 'deposit';

/** A game category's point type: fishing and crash count as rng, e-sports and cockfight as sports. */
const BY_GAME_TYPE: Record<string, BetPointType> = {
  LIVE: 'live',
  RNG: 'rng',
  FISH: 'rng',
  CRASH: 'rng',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

export const pointTypeOf = (gameType: string): BetPointType =>
  BY_GAME_TYPE[gameType.toUpperCase()] ?? 'rng';

/** Points earned by `amount` minor units at the type's rate: whole points, rounded down. */
export function pointsFor(config: PointConfigRow, type: EarnPointType, amount: number): number {
  const rate = config.rates[type] ?? 0;
  return amount > 0 && rate > 0 ? Math.floor((amount * rate) / config.unit) : 0;
}

/** The money `points` convert to, in minor units; whole minor units only (the rest stays points). */
export function amountFor(config: PointConfigRow, points: number): number {
  return Math.floor((points * config.unit) / config.exchangeRate);
}

/** Amounts below are for Brazil (centavos); other merchants scale them to their currency. */
const SCALE: Record<string, number> = { BR: 1, MX: 4, BD: 25 };

const defaultConfig = (merchantCode: string) => ({
  merchantCode,
  unit: 100 * (SCALE[merchantCode] ?? 1),
  exchangeRate: 100,
  rates: { live: 1, lottery: 2, pvp: 1, rng: 1, sports: 2, deposit: 1 },
  minConvert: 100,
});

interface CatalogueItem {
  code: string;
  names: Record<string, string>;
  pointsRequired: number;
  amountRequired: number;
}

const CATALOGUE: readonly CatalogueItem[] = [
  {
    code: 'freeSpins10',
    names: {
      EN: '10 free spins',
      PT: '10 giros grátis',
      ES: '10 giros gratis',
      BN: '১০টি ফ্রি স্পিন',
    },
    pointsRequired: 50,
    amountRequired: 0,
  },
  {
    code: 'bonus20',
    names: {
      EN: 'Bonus voucher 20',
      PT: 'Vale bônus 20',
      ES: 'Vale de bono 20',
      BN: 'বোনাস ভাউচার ২০',
    },
    pointsRequired: 300,
    amountRequired: 10_000,
  },
  {
    code: 'headphones',
    names: {
      EN: 'Wireless headphones',
      PT: 'Fones sem fio',
      ES: 'Audífonos inalámbricos',
      BN: 'ওয়্যারলেস হেডফোন',
    },
    pointsRequired: 2_000,
    amountRequired: 50_000,
  },
  {
    code: 'smartphone',
    names: { EN: 'Smartphone', PT: 'Smartphone', ES: 'Teléfono inteligente', BN: 'স্মার্টফোন' },
    pointsRequired: 20_000,
    amountRequired: 500_000,
  },
];

export async function ensurePointCatalogue(db: Db, merchantCode: string): Promise<void> {
  const k = SCALE[merchantCode] ?? 1;
  await db.insert(pointConfigs).values(defaultConfig(merchantCode)).onConflictDoNothing();
  await db
    .insert(pointRewards)
    .values(
      CATALOGUE.map((item, position) => ({
        merchantCode,
        code: item.code,
        names: item.names,
        pointsRequired: item.pointsRequired,
        amountRequired: item.amountRequired * k,
        position,
      })),
    )
    .onConflictDoNothing();
}

export async function findPointConfig(
  db: Db,
  merchantCode: string,
): Promise<PointConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(pointConfigs)
    .where(eq(pointConfigs.merchantCode, merchantCode));
  return row;
}

export async function pointConfigOf(db: Db, merchantCode: string): Promise<PointConfigRow> {
  const config = await findPointConfig(db, merchantCode);
  if (!config) throw new ApiError(404, 'not_found');
  return config;
}

/** MCS2_getPointConfig: what a unit earns per type, and what points convert to. */
export async function pointConfigView(db: Db, merchantCode: string, currency: string) {
  const config = await pointConfigOf(db, merchantCode);
  return {
    currency,
    unit: config.unit,
    exchangeRate: config.exchangeRate,
    minConvert: config.minConvert,
    rates: (['deposit', ...BET_POINT_TYPES] as const).map((pointType) => ({
      pointType,
      points: config.rates[pointType] ?? 0,
    })),
  };
}

export const rewardName = (reward: Pick<PointRewardRow, 'names'>, language: string) =>
  reward.names[language] ?? reward.names.EN ?? '';

export async function listPointRewards(
  db: Db,
  merchantCode: string,
  language: string,
  currency: string,
) {
  const rows = await db
    .select()
    .from(pointRewards)
    .where(eq(pointRewards.merchantCode, merchantCode))
    .orderBy(asc(pointRewards.position));
  return {
    currency,
    list: rows.map((r) => ({
      id: r.id,
      name: rewardName(r, language),
      pointsRequired: r.pointsRequired,
      amountRequired: r.amountRequired,
    })),
  };
}
