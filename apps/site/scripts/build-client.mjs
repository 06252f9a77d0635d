// The browser's build (`vite build`) in two passes, so that a page loads few script files.
//
// Left to itself, rolldown splits the lazy code by which routes and islands share it: 230 files, most under 1 kB
// (an icon, a Radix part, a kit chunk), and a lobby page fetched 80-100 of them. Each costs the page a <link
// rel=modulepreload> appended on its main thread (Vite's preload of a lazy import's dependencies): in a CPU
// profile of /rng at 4x CPU, 54 ms of the first task went to appending them.
// Small pieces are worth merging, but only lazy ones. Merged with a piece the first script needs, lazy code would
// be downloaded by every page before it runs, and the 150 kB budget would be broken. Which modules the first
// script holds is only known after tree-shaking: the kit's and lucide's entry files import everything. So the
// first pass builds without writing and reads the first script off its chunks; the second writes the build,
// grouped by vite.config.ts (chunkGroups) around those modules.
import path from 'node:path';
import { build } from 'vite';

const firstPass = await build({ logLevel: 'warn', build: { write: false, sourcemap: false } });
const chunks = new Map(
  (Array.isArray(firstPass) ? firstPass : [firstPass])
    .flatMap((result) => result.output ?? [])
    .filter((file) => file.type === 'chunk')
    .map((chunk) => [chunk.fileName, chunk]),
);
const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
if (!entry?.facadeModuleId) throw new Error('the first pass of the build has no entry chunk');

// index.html and its script stay the entry chunk; every other module the entry chunk holds or imports is the
// first script's
const page = new Set([entry.facadeModuleId, path.resolve('src/main.tsx')]);
const modules = new Set(entry.moduleIds.filter((id) => !page.has(id)));
const visited = new Set();
const visit = (fileName) => {
  if (visited.has(fileName)) return;
  visited.add(fileName);
  const chunk = chunks.get(fileName);
  for (const id of chunk.moduleIds) modules.add(id);
  for (const imported of chunk.imports) visit(imported);
};
entry.imports.forEach(visit);

globalThis.croupierFirstScript = { page, modules };
await build();
