import { defineConfig } from 'vitest/config';

// The language bundles load on demand; transforming them while CI's other suites share the two cores can take
// longer than Vitest's default 5 s.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 20_000 } });
