// The browser a server's render of a page pretends to be: a first-time, logged-out visitor whose language
// is English, on the default merchant. The site's modules read storage, the document and the browser's
// language as they load, so entry.ts imports this module before any of them (and sets React's production
// build: no development-only markup in the page).
import { JSDOM } from 'jsdom';

process.env.NODE_ENV = 'production';

const { window } = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
});
for (const key of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history']) {
  Object.defineProperty(globalThis, key, {
    value: key === 'window' ? window : window[key as keyof typeof window],
    configurable: true,
    writable: true,
  });
}
Object.defineProperty(window.navigator, 'language', { value: 'en-US' });

/** Makes `matchMedia` answer as a narrow screen (a phone) or a wide one does: the side menu starts collapsed on a phone. */
export function pretendScreen(narrow: boolean, narrowScreenQuery: string): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query === narrowScreenQuery ? narrow : false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
