// Settlement periods (spec §9), all in UTC: real-time salary every 5 minutes, hourly salary per hour,
// daily salary per day, dividends per the contract's period (daily, weekly from Monday, semimonthly
// 1st-15th and 16th-end, monthly). A period settles once it has ended: yesterday's daily salary today.
import type { ContractPeriod, ContractType } from './tables';

export interface Period {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The fixed length of a salary period; a dividend's period is a calendar one. */
const FIXED_MS: Partial<Record<ContractType, number>> = {
  realtime_salary: 5 * MINUTE,
  hourly_salary: HOUR,
  daily_salary: DAY,
};

function calendarPeriod(at: Date, period: ContractPeriod): Period {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  switch (period) {
    case 'daily':
      return { start: new Date(Date.UTC(y, m, d)), end: new Date(Date.UTC(y, m, d + 1)) };
    case 'weekly': {
      const monday = d - ((at.getUTCDay() + 6) % 7);
      return { start: new Date(Date.UTC(y, m, monday)), end: new Date(Date.UTC(y, m, monday + 7)) };
    }
    case 'semimonthly':
      return d <= 15
        ? { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m, 16)) }
        : { start: new Date(Date.UTC(y, m, 16)), end: new Date(Date.UTC(y, m + 1, 1)) };
    case 'monthly':
      return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  }
}

/** The period of a contract of `type` (and dividend `period`) that contains `at`. */
export function periodAt(type: ContractType, period: ContractPeriod, at: Date): Period {
  const fixed = FIXED_MS[type];
  if (fixed === undefined) return calendarPeriod(at, period);
  const start = Math.floor(at.getTime() / fixed) * fixed;
  return { start: new Date(start), end: new Date(start + fixed) };
}

/**
 * The periods that ended by `now` and overlap [from, until): the ones a contract in force over that span
 * is owed, oldest first, at most `limit` (a long outage catches up over several runs).
 */
export function endedPeriods(
  type: ContractType,
  period: ContractPeriod,
  from: Date,
  until: Date | null,
  now: Date,
  limit = 500,
): Period[] {
  const result: Period[] = [];
  const stop = Math.min(now.getTime(), until?.getTime() ?? Infinity);
  let current = periodAt(type, period, from);
  while (
    current.end.getTime() <= now.getTime() &&
    current.start.getTime() < stop &&
    result.length < limit
  ) {
    result.push(current);
    current = periodAt(type, period, current.end);
  }
  return result;
}
