import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlyClicksScript } from '@/ssr/document';

declare global {
  interface Window {
    __croupierDataSettled?: () => HTMLButtonElement | null;
    __croupierReactListens?: () => void;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server-rendered page with one button, and a stand-in for React on #root: it hydrates the button (gives it a
 * fiber key) and runs its handler, either at once when pressed (`takes`) or right after the press, which it drops
 * (`drops`), as React does with a part that is still waiting and then hydrates in its next slice, before any
 * timer of the page's could look.
 */
function page(react: 'takes' | 'drops') {
  document.body.innerHTML = '<div id="root"><button type="button">Roulette</button></div>';
  const root = document.getElementById('root')!;
  const button = root.querySelector('button')!;
  const handled: number[] = [];
  const hydrate = () => Object.assign(button, { __reactFiber$test: {} });
  const listeners: AbortController = new AbortController();
  new Function(earlyClicksScript)();
  const listen = () => {
    window.__croupierReactListens?.();
    root.addEventListener(
      'click',
      () => {
        if ('__reactFiber$test' in button) handled.push(Date.now());
        else if (react === 'takes') {
          hydrate();
          handled.push(Date.now());
        } else queueMicrotask(hydrate);
      },
      { signal: listeners.signal },
    );
  };
  return { button, handled, listen, stop: () => listeners.abort() };
}

describe("the server page's early presses (src/ssr/document.ts)", () => {
  let current: ReturnType<typeof page> | undefined;
  beforeEach(() => {
    current = undefined;
  });
  afterEach(() => current?.stop());

  it('hands main.tsx the button pressed before React listened', () => {
    current = page('takes');
    current.button.click();
    current.listen();
    expect(window.__croupierDataSettled?.()).toBe(current.button);
    // once only
    expect(window.__croupierDataSettled?.()).toBeNull();
  });

  it('presses again, once, a press React dropped after the data was in, as soon as the button is hydrated', async () => {
    current = page('drops');
    current.listen();
    expect(window.__croupierDataSettled?.()).toBeNull();
    current.button.click();
    expect(current.handled).toHaveLength(0);
    await wait(300);
    expect(current.handled).toHaveLength(1);
    await wait(200);
    expect(current.handled).toHaveLength(1);
  });

  it('keeps a press React dropped before the data was in for main.tsx, though React hydrated the button since', async () => {
    current = page('drops');
    current.listen();
    current.button.click();
    await wait(50);
    expect('__reactFiber$test' in current.button).toBe(true);
    expect(window.__croupierDataSettled?.()).toBe(current.button);
  });

  it('never repeats a press React took (a toggle would be undone)', async () => {
    current = page('takes');
    current.listen();
    window.__croupierDataSettled?.();
    current.button.click();
    await wait(300);
    expect(current.handled).toHaveLength(1);
  });
});
