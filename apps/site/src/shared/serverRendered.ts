import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server's render of this page was made with (src/ssr writes it into the page): the queries to put in
 * the cache before hydrating, and the names of the data it used but left out of the page to keep it small
 * (the whole catalogue). A component that rendered with withheld data waits for it while it hydrates, so
 * the server's markup stays on screen instead of a skeleton.
 */
export interface ServerRenderedState {
  queries: DehydratedState;
  withheld: string[];
}

/** The element holding the state as JSON (a data block, not a script). */
export const serverRenderedId = 'croupier-server-rendered';

let withheld = new Set<string>();

/** The state of the server's render, once (main.tsx, before it hydrates); undefined for a page the browser renders. */
export function takeServerRendered(): ServerRenderedState | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(serverRenderedId);
  if (!element) return undefined;
  element.remove();
  const state = JSON.parse(element.textContent ?? '') as ServerRenderedState;
  withheld = new Set(state.withheld);
  return state;
}

/** True while the page is the server's render made with `name`, and `name` has not arrived in the browser. */
export const isWithheld = (name: string): boolean => withheld.has(name);

let settled: (() => void)[] = [];

/** `name` has arrived (or failed): a component rendering without it now renders as in the browser. */
export const releaseWithheld = (name: string): void => {
  withheld.delete(name);
  if (withheld.size > 0) return;
  const waiting = settled;
  settled = [];
  waiting.forEach((resolve) => resolve());
};

/**
 * Resolves once nothing the server's render used is still on its way: from then on React can hydrate every
 * part of the page on demand (a part still waiting for data cannot take a press; React drops it).
 */
export const serverDataSettled = (): Promise<void> =>
  withheld.size === 0 ? Promise.resolve() : new Promise((resolve) => settled.push(resolve));
