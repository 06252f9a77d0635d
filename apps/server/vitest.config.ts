import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // PGlite needs a few seconds to start cold; PostgreSQL test databases are created per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
