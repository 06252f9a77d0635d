import { defineConfig } from 'tsup';

export default defineConfig({
  // renderWorker: the page renderer's worker thread (src/http/pageRenderer.ts), loaded by path.
  entry: ['src/main.ts', 'src/app.ts', 'src/cluster.ts', 'src/http/renderWorker.mjs'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Dependencies load from node_modules at run time (PGlite's wasm, argon2's native binary).
  skipNodeModulesBundle: true,
  // The provably fair formulas are shared with the site's verifier (@croupier/fair): bundled into the server.
  noExternal: ['@croupier/fair'],
});
