import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Test files share one jsdom per worker (isolate: false in vitest.config.ts): each test leaves the window
// as it found it.
const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
const scrollTo = window.scrollTo;
afterEach(() => {
  cleanup();
  document.documentElement.className = '';
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // a test that scrolled the page by hand (AppShell) gives the window its own scroll position back
  Object.defineProperty(window, 'scrollY', scrollY);
  window.scrollTo = scrollTo;
});
