import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import {
  JACKPOT_MAX,
  JACKPOT_MIN,
  initialJackpot,
  jackpotDelay,
  jackpotStep,
  nextJackpot,
  wrapJackpot,
} from './jackpot';
import { JackpotCounter } from './JackpotCounter';

const constant = (value: number) => () => value;

describe('jackpot rules', () => {
  it('steps are 100.00 to 500.00 in whole cents', () => {
    expect(jackpotStep(constant(0))).toBe(10_000);
    expect(jackpotStep(constant(0.9999999))).toBe(50_000);
    expect(jackpotStep(constant(0.5))).toBe(30_000);
  });

  it('waits 3, 4 or 5 seconds between ticks', () => {
    expect(jackpotDelay(constant(0))).toBe(3000);
    expect(jackpotDelay(constant(0.5))).toBe(4000);
    expect(jackpotDelay(constant(0.9999))).toBe(5000);
  });

  it('wraps past the top of the range back to the bottom by the overshoot', () => {
    expect(wrapJackpot(JACKPOT_MAX)).toBe(JACKPOT_MAX);
    expect(wrapJackpot(JACKPOT_MAX + 25_000)).toBe(JACKPOT_MIN + 25_000);
    expect(nextJackpot(JACKPOT_MAX - 5_000, constant(0))).toBe(JACKPOT_MIN + 5_000);
    expect(wrapJackpot(JACKPOT_MIN - 1)).toBe(JACKPOT_MAX - 1);
  });

  it('starts in the lower half of the range', () => {
    expect(initialJackpot(constant(0))).toBe(JACKPOT_MIN);
    expect(initialJackpot(constant(0.9999))).toBeLessThan((JACKPOT_MIN + JACKPOT_MAX) / 2);
  });
});

describe('JackpotCounter', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  const shown = () => Number(document.querySelector('[data-value]')!.getAttribute('data-value'));

  it('shows the amount with 2 decimals in the merchant currency', () => {
    renderWithProvider(<JackpotCounter currency="BRL" locale="pt-BR" initialValue={2_012_345_678} />);
    expect(screen.getByRole('group', { name: 'Progressive jackpot' })).toBeInTheDocument();
    expect(screen.getByTestId('jackpot-announcement').textContent).toBe('R$\u00a020.123.456,78');
  });

  it('grows by the injected random step after the injected random interval', () => {
    renderWithProvider(<JackpotCounter currency="BRL" initialValue={2_000_000_000} random={constant(0)} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe(2_000_000_000);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(2_000_010_000);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(2_000_020_000);
  });

  it('announces the amount politely at most once a minute, not every tick', () => {
    renderWithProvider(<JackpotCounter currency="USD" initialValue={2_000_000_000} random={constant(0)} now={() => Date.now()} />);
    const live = screen.getByTestId('jackpot-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live.textContent).toBe('$20,000,000.00');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe(2_000_100_000);
    expect(live.textContent).toBe('$20,000,000.00');
    act(() => vi.advanceTimersByTime(30_000));
    expect(live.textContent).toBe('$20,002,000.00');
  });

  it('stops growing while paused', () => {
    renderWithProvider(<JackpotCounter currency="BRL" initialValue={2_000_000_000} random={constant(0)} paused />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe(2_000_000_000);
  });

  it('takes a translated label', () => {
    renderWithProvider(<JackpotCounter currency="BRL" initialValue={2_000_000_000} messages={{ label: 'Jackpot progressivo' }} />);
    expect(screen.getByRole('group', { name: 'Jackpot progressivo' })).toBeInTheDocument();
  });
});
