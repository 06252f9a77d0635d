// Budget for the site's initial JavaScript: the entry script and every chunk index.html preloads (its
// loader names them, quoted, in one list after the first paint: apps/site/vite.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const __dirname = path.dirname(fileURLToPath(import.meta.url));

const dist = path.resolve(__dirname, '../apps/site/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...new Set([...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))].map((f) => path.join(dist, f));

export default [{ name: 'site initial JS (gzip)', path: files, limit: '150 kB', gzip: true }];
