import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // PGlite needs a few seconds to start cold, and over a minute on a busy two-core machine;
    // PostgreSQL test databases are created per file.
    hookTimeout: 180_000,
    // Opening PGlite on disk inside a test (seed) and argon2 hashing slow down the same way.
    testTimeout: 120_000,
  },
});
