import { expect, test, type Page } from './fixtures';
import { atRest, pagesUnderTest, stillPagesInFullBrowser, viewportAt, widths } from './layoutPages';

// Issue 19: home, a lobby page, the member centre and the agent centre at the six widths in both colour modes,
// against the reviewed baselines in e2e/baselines (the first screen: these pages are long). Regenerate them
// deliberately: `npx playwright test tests/page-baselines.spec.ts --update-snapshots`, then look at them.

// The full browser, not the journeys' headless shell: the baselines were taken in it (chromium.ts).
test.use(stillPagesInFullBrowser);

const modes = ['dark', 'light'] as const;

/** The colour mode as the header's toggle sets it (the kit's setColorMode): the class on <html>, the saved choice. */
async function useColourMode(page: Page, mode: (typeof modes)[number]) {
  await page.evaluate((next) => {
    localStorage.setItem('croupier-color-mode', next);
    const root = document.documentElement;
    root.classList.remove('dark', 'light');
    root.classList.add(next);
    root.style.colorScheme = next;
    window.dispatchEvent(new CustomEvent('croupier:color-mode', { detail: next }));
  }, mode);
}

/** The fonts, and the images in the first screen (lazy ones below it never load until scrolled to). */
async function artLoaded(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    };
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete && (image.loading !== 'lazy' || inView(image)))
        .map((image) => image.decode().catch(() => undefined)),
    );
  });
}

for (const under of pagesUnderTest) {
  test(`${under.name} looks as reviewed at every width in both colour modes`, async ({ page, request }) => {
    test.slow();
    await under.open(page, request);
    await atRest(page);
    for (const width of widths) {
      await page.setViewportSize(viewportAt(width));
      for (const mode of modes) {
        await useColourMode(page, mode);
        await artLoaded(page);
        // a 1920 px shot with its masks can take over 10 s on a busy 2-core machine
        await expect
          .soft(page)
          .toHaveScreenshot(`${under.name}-${width}-${mode}.png`, { mask: under.mask(page), timeout: 30_000 });
      }
    }
  });
}
