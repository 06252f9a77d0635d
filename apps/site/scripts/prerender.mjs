// After `vite build` and the SSR build of src/ssr/entry.ts into dist-ssr/: keeps the page vite built as
// dist-ssr/template.html (the server's render of a lobby route fills it at run time), then renders home's
// first paint into dist/index.html (with a guard that drops it where it would be wrong), inlines the CSS that
// paint needs, and recompresses it.
import Beasties from 'beasties';
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
const page = await inlineCriticalCss(await prerenderHome(template));
writeFileSync(indexFile, page);
writeFileSync(
  `${indexFile}.br`,
  brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync(`${indexFile}.gz`, gzipSync(page, { level: 9 }));
console.log(`prerendered home into dist/index.html (${(page.length / 1024).toFixed(1)} kB)`);
/**
 * Home's first paint waited for the whole stylesheet (180 kB, 20 kB compressed: a round trip and more on a phone's
 * network; Lighthouse put the delay at 300-560 ms, issue 16). Now the rules the prerendered page uses are inline,
 * and the stylesheet waits in a template (inert: nothing fetches it) that the page's loader adds to the body once
 * the first paint is on screen, before it imports the app (vite.config.ts): no new script, so the page's policy
 * needs no new hash. main.tsx waits for the whole stylesheet before React renders, so React takes over a fully
 * styled page. Inter waits with it: the first paint sets its text in Inter's stand-ins (the kit's
 * interFallback.ts, local fonts scaled to Inter's metrics, so nothing moves when Inter arrives). Before, the
 * stylesheet was preloaded from <head> and Inter's face was inline, so both were fetched before the first paint and
 * Lighthouse's model counted them in home's first paint: FCP 1,223 ms, LCP 1,373 ms (one run, an idle machine).
 */
async function inlineCriticalCss(html) {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(html);
  if (!link) throw new Error('prerender: index.html links no stylesheet');
  // Beasties picks the rules that match the page. The phone's view is in a template, whose content no selector
  // matches: it reads a copy with the template as a plain element.
  const narrowOpen = '<template id="root-narrow">';
  const narrowStart = html.indexOf(narrowOpen);
  const narrowEnd = html.indexOf('</template><script>', narrowStart);
  if (narrowStart < 0 || narrowEnd < 0) throw new Error('prerender: no narrow view in the page');
  const analysed = `${html.slice(0, narrowStart)}<div id="root-narrow">${html.slice(narrowStart + narrowOpen.length, narrowEnd)}</div>${html.slice(narrowEnd + '</template>'.length)}`;
  const beasties = new Beasties({
    path: path.join(site, 'dist'),
    publicPath: '/',
    logLevel: 'warn',
    // the head's scripts may switch the page to another brand or to light mode before the first paint
    // (each brand's theme, and every rule for light mode)
    allowRules: [/^\[data-cr-brand=[\w-]+\]$/, /^html\.dark$/, /\.light\b/],
    // fonts are added below: the brands name them through a CSS variable, which Beasties does not follow
    fonts: false,
  });
  const critical = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(analysed))?.[1];
  if (!critical) throw new Error('prerender: Beasties inlined no CSS');
  // Every @font-face of the stylesheet but Inter's (its stand-ins, Bengali's): a face downloads only when the page
  // has text it covers, and Inter comes with the stylesheet after the first paint.
  const fontFaces = readFileSync(path.join(site, 'dist', link[1]), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [];
  const firstPaintFaces = fontFaces.filter((face) => !/font-family:\s*["']?Inter Variable/.test(face));
  if (firstPaintFaces.length === 0 || firstPaintFaces.length === fontFaces.length)
    throw new Error(`prerender: expected Inter's and other @font-face rules in ${link[1]}`);
  return html
    .replace(link[0], `<style>${critical}${firstPaintFaces.join('')}</style>`)
    // (and for a browser without scripts, the stylesheet as a plain link, which a scripting browser never parses)
    .replace('</body>', `<template id="after-paint">${link[0]}</template><noscript>${link[0]}</noscript></body>`);
}

// jsdom keeps timers (the router, i18next) alive; the page is written.
process.exit(0);
