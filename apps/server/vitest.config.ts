import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Vitest's default leaves a core free, which on CI's two cores is one file at a time: the suite is npm
    // test's longest, and alone at its end it would use half the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each worker keeps its modules from file to file: loading the server's module graph afresh for each of the
    // 59 files was a fifth of the suite's time (on two idle cores: 297 s with it, 192 s without, on PGlite). Every
    // file makes its own databases and servers and closes them, and restores the clock it fakes.
    isolate: false,
    // PGlite needs a few seconds to start cold, and over a minute on a busy two-core machine;
    // PostgreSQL test databases are created per file.
    hookTimeout: 180_000,
    // Opening PGlite on disk inside a test (seed) and argon2 hashing slow down the same way.
    testTimeout: 120_000,
  },
});
