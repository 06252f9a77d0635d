import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entry points: the i18next set-up and language list, and formatting (./format) on its own.
  entry: ['src/index.ts', 'src/format.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'i18next', 'react-i18next'],
});
