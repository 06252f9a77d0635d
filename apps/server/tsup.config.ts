import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/app.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Dependencies load from node_modules at run time (PGlite's wasm, argon2's native binary).
  skipNodeModulesBundle: true,
});
