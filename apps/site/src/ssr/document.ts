// A server-rendered page: the built index.html with the first view for a wide and a narrow screen, a guard
// that keeps it only for the visitor it was rendered as, and what main.tsx needs to take it over.
import { serverRenderedId, type ServerRenderedState } from '@/shared/serverRendered';

export interface FirstView {
  /** The page's HTML on a wide screen and on a phone (the side menu starts collapsed on a phone). */
  wide: string;
  narrow: string;
  /** Paths the render is right for; anywhere else (a redirect, a stale cache) the page starts blank. */
  paths: readonly string[];
  /** Right only without a #fragment (which the server never sees). */
  hashless?: boolean;
  /** Rendered as a member's page (a signed-in page whose member data is still loading): right only with a session. */
  signedIn?: boolean;
  /** The queries it was rendered with, for main.tsx to put in the cache before it hydrates. */
  state?: ServerRenderedState;
}

const marker = '<div id="root"></div>';

/** On <html> while the page's first view is being parsed: `narrow` or `blank` (#root hidden till then), none for wide. */
const firstViewAttribute = 'data-first-view';

/** JSON inside a <script>: nothing in it can close the script or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** React puts a preload for each priority image first in what it renders (`<link rel="preload" ...>`). */
const leadingPreloads = /^(?:<link rel="preload"[^>]*\/>)+/;

/** The page's preloads go in <head>, where the browser finds them first; React would not hydrate them in #root. */
function hoistPreloads(html: string): { html: string; preloads: string[] } {
  const found = leadingPreloads.exec(html)?.[0] ?? '';
  return { html: html.slice(found.length), preloads: found.match(/<link[^>]*\/>/g) ?? [] };
}

// Until main.tsx takes the page over, a button pressed on it would do nothing (a link works without script):
// remember the last one, and main.tsx presses it again once the server's data is in (__croupierDataSettled).
// Once React listens it hydrates a pressed button on the spot and runs its handler itself; where it cannot (the
// button's part still waits for data or code) it drops the press. Whether it did is read when the press has
// passed React's handlers (on window, last), not a moment later: by then React may have hydrated the button in
// its next slice, and the dropped press looked taken (the likely way e2e lost a /live class filter's press once
// on a busy machine; test/earlyClicks.test.ts plays it).
// A press React took is never repeated: pressing a toggle (the theme, a favourite) again would undo it. A press
// dropped once the data is in (the part that waited for it still hydrating) is pressed again as soon as its
// button is React's, for 10 s at most.
export const earlyClicksScript = `(function(){var r=document.getElementById('root'),last=null,listens=false,settled=false,pressed=null;function ours(b){return Object.keys(b).some(function(k){return k.indexOf('__reactFiber')===0})}function again(b,n){if(!b.isConnected)return;if(ours(b))b.click();else if(n>0)setTimeout(function(){again(b,n-1)},100)}document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');pressed=null;if(!b||!r.contains(b))return;if(!listens)last=b;else if(!ours(b))pressed=b},true);window.addEventListener('click',function(){var b=pressed;pressed=null;if(!b||ours(b))return;if(settled)setTimeout(function(){again(b,100)});else last=b});window.__croupierReactListens=function(){listens=true};window.__croupierDataSettled=function(){settled=true;var b=last;last=null;return b&&b.isConnected?b:null}})()`;

export function pageDocument(
  template: string,
  { wide, narrow, paths, hashless = false, signedIn = false, state }: FirstView,
  { defaultMerchantCode, narrowScreenQuery }: { defaultMerchantCode: string; narrowScreenQuery: string },
): string {
  if (!template.includes(marker)) throw new Error(`the built index.html has no ${marker}`);
  const wideView = hoistPreloads(wide);
  const narrowView = hoistPreloads(narrow);
  const preloads = [...new Set([...wideView.preloads, ...narrowView.preloads])].join('');
  // Anyone but an English visitor of the default merchant on one of `paths` (without a #fragment when
  // `hashless`), logged out or, for a `signedIn` render, logged in, gets the plain shell, decided before the
  // first paint (same keys as src/shared: token, language, merchant). Decided before the wide page is parsed,
  // too: a phone's (or a plain shell's) #root stays hidden while the wide markup goes by, so the browser never
  // lays it out and never starts the wide page's lazy artwork (on /live 16 tiles a phone does not show, 250 kB,
  // loaded in 2 and then 3 of 6 Lighthouse runs when the parser paused inside the wide markup; the model counted
  // them in the LCP). A wide visitor's page renders as it arrives.
  const decide = `(function(){var h=document.documentElement,v='blank';try{var l=(localStorage.getItem('language')||navigator.language||'').toLowerCase(),m=localStorage.getItem('merchant');if(!(${scriptJson(paths)}.indexOf(location.pathname)<0${hashless ? '||location.hash' : ''}||${signedIn ? '!' : ''}sessionStorage.getItem('token')||l.slice(0,2)!=='en'||(m&&m!==${scriptJson(defaultMerchantCode)})))v=matchMedia(${scriptJson(narrowScreenQuery)}).matches?'narrow':'wide'}catch(e){}if(v!=='wide')h.setAttribute('${firstViewAttribute}',v)})()`;
  const apply = `(function(){var h=document.documentElement,r=document.getElementById('root'),n=document.getElementById('root-narrow'),v=h.getAttribute('${firstViewAttribute}');try{if(v==='narrow')r.replaceChildren(n.content);else if(v)r.textContent=''}catch(e){r.textContent=''}n.remove();h.removeAttribute('${firstViewAttribute}')})()`;
  // Data, not script (no hash for the page's policy): main.tsx reads it (shared/serverRendered.ts).
  const data = state ? `<script type="application/json" id="${serverRenderedId}">${scriptJson(state)}</script>` : '';
  return template
    .replace('</head>', `${preloads}</head>`)
    .replace(
      marker,
      // A function: a `$'` or `$&` in the page (a script, a text) is not read as a replacement pattern.
      () =>
        `<style>html[${firstViewAttribute}] #root{display:none}</style><script>${decide}</script><div id="root">${wideView.html}</div><template id="root-narrow">${narrowView.html}</template><script>${apply};${earlyClicksScript}</script>${data}`,
    );
}
