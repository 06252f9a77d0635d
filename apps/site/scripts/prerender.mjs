// After `vite build` and the SSR build of src/ssr/entry.ts into dist-ssr/: keeps the page vite built as
// dist-ssr/template.html (the server's render of a lobby route fills it at run time), then renders home's
// first paint into dist/index.html (with a guard that drops it where it would be wrong) and recompresses it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexFile = path.join(site, 'dist', 'index.html');
const ssrDir = path.join(site, 'dist-ssr');
const template = readFileSync(indexFile, 'utf8');
writeFileSync(path.join(ssrDir, 'template.html'), template);

const { prerenderHome } = await import(pathToFileURL(path.join(ssrDir, 'entry.js')).href);
const page = await prerenderHome(template);
writeFileSync(indexFile, page);
writeFileSync(
  `${indexFile}.br`,
  brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync(`${indexFile}.gz`, gzipSync(page, { level: 9 }));
console.log(`prerendered home into dist/index.html (${(page.length / 1024).toFixed(1)} kB)`);
// jsdom keeps timers (the router, i18next) alive; the page is written.
process.exit(0);
