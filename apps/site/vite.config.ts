import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { colorModeScript } from '@croupier/ui/color-mode';
import { merchantBrands } from './src/shared/merchant';

// The merchant's brand on <html> before first paint, so the page background is right at once.
const brandScript = `(function(){var b=${JSON.stringify(merchantBrands)},m;try{m=localStorage.getItem('merchant')}catch(e){}document.documentElement.setAttribute('data-cr-brand',b[m]||'brazil')})()`;

/** Inlines the UI kit's colour-mode script and the brand script into <head>, so both apply before first paint. */
function themeBeforePaint(): Plugin {
  return {
    name: 'croupier-theme-before-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: colorModeScript, injectTo: 'head-prepend' },
      { tag: 'script', children: brandScript, injectTo: 'head-prepend' },
    ],
  };
}

/** Writes .br and .gz beside every text asset so the server sends them precompressed (no work per request). */
function precompress(): Plugin {
  let outDir = 'dist';
  let skip = false;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : [file];
    });
  return {
    name: 'croupier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr) || !config.build.write;
    },
    closeBundle() {
      // After a failed build there is nothing to compress; let the build's own error show. The SSR
      // build of the prerender is not served (scripts/prerender.mjs compresses the page it writes), and the
      // first pass of scripts/build-client.mjs writes nothing.
      if (skip || !existsSync(outDir)) return;
      for (const file of files(outDir).filter(
        (f) => /\.(js|css|html|svg|json|woff2?)$/.test(f) && !f.endsWith('.map'),
      )) {
        const content = readFileSync(file);
        if (content.length < 1024 || file.endsWith('.woff2')) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The page's scripts start after its first paint: the prerendered home (scripts/prerender.mjs) and a lobby
 * page the server rendered (src/ssr) show at once instead of waiting behind 150 kB of script; on a page that
 * arrives blank the wait is one frame. A page that arrives with content waits until its first paint has
 * reached the screen (the paint timing entry comes after presentation; a frame alone can be presented much
 * later on a busy phone) and its priority artwork (the LCP image) has loaded, so neither competes with the
 * script for the network or the main thread; three seconds at most. Links work before the script, and a
 * button pressed meanwhile is pressed again once it runs (main.tsx).
 * Vite's module script and preloads become one inline loader that adds the same preloads, then imports. What a
 * page keeps in `<template id="after-paint">` (home's stylesheet: scripts/prerender.mjs) it adds to the body first.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'croupier-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html has no module entry to defer');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let page = html.replace(entry[0], '');
        for (const preload of preloads) page = page.replace(preload[0], '');
        const loader = `(function(){var done=false;function go(){if(done)return;done=true;var t=document.getElementById('after-paint');if(t){document.body.appendChild(t.content);t.remove()}${JSON.stringify(preloads.map((p) => p[1]))}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});import(${JSON.stringify(entry[1])})}function later(){setTimeout(go)}function artwork(){var left=0;[].forEach.call(document.querySelectorAll('#root img[fetchpriority=high]'),function(i){if(i.complete)return;left++;function one(){if(--left===0)later()}i.addEventListener('load',one);i.addEventListener('error',one)});if(left===0)later()}var r=document.getElementById('root'),painted=r&&r.hasChildNodes()&&window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0;if(document.visibilityState==='hidden')go();else if(painted){new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();artwork()}}).observe({type:'paint',buffered:true});setTimeout(go,3000)}else requestAnimationFrame(later);document.addEventListener('visibilitychange',go)})()`;
        return page.replace('</body>', `<script type="module">${loader}</script>\n  </body>`);
      },
    },
  };
}

const firstScript =
  /rolldown\/runtime|vite\/preload-helper|\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store)\/|\/packages\/i18n\/dist\/(index|chunk-[^/]+)\.js$|\/apps\/site\/src\/(config\/paths|shared\/(language|merchant|session|storage|authDialog))\.ts$/;

declare global {
  /** What the first pass of scripts/build-client.mjs found the first script to hold. */
  var croupierFirstScript:
    | {
        /** index.html and its script (main.tsx): the entry chunk. */
        page: ReadonlySet<string>;
        /** Every other module of the first script: the entry chunk's and those of the chunks it imports. */
        modules: ReadonlySet<string>;
      }
    | undefined;
}

/**
 * How the browser's build splits its code (rolldown's codeSplitting groups).
 * - Alone (`vite build`, the server's render): modules the first page runs in full go in one chunk. Lazy routes
 *   sharing them would otherwise split them into many small first requests, each compressed on its own
 *   (kilobytes over the budget).
 * - The second pass of scripts/build-client.mjs (`npm run build`) knows the first script's modules after
 *   tree-shaking:
 *   - they go in one chunk beside the entry, three files in all where there were eleven;
 *   - the lazy icons go in one chunk (about 7 kB compressed, where a page fetched 20-30 icons of 300 bytes each);
 *   - the lazy modules two or more routes or islands share are grouped by who imports them, as rolldown would,
 *     but a group under 1 kB joins its nearest neighbour. Larger thresholds merge unrelated code into a page's
 *     download: at 2.5 kB a lobby page fetched 47 kB more. A route's own modules stay in its own chunk.
 *   No group pulls in a module of another (the first script's modules are all captured first), so the first
 *   script holds what it held.
 */
function chunkGroups() {
  const first = globalThis.croupierFirstScript;
  if (!first) return [{ name: 'app', test: firstScript }];
  const lazy = (id: string) => !first.page.has(id) && !first.modules.has(id);
  return [
    {
      name: 'app',
      test: (id: string) => first.modules.has(id),
      priority: 3,
      // the set is closed already; following imports would also take in modules of lazy chunks
      includeDependenciesRecursively: false,
    },
    { name: 'icons', test: (id: string) => lazy(id) && id.includes('/node_modules/lucide-react/'), priority: 2 },
    {
      name: 'shared',
      test: lazy,
      priority: 1,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 1024,
    },
  ];
}

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

/**
 * React Router's package exports only its development build (dev warnings switched on at run time); the browser's
 * build takes the production one it ships beside it. The server's render (Node) keeps the package's own.
 */
const reactRouterProduction = (() => {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
})();

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), themeBeforePaint(), scriptsAfterFirstPaint(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      {
        find: 'use-sync-external-store/shim',
        replacement: path.resolve(import.meta.dirname, 'src/shared/syncExternalStoreShim.ts'),
      },
      ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    // Everything the API server answers: the §7 calls, the sandbox pages (games, payments, identity provider),
    // the dev inbox, the staff API and the notification socket.
    proxy: {
      ...Object.fromEntries(['/wps', '/lgw', '/lotto', '/api', '/sandbox', '/sandbox-idp', '/dev', '/admin'].map((p) => [p, api])),
      '/socket': { target: api, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
}));
