import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/*.test.ts'] } },
      {
        test: {
          name: 'pact',
          include: ['test/pact/*.test.ts'],
          // One pact file is shared by every test file: start it afresh, then write serially.
          globalSetup: ['test/pact/resetPactFile.ts'],
          fileParallelism: false,
          env: { PACT_DO_NOT_TRACK: 'true' },
          testTimeout: 30_000,
          // Pact's mock server can report a request it answered as 'not received' under CPU load
          // (pact-foundation/pact-reference#535); a retry re-runs the same interaction.
          retry: 2,
        },
      },
    ],
  },
});
