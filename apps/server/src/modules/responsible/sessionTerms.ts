// What responsible gaming sets on a new session: the merchant's idle re-authentication minutes, and an
// expiry no later than the member's session time limit.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { members } from '../member/tables';
import { stateAt } from './limits';
import { jurisdictionProfiles, rgLimits } from './tables';

export async function sessionTerms(db: Db, memberId: string, ttlMs: number, now = new Date()) {
  const [row] = await db
    .select({ idleMinutes: jurisdictionProfiles.idleMinutes, limit: rgLimits })
    .from(members)
    .leftJoin(jurisdictionProfiles, eq(jurisdictionProfiles.merchantCode, members.merchantCode))
    .leftJoin(rgLimits, and(eq(rgLimits.memberId, members.id), eq(rgLimits.kind, 'session')))
    .where(eq(members.id, memberId));
  const limitMinutes = row?.limit ? stateAt(row.limit, now).amount : null;
  const ms = limitMinutes === null ? ttlMs : Math.min(ttlMs, limitMinutes * 60_000);
  return { idleMinutes: row?.idleMinutes ?? null, expiresAt: new Date(now.getTime() + ms), lastActiveAt: now };
}
