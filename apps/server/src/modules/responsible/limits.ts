// Member limits (issue 15; UK RTS 12 behaviour): deposits, losses and stakes per 24 hours, 7 days and
// 30 days (rolling), and a session time limit. Lowering or setting applies at once; raising or removing
// applies 24 hours later and can be cancelled until then. The ledger paths call enforce*() inside their
// own transaction, after locking the member's limit rows, so concurrent deposits and bets queue there.
import { and, eq, gte, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { depositOrders } from '../payments/tables';
import { gameRounds } from '../records/tables';
import { sessions } from '../session/tables';
import { rgLimits, type RgLimitRow } from './tables';

export type LimitKind = 'deposit' | 'loss' | 'stake' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month' | 'session';

const HOUR = 3_600_000;
export const PERIOD_MS: Record<Exclude<LimitPeriod, 'session'>, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };
/** How long a raise or removal waits. */
export const COOLING_OFF_MS = 24 * HOUR;
/** Session time limits, in minutes. */
const SESSION_MINUTES = { min: 5, max: 24 * 60 };

export interface LimitState {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force now: minor units (minutes for session); null: none. */
  amount: number | null;
  pending: { amount: number | null; appliesAt: Date } | null;
}

/** The row as it stands at `now`: a pending change whose time has come is in force. */
export function stateAt(row: RgLimitRow, now: Date): LimitState {
  const due = row.pendingAt !== null && row.pendingAt <= now;
  return {
    kind: row.kind as LimitKind,
    period: row.period as LimitPeriod,
    amount: due ? row.pendingAmount : row.amount,
    pending: row.pendingAt && !due ? { amount: row.pendingAmount, appliesAt: row.pendingAt } : null,
  };
}

export const isKindPeriod = (kind: string, period: string): boolean =>
  kind === 'session' ? period === 'session' : ['deposit', 'loss', 'stake'].includes(kind) && period in PERIOD_MS;

export async function limitsOf(db: Db, memberId: string, now = new Date()): Promise<LimitState[]> {
  const rows = await db.select().from(rgLimits).where(eq(rgLimits.memberId, memberId));
  return rows.map((row) => stateAt(row, now)).filter((s) => s.amount !== null || s.pending !== null);
}

/**
 * Sets (amount) or removes (null) a limit. A stricter limit applies at once and drops any pending raise;
 * a looser one (or removal) waits 24 hours. Returns the limit as it stands.
 */
export async function setLimit(
  db: Db,
  memberId: string,
  change: { kind: LimitKind; period: LimitPeriod; amount: number | null },
  now = new Date(),
): Promise<LimitState> {
  const { kind, period, amount } = change;
  if (!isKindPeriod(kind, period)) throw new ApiError(400, 'bad_request', `${kind} limits have no period ${period}`);
  if (amount !== null && kind === 'session' && (amount < SESSION_MINUTES.min || amount > SESSION_MINUTES.max))
    throw new ApiError(422, 'amount_out_of_range');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(rgLimits)
      .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)))
      .for('update');
    const current = row ? stateAt(row, now).amount : null;
    const stricter = amount !== null && (current === null || amount <= current);
    const values = stricter
      ? { amount, pendingAmount: null, pendingAt: null }
      : { amount: current, pendingAmount: amount, pendingAt: new Date(now.getTime() + COOLING_OFF_MS) };
    const [saved] = await tx
      .insert(rgLimits)
      .values({ memberId, kind, period, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: [rgLimits.memberId, rgLimits.kind, rgLimits.period], set: { ...values, updatedAt: now } })
      .returning();
    if (kind === 'session' && stricter) await shortenSessions(tx, memberId, amount, now);
    return stateAt(saved!, now);
  });
}

/** Cancels a pending raise or removal: the limit in force stays. */
export async function cancelPending(db: Db, memberId: string, kind: LimitKind, period: LimitPeriod, now = new Date()) {
  const [row] = await db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)));
  const state = row && stateAt(row, now);
  if (!state?.pending) throw new ApiError(404, 'not_found');
  await db
    .update(rgLimits)
    .set({ pendingAmount: null, pendingAt: null, updatedAt: now })
    .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)));
  return { ...state, pending: null };
}

