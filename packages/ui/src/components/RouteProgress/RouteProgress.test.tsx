import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reducedMotionStyle } from '../../test/reducedMotion';
import { renderWithProvider } from '../../test/render';
import * as styles from './RouteProgress.css';
import { RouteProgress } from './RouteProgress';

describe('RouteProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a named progress bar once a navigation has been pending for the delay', () => {
    render(<RouteProgress active label="Loading page" delayMs={150} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('renders nothing when idle, and hides as soon as the navigation ends', () => {
    const { rerender } = render(<RouteProgress active delayMs={0} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    rerender(<RouteProgress active={false} delayMs={0} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a navigation shorter than the delay never shows the bar', () => {
    const { rerender } = render(<RouteProgress active />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<RouteProgress active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('takes its default name from the provider messages', () => {
    renderWithProvider(<RouteProgress active delayMs={0} />, {
      messages: { spinner: { label: 'Carregando' } },
    });
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
  });

  it('stands still under prefers-reduced-motion', () => {
    expect(reducedMotionStyle(styles.bar)?.animation).toBe('none');
  });
});
