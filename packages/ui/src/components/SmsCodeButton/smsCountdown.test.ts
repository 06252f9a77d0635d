import { describe, expect, it } from 'vitest';
import { countdownSeconds, createThrottle, secondsLeft } from './smsCountdown';

describe('countdownSeconds', () => {
  it('is 60 s times the expiredMinutes the server returns', () => {
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(5)).toBe(300);
    expect(countdownSeconds(1.5)).toBe(90);
  });

  it('is at least one minute', () => {
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
    expect(countdownSeconds(0.2)).toBe(60);
    expect(countdownSeconds(-3)).toBe(60);
    expect(countdownSeconds(Number.NaN)).toBe(60);
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and stops at zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 800)).toBe(60);
    expect(secondsLeft(60_000, 1000)).toBe(59);
    expect(secondsLeft(60_000, 59_999)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});

describe('createThrottle', () => {
  it('lets one call through per 1000 ms', () => {
    const pass = createThrottle(1000);
    expect(pass(5000)).toBe(true);
    expect(pass(5001)).toBe(false);
    expect(pass(5999)).toBe(false);
    expect(pass(6000)).toBe(true);
  });
});
