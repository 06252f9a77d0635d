// Idle re-authentication (issue 15): a session of a merchant whose profile sets idle minutes ends after
// that long without a request. The session row carries its idle minutes (copied at login) and its last
// activity, both read by the session lookup's own query; the activity is written at most once a minute.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { sessions } from '../session/tables';

/** Activity younger than this is not written again. */
export const ACTIVITY_WRITE_MS = 60_000;

export interface SessionActivity {
  id: string;
  lastActiveAt: Date;
  idleMinutes: number | null;
}

/** Ends an idle session (401 session_idle), else notes the activity when the last note is a minute old. */
export async function checkSessionActivity(db: Db, session: SessionActivity, now = new Date()): Promise<void> {
  const idleFor = now.getTime() - session.lastActiveAt.getTime();
  if (session.idleMinutes !== null && idleFor > session.idleMinutes * 60_000) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, session.id));
    throw new ApiError(401, 'session_idle');
  }
  if (idleFor >= ACTIVITY_WRITE_MS) await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, session.id));
}
