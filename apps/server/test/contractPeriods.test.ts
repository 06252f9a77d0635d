// Settlement periods (spec §9): 5 minutes, an hour, a UTC day, and the dividend's calendar periods.
import { describe, expect, it } from 'vitest';
import { endedPeriods, periodAt } from '../src/modules/contracts/periods';

const at = (iso: string) => new Date(iso);
const span = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('contract settlement periods', () => {
  it('salaries: 5 minutes, an hour, a day', () => {
    expect(span(periodAt('realtime_salary', 'daily', at('2026-11-25T06:17:31Z')))).toEqual([
      '2026-11-25T06:15:00.000Z',
      '2026-11-25T06:20:00.000Z',
    ]);
    expect(span(periodAt('hourly_salary', 'monthly', at('2026-11-25T06:17:31Z')))).toEqual([
      '2026-11-25T06:00:00.000Z',
      '2026-11-25T07:00:00.000Z',
    ]);
    expect(span(periodAt('daily_salary', 'weekly', at('2026-11-25T23:59:59Z')))).toEqual([
      '2026-11-25T00:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
    ]);
  });

  it('dividends: weekly from Monday, semimonthly 1-15 and 16-end, monthly', () => {
    expect(span(periodAt('dividend', 'weekly', at('2026-11-29T12:00:00Z')))).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(span(periodAt('dividend', 'semimonthly', at('2026-11-15T23:00:00Z')))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
    ]);
    expect(span(periodAt('dividend', 'semimonthly', at('2026-12-31T23:00:00Z')))).toEqual([
      '2026-12-16T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(span(periodAt('dividend', 'monthly', at('2026-02-10T00:00:00Z')))).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
  });

  it('a period is owed once it has ended: daily salary settles yesterday today, not today', () => {
    const owed = endedPeriods(
      'daily_salary',
      'daily',
      at('2026-11-23T10:00:00Z'),
      null,
      at('2026-11-25T06:00:00Z'),
    );
    expect(owed.map((p) => p.start.toISOString().slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('an ended contract is owed the periods up to its end, and a long outage catches up in bounded runs', () => {
    const owed = endedPeriods(
      'hourly_salary',
      'daily',
      at('2026-11-25T01:30:00Z'),
      at('2026-11-25T03:10:00Z'),
      at('2026-11-25T09:00:00Z'),
    );
    expect(owed.map((p) => p.start.toISOString().slice(11, 16))).toEqual([
      '01:00',
      '02:00',
      '03:00',
    ]);
    expect(
      endedPeriods(
        'realtime_salary',
        'daily',
        at('2026-11-01T00:00:00Z'),
        null,
        at('2026-11-25T00:00:00Z'),
        500,
      ),
    ).toHaveLength(500);
  });
});
