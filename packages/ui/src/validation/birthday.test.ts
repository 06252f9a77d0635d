import { describe, expect, it } from 'vitest';
import { ageByYearDifference, birthYear, birthdayPickerMax, checkBirthday, toIsoDate } from './birthday';

const today = new Date(2025, 5, 15); // 15 June 2025, local time

describe('birthday rule', () => {
  it('counts age by year difference only', () => {
    expect(ageByYearDifference(2007, today)).toBe(18);
    // born on the last day of 2007: 17 by the calendar, 18 by the spec's rule
    expect(checkBirthday('2007-12-31', today)).toBeUndefined();
    expect(checkBirthday('2007-01-01', today)).toBeUndefined();
    expect(checkBirthday('1960-02-29', today)).toBeUndefined();
  });

  it('rejects anyone born in a later year than 18 years ago', () => {
    expect(checkBirthday('2008-01-01', today)).toBe('tooYoung');
    expect(checkBirthday('2025-06-16', today)).toBe('tooYoung');
  });

  it('honours another minimum age (the 21 reading)', () => {
    expect(checkBirthday('2004-12-31', today, 21)).toBeUndefined();
    expect(checkBirthday('2005-01-01', today, 21)).toBe('tooYoung');
  });

  it('rejects what is not a real yyyy-MM-dd date', () => {
    expect(checkBirthday('2001-02-30', today)).toBe('invalid');
    expect(checkBirthday('31-12-2001', today)).toBe('invalid');
    expect(checkBirthday('', today)).toBe('invalid');
    expect(birthYear('2000-02-29')).toBe(2000);
    expect(birthYear('1900-02-29')).toBeUndefined();
  });

  it('caps the picker at 31 December of the year 18 years ago', () => {
    expect(birthdayPickerMax(today)).toBe('2007-12-31');
    expect(birthdayPickerMax(new Date(2025, 0, 1))).toBe('2007-12-31');
    expect(birthdayPickerMax(new Date(2025, 11, 31))).toBe('2007-12-31');
    expect(birthdayPickerMax(today, 21)).toBe('2004-12-31');
  });

  it('and the picker maximum itself passes the rule', () => {
    expect(checkBirthday(birthdayPickerMax(today), today)).toBeUndefined();
  });

  it('writes local dates as yyyy-MM-dd', () => {
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});
