import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: true,
    // worker threads start faster than forked processes: the suite takes about a fifth less CPU
    pool: 'threads',
    // One jsdom and one module graph per worker instead of per file: 160 s of CPU becomes 35 s (the jsdom
    // set-up and the vanilla-extract styles were most of it). vitest.setup.ts puts the window back after
    // each test; shuffled orders (--sequence.shuffle) pass.
    isolate: false,
    // npm test runs suites side by side on 2 cores: user-event flows can take seconds there.
    testTimeout: 30_000,
  },
});
