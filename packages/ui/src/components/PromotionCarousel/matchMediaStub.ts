// Test-only: jsdom has no matchMedia, which Swiper's breakpoints and the reduced-motion hook call.
import { vi } from 'vitest';

/** Stubs window.matchMedia; `reducedMotion` makes the reduced-motion query match. */
export const stubMatchMedia = ({ reducedMotion = false } = {}) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