/** A session time limit ends the member's live sessions that have run longer (expiry moves in). */
async function shortenSessions(tx: Db, memberId: string, minutes: number, now: Date) {
  await tx
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, ${sessions.createdAt} + make_interval(mins => ${minutes}))` })
    .where(and(eq(sessions.memberId, memberId), gte(sessions.expiresAt, now)));
}

/** The session time limit in force (minutes), for a new session's expiry; undefined: none. */
export async function sessionLimitMinutes(db: Db, memberId: string, now = new Date()): Promise<number | undefined> {
  const [row] = await db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, 'session')));
  return (row && stateAt(row, now).amount) ?? undefined;
}

type MoneyKind = 'deposit' | 'loss' | 'stake';

/** How much of `kind` the member used since `from` (losses: stakes minus wins, never below 0). */
async function usedSince(db: Db, memberId: string, kind: MoneyKind, from: Date): Promise<number> {
  if (kind === 'deposit') {
    const [row] = await db
      .select({ total: sum(depositOrders.amount).mapWith(Number) })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid'), gte(depositOrders.settledAt, from)));
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({
      stakes: sum(gameRounds.betAmount).mapWith(Number),
      wins: sum(gameRounds.winAmount).mapWith(Number),
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), ne(gameRounds.status, 'cancelled'), gte(gameRounds.betAt, from)));
  const stakes = row?.stakes ?? 0;
  return kind === 'stake' ? stakes : Math.max(0, stakes - (row?.wins ?? 0));
}

/** When the oldest movement still counted leaves the window (a rolling window frees up from then). */
async function resetsAt(db: Db, memberId: string, kind: MoneyKind, from: Date, periodMs: number, now: Date): Promise<Date> {
  const [row] =
    kind === 'deposit'
      ? await db
          .select({ first: sql<Date | string | null>`min(${depositOrders.settledAt})` })
          .from(depositOrders)
          .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid'), gte(depositOrders.settledAt, from)))
      : await db
          .select({ first: sql<Date | string | null>`min(${gameRounds.betAt})` })
          .from(gameRounds)
          .where(and(eq(gameRounds.memberId, memberId), ne(gameRounds.status, 'cancelled'), gte(gameRounds.betAt, from)));
  const first = row?.first ? new Date(row.first) : now;
  return new Date(first.getTime() + periodMs);
}

export interface Usage {
  kind: MoneyKind;
  period: Exclude<LimitPeriod, 'session'>;
  used: number;
}

/** What each money limit of the member has used in its current window. */
export async function usageOf(db: Db, memberId: string, limits: LimitState[], now = new Date()): Promise<Usage[]> {
  const money = limits.filter((l): l is LimitState & { kind: MoneyKind; period: Usage['period'] } => l.kind !== 'session');
  return Promise.all(
    money.map(async (l) => ({
      kind: l.kind,
      period: l.period,
      used: await usedSince(db, memberId, l.kind, new Date(now.getTime() - PERIOD_MS[l.period])),
    })),
  );
}

/** Which of the members have a row of these limit kinds (set, pending or lifted): enforceLimits has work. */
export async function membersWithLimits(
  db: Db,
  memberIds: readonly string[],
  kinds: MoneyKind[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ memberId: rgLimits.memberId })
    .from(rgLimits)
    .where(and(inArray(rgLimits.memberId, [...memberIds]), inArray(rgLimits.kind, kinds)));
  return new Set(rows.map((row) => row.memberId));
}

/**
 * Refuses `amount` more of the given kinds when it would pass a limit in force: 422 rg_limit_reached with
 * the limit and when it resets. Call inside the transaction that moves the money: it locks the member's
 * limit rows first, so a concurrent deposit or bet of the same member waits until this one commits.
 */
export async function enforceLimits(
  tx: Db,
  memberId: string,
  kinds: MoneyKind[],
  amount: number,
  now = new Date(),
  /** The movement's own row is already written in this transaction (a bet's round): do not count it twice. */
  alreadyWritten = false,
) {
  const rows = await tx
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.memberId, memberId), inArray(rgLimits.kind, kinds)))
    .for('update');
  for (const row of rows) {
    const { kind, period, amount: limit } = stateAt(row, now) as LimitState & { kind: MoneyKind; period: Usage['period'] };
    if (limit === null) continue;
    const from = new Date(now.getTime() - PERIOD_MS[period]);
    const used = (await usedSince(tx, memberId, kind, from)) - (alreadyWritten ? amount : 0);
    if (used + amount > limit) {
      const resets = await resetsAt(tx, memberId, kind, from, PERIOD_MS[period], now);
      throw new ApiError(422, 'rg_limit_reached', undefined, undefined, {
        limit: { kind, period, amount: limit, used, resetsAt: resets.toISOString() },
      });
    }
  }
}
