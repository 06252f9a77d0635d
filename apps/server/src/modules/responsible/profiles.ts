// Jurisdiction profiles (issue 15): seeded per merchant, served with the permission payload, and the
// real-money switches the operator turns through the admin API.
import type { components } from '@croupier/sdk/schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { jurisdictionProfiles, type JurisdictionProfileRow } from './tables';

export const PROTECTIONS = [
  'depositLimit',
  'lossLimit',
  'stakeLimit',
  'sessionLimit',
  'realityCheck',
  'takeBreak',
  'selfExclusion',
] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** Take a break: 24 hours to 6 weeks. Self-exclusion: 6 months to 5 years, or permanent. */
const BREAK_DAYS = [1, 7, 14, 30, 42];
const EXCLUSION_MONTHS = [6, 12, 24, 60];

type Seed = Omit<
  JurisdictionProfileRow,
  'merchantCode' | 'updatedAt' | 'limitPeriods' | 'breakDays' | 'exclusionMonths'
>;

/**
 * Brazil (Lei 14.790/2023 and the Ministry of Finance's ordinances): every protection mandatory, 18+,
 * 30 minutes idle ends a session, and a deposit limit is set when the account is opened. Mexico: the same
 * protections offered (registration's limits step can be skipped), 18+. Bangladesh: online gambling
 * for money is not permitted, so real money starts off (free play and browsing stay); 18+.
 */
const SEED: Record<string, Seed> = {
  BR: {
    minimumAge: 18,
    mandatory: [...PROTECTIONS],
    limitsAtRegistration: 'mandatory',
    idleMinutes: 30,
    realMoney: true,
    deposits: true,
    helpName: 'Jogadores Anônimos Brasil',
    helpUrl: 'https://jogadoresanonimos.com.br',
  },
  MX: {
    minimumAge: 18,
    mandatory: [],
    limitsAtRegistration: 'offered',
    idleMinutes: null,
    realMoney: true,
    deposits: true,
    helpName: 'Jugadores Anónimos México',
    helpUrl: 'https://jugadoresanonimos.org.mx',
  },
  BD: {
    minimumAge: 18,
    mandatory: [],
    limitsAtRegistration: 'off',
    idleMinutes: null,
    realMoney: false,
    deposits: false,
    helpName: 'Gamblers Anonymous',
    helpUrl: 'https://www.gamblersanonymous.org',
  },
};

/** Seeds a profile per merchant once; an operator's later switches are kept. */
export async function seedJurisdictionProfiles(
  db: Db,
  merchantCodes: readonly string[],
): Promise<void> {
  for (const merchantCode of merchantCodes) {
    const seed = SEED[merchantCode] ?? SEED.MX!;
    await db
      .insert(jurisdictionProfiles)
      .values({
        merchantCode,
        ...seed,
        limitPeriods: [...LIMIT_PERIODS],
        breakDays: BREAK_DAYS,
        exclusionMonths: EXCLUSION_MONTHS,
      })
      .onConflictDoNothing();
  }
}

export type JurisdictionProfile = components['schemas']['JurisdictionProfile'];
type Protection = JurisdictionProfile['mandatory'][number];
type Period = JurisdictionProfile['limitPeriods'][number];

const toProfile = (row: JurisdictionProfileRow): JurisdictionProfile => ({
  merchantCode: row.merchantCode,
  minimumAge: row.minimumAge,
  mandatory: row.mandatory as Protection[],
  limitsAtRegistration: row.limitsAtRegistration as JurisdictionProfile['limitsAtRegistration'],
  limitPeriods: row.limitPeriods as Period[],
  breakDays: row.breakDays,
  exclusionMonths: row.exclusionMonths,
  idleMinutes: row.idleMinutes,
  realMoney: row.realMoney,
  // Deposits need real money: switching real money off closes them too.
  deposits: row.realMoney && row.deposits,
  helpOrganisation: { name: row.helpName, url: row.helpUrl },
});

export async function jurisdictionOf(db: Db, merchantCode: string): Promise<JurisdictionProfile> {
  const [row] = await db
    .select()
    .from(jurisdictionProfiles)
    .where(eq(jurisdictionProfiles.merchantCode, merchantCode));
  if (!row) throw new Error(`merchant ${merchantCode} has no jurisdiction profile`);
  return toProfile(row);
}

/** The operator's switches (admin API). */
export async function switchRealMoney(
  db: Db,
  merchantCode: string,
  change: { realMoney?: boolean; deposits?: boolean },
): Promise<JurisdictionProfile> {
  const [row] = await db
    .update(jurisdictionProfiles)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(jurisdictionProfiles.merchantCode, merchantCode))
    .returning();
  if (!row) throw new ApiError(404, 'not_found');
  return toProfile(row);
}

/** Refuses real-money play, withdrawals and (with `deposit`) deposits where the merchant's profile has them off. */
export async function requireRealMoney(
  db: Db,
  merchantCode: string,
  what: 'play' | 'withdrawal' | 'deposit' = 'play',
) {
  refuseWhereOff(await jurisdictionOf(db, merchantCode), what);
}

/** requireRealMoney on a profile the caller holds. */
export function refuseWhereOff(
  profile: JurisdictionProfile,
  what: 'play' | 'withdrawal' | 'deposit' = 'play',
) {
  if (!profile.realMoney || (what === 'deposit' && !profile.deposits))
    throw new ApiError(403, 'real_money_disabled');
}
