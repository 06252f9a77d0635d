import { describe, expect, it } from 'vitest';
import { addDays, dateRangeError, isIsoDate, localIsoDate, matchingPreset, presetRange } from './dateRange';

describe('addDays', () => {
  it('moves by calendar days across months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-03-30', 0)).toBe('2025-03-30');
  });

  it('refuses text that is not a date', () => {
    expect(() => addDays('30/03/2025', 1)).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it('accepts real yyyy-MM-dd dates only', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-2-3')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('localIsoDate', () => {
  it('formats the local calendar date', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('presetRange', () => {
  const today = '2025-06-15';
  it('includes today in each preset of spec §9', () => {
    expect(presetRange('next7', today)).toEqual({ from: '2025-06-15', to: '2025-06-21' });
    expect(presetRange('next30', today)).toEqual({ from: '2025-06-15', to: '2025-07-14' });
    expect(presetRange('previous7', today)).toEqual({ from: '2025-06-09', to: '2025-06-15' });
    expect(presetRange('previous30', today)).toEqual({ from: '2025-05-17', to: '2025-06-15' });
  });

  it('finds the preset a range equals', () => {
    expect(matchingPreset({ from: '2025-06-09', to: '2025-06-15' }, today)).toBe('previous7');
    expect(matchingPreset({ from: '2025-06-10', to: '2025-06-15' }, today)).toBeUndefined();
  });
});

describe('dateRangeError', () => {
  it('accepts a start on or before the end, and blanks while choosing', () => {
    expect(dateRangeError({ from: '2025-06-01', to: '2025-06-01' })).toBeUndefined();
    expect(dateRangeError({ from: '2025-06-01', to: '' })).toBeUndefined();
    expect(dateRangeError({ from: '', to: '' })).toBeUndefined();
  });

  it('rejects a start after the end, and impossible dates', () => {
    expect(dateRangeError({ from: '2025-06-02', to: '2025-06-01' })).toBe('order');
    expect(dateRangeError({ from: '2025-02-30', to: '2025-03-01' })).toBe('invalidDate');
  });
});
