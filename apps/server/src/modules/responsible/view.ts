// The member's responsible-gaming state as the contract's ResponsibleGaming.
import type { components } from '@croupier/sdk/schema';
import { and, eq, gte, ne, sum } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { gameRounds } from '../records/tables';
import type { SessionContext } from '../session/service';
import { sessions } from '../session/tables';
import { activeExclusion } from './exclusions';
import { limitsOf, usageOf } from './limits';
import { jurisdictionOf } from './profiles';
import { rgSettings } from './tables';

export type ResponsibleGaming = components['schemas']['ResponsibleGaming'];

/** Stakes and wins since `from` (the reality check's session summary). */
async function playSince(db: Db, memberId: string, from: Date) {
  const [row] = await db
    .select({ stakes: sum(gameRounds.betAmount).mapWith(Number), wins: sum(gameRounds.winAmount).mapWith(Number) })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), ne(gameRounds.status, 'cancelled'), gte(gameRounds.betAt, from)));
  const stakes = row?.stakes ?? 0;
  return { stakes, netResult: (row?.wins ?? 0) - stakes };
}

export async function responsibleGamingOf(db: Db, caller: SessionContext, now = new Date()): Promise<ResponsibleGaming> {
  const memberId = caller.member.id;
  const [profile, limits, exclusion, [settings], [session]] = await Promise.all([
    jurisdictionOf(db, caller.merchant.merchantCode),
    limitsOf(db, memberId, now),
    activeExclusion(db, memberId, now),
    db.select().from(rgSettings).where(eq(rgSettings.memberId, memberId)),
    db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, caller.session.id)),
  ]);
  const startedAt = session?.createdAt ?? now;
  const [usage, play] = await Promise.all([usageOf(db, memberId, limits, now), playSince(db, memberId, startedAt)]);
  return {
    profile,
    currency: caller.merchant.currency,
    limits: limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amount,
      used: usage.find((u) => u.kind === l.kind && u.period === l.period)?.used ?? 0,
      pending: l.pending && { amount: l.pending.amount, appliesAt: l.pending.appliesAt.toISOString() },
    })),
    realityCheckMinutes: settings?.realityCheckMinutes ?? null,
    exclusion: exclusion
      ? { kind: exclusion.kind, startsAt: exclusion.startsAt.toISOString(), endsAt: exclusion.endsAt?.toISOString() ?? null }
      : null,
    session: { startedAt: startedAt.toISOString(), ...play },
  };
}

export async function setRealityCheck(db: Db, memberId: string, minutes: number | null) {
  await db
    .insert(rgSettings)
    .values({ memberId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({ target: rgSettings.memberId, set: { realityCheckMinutes: minutes, updatedAt: new Date() } });
}
