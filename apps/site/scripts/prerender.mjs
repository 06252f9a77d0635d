// After `vite build` and the SSR build of src/prerender.tsx: renders home's first paint into
// dist/index.html (with a guard that drops it where it would be wrong) and recompresses it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(site, 'dist');
const ssrDir = path.join(site, 'node_modules/.prerender');
const indexFile = path.join(dist, 'index.html');
const template = readFileSync(indexFile, 'utf8');

// The modules read storage, the document and the browser's language at load: a fresh visitor's browser.
const { window } = new JSDOM(template, { url: 'http://localhost/' });
for (const key of [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
]) {
  Object.defineProperty(globalThis, key, {
    value: key === 'window' ? window : window[key],
    configurable: true,
    writable: true,
  });
}
Object.defineProperty(window.navigator, 'language', { value: 'en-US' });

// React's production build, as the browser runs (no development-only markup in the page).
process.env.NODE_ENV = 'production';
const { render, prerenderedPaths, defaultMerchantCode, narrowScreenQuery } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
/** Home with the screen narrow or wide: the side menu starts collapsed on a phone, so each has its page. */
async function renderWith(narrow) {
  window.matchMedia = (query) => ({
    matches: query === narrowScreenQuery ? narrow : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  });
  const html = await render();
  if (!html.includes('<h1')) throw new Error('the prerendered home has no heading');
  return html;
}
const wide = await renderWith(false);
const narrow = await renderWith(true);

// Anyone but a logged-out English visitor of the default merchant on a home path gets the plain shell,
// decided before the first paint (same keys as src/shared: token, language, merchant).
const guard = `(function(){var r=document.getElementById('root'),n=document.getElementById('root-narrow');try{var l=(localStorage.getItem('language')||navigator.language||'').toLowerCase(),m=localStorage.getItem('merchant');if(${JSON.stringify(prerenderedPaths)}.indexOf(location.pathname)<0||sessionStorage.getItem('token')||l.slice(0,2)!=='en'||(m&&m!==${JSON.stringify(defaultMerchantCode)}))r.textContent='';else if(matchMedia(${JSON.stringify(narrowScreenQuery)}).matches)r.innerHTML=n.innerHTML}catch(e){r.textContent=''}n.remove()})()`;
// Until main.tsx takes the page over, a button pressed on it would do nothing (a link works without script):
// remember the last one, and main.tsx presses it again once React listens (React hydrates it on the spot).
const earlyClicks = `(function(){var r=document.getElementById('root');function c(e){var b=e.target.closest&&e.target.closest('button');if(b&&r.contains(b))window.__croupierEarlyClick=b}document.addEventListener('click',c,true);window.__croupierStopEarlyClicks=function(){document.removeEventListener('click',c,true);var b=window.__croupierEarlyClick;window.__croupierEarlyClick=null;return b&&b.isConnected?b:null}})()`;
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
const page = template.replace(
  marker,
  `<div id="root">${wide}</div><template id="root-narrow">${narrow}</template><script>${guard};${earlyClicks}</script>`,
);
writeFileSync(indexFile, page);
writeFileSync(
  `${indexFile}.br`,
  brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync(`${indexFile}.gz`, gzipSync(page, { level: 9 }));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered home into dist/index.html (${(page.length / 1024).toFixed(1)} kB)`);
// jsdom keeps timers (the router, i18next) alive; the page is written.
process.exit(0);
