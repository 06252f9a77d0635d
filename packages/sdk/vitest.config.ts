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
          // One module graph for all files (Pact's native core loaded once): the files ran in 40 s, 18 of them
          // importing, and in 13 s this way on two idle cores. Each file makes its own PactV4 and SDK client.
          isolate: false,
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
