// Take a break (24 hours to 6 weeks) and self-exclusion (6 months to 5 years, or permanent). Neither can
// be shortened from the site: a new one may only end later. While one runs, logging in is refused with
// its end date, play, deposits and marketing messages stop; withdrawing the balance stays possible.
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import type { JurisdictionProfile } from './profiles';
import { rgExclusions } from './tables';

export type ExclusionKind = 'break' | 'self_exclusion';

export interface Exclusion {
  kind: ExclusionKind;
  startsAt: Date;
  /** null: permanent. */
  endsAt: Date | null;
}

/** The exclusion in force at `now`, the one ending last. */
export async function activeExclusion(db: Db, memberId: string, now = new Date()): Promise<Exclusion | undefined> {
  const rows = await db
    .select()
    .from(rgExclusions)
    .where(and(eq(rgExclusions.memberId, memberId), or(isNull(rgExclusions.endsAt), gt(rgExclusions.endsAt, now))))
    .orderBy(desc(rgExclusions.startsAt));
  const permanent = rows.find((r) => r.endsAt === null);
  const latest = permanent ?? rows.sort((a, b) => b.endsAt!.getTime() - a.endsAt!.getTime())[0];
  return latest && { kind: latest.kind as ExclusionKind, startsAt: latest.startsAt, endsAt: latest.endsAt };
}

export const excludedError = (exclusion: Exclusion) =>
  new ApiError(403, 'account_excluded', undefined, undefined, {
    exclusion: { kind: exclusion.kind, endsAt: exclusion.endsAt?.toISOString() ?? null },
  });

/** Refuses a login, a game or a deposit while an exclusion runs. */
export async function refuseWhileExcluded(db: Db, memberId: string, now = new Date()) {
  const exclusion = await activeExclusion(db, memberId, now);
  if (exclusion) throw excludedError(exclusion);
}

const addMonths = (date: Date, months: number) => {
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

export interface ExclusionAsk {
  kind: ExclusionKind;
  /** Days of a break, or months of a self-exclusion; null with self_exclusion: permanent. */
  duration: number | null;
}

/** Starts a break or self-exclusion now; refused when it would end before the one already running. */
export async function exclude(db: Db, memberId: string, profile: JurisdictionProfile, ask: ExclusionAsk, now = new Date()): Promise<Exclusion> {
  const { kind, duration } = ask;
  let endsAt: Date | null;
  if (kind === 'break') {
    if (duration === null || !profile.breakDays.includes(duration)) throw new ApiError(422, 'amount_out_of_range');
    endsAt = new Date(now.getTime() + duration * 24 * 3_600_000);
  } else {
    if (duration !== null && !profile.exclusionMonths.includes(duration)) throw new ApiError(422, 'amount_out_of_range');
    endsAt = duration === null ? null : addMonths(now, duration);
  }
  return db.transaction(async (tx) => {
    const running = await activeExclusion(tx, memberId, now);
    if (running && (running.endsAt === null || (endsAt !== null && endsAt <= running.endsAt)))
      throw new ApiError(409, 'exclusion_cannot_shorten');
    await tx.insert(rgExclusions).values({ memberId, kind, startsAt: now, endsAt });
    return { kind, startsAt: now, endsAt };
  });
}
