import { describe, expect, it } from 'vitest';
import { formatGmtOffset, gmtOffsetMinutes, readClock } from './agentClock';

describe('formatGmtOffset', () => {
  it.each([
    [-180, 'GMT-03:00'],
    [0, 'GMT+00:00'],
    [360, 'GMT+06:00'],
    [345, 'GMT+05:45'],
    [-570, 'GMT-09:30'],
    [840, 'GMT+14:00'],
  ])('writes %i minutes east as %s', (minutes, text) => {
    expect(formatGmtOffset(minutes)).toBe(text);
  });
});

describe('gmtOffsetMinutes', () => {
  const instant = new Date('2026-11-21T10:00:00Z');
  it.each([
    ['America/Sao_Paulo', -180],
    ['America/Mexico_City', -360],
    ['Asia/Dhaka', 360],
    ['Asia/Kolkata', 330],
    ['Asia/Kathmandu', 345],
    ['UTC', 0],
  ])('reads the offset of %s through Intl', (zone, minutes) => {
    expect(gmtOffsetMinutes(instant, zone)).toBe(minutes);
  });

  it('follows daylight saving time in the given zone', () => {
    expect(gmtOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(gmtOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it("uses the device's zone from the Date when no zone is given", () => {
    expect(gmtOffsetMinutes(instant)).toBe(-instant.getTimezoneOffset());
  });
});

describe('readClock', () => {
  it('shows the wall-clock time and offset in the agent zone', () => {
    expect(readClock(new Date('2026-11-21T10:04:05Z'), 'America/Sao_Paulo')).toEqual({
      date: '2026-11-21',
      time: '07:04:05',
      offset: 'GMT-03:00',
      iso: '2026-11-21T10:04:05.000Z',
    });
  });

  it('rolls the date over across midnight', () => {
    const reading = readClock(new Date('2026-11-21T20:30:00Z'), 'Asia/Dhaka');
    expect(reading.date).toBe('2026-11-22');
    expect(reading.time).toBe('02:30:00');
    expect(reading.offset).toBe('GMT+06:00');
  });

  it('writes a 24-hour clock with two digits per field', () => {
    expect(readClock(new Date('2026-01-02T03:04:05Z'), 'UTC').time).toBe('03:04:05');
  });
});
