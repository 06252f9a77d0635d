import { afterServer, switchLanguage } from './account';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Home as a visitor sees it by default, with motion: its slideshows play and have their pause buttons (the
// journeys' default is reduced motion, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

// Issue 19: home leads with what the operator sells. A phone and a laptop see the banners and a row of
// games in the first screen, without scrolling.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test(`at ${viewport.width}x${viewport.height} home shows the banners and a row of games without scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your table is ready' })).toBeInViewport();
    const banners = page.getByRole('region', { name: 'Featured' });
    await expect(banners.getByText('Welcome bonus: 100% on your first deposit')).toBeInViewport(afterServer);
    const hotGames = page.getByRole('region', { name: 'Hot games' });
    // the first tile, its artwork and its name below, whole in the first screen
    await expect(hotGames.getByRole('article').first()).toBeInViewport({ ratio: 1, ...afterServer });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
  });
}

test('a banner headline is text over the art, and its call to action opens the promotion it names', async ({
  page,
}) => {
  await page.goto('/');
  const banners = page.getByRole('region', { name: 'Featured' });
  const offer = banners.getByRole('link', { name: 'See the offer' });
  await expect(offer).toBeVisible(afterServer);
  await expect(offer).toHaveAccessibleDescription('Welcome bonus: 100% on your first deposit');
  // hold the slideshow on the welcome slide, so the press lands on the slide it was meant for
  await banners.getByRole('button', { name: 'Pause slideshow' }).click();
  await banners.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect(offer).toBeInViewport();
  await offer.click();
  await expect(page).toHaveURL(/\/promotions#[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'First deposit bonus' })).toBeVisible(
    afterServer,
  );
  // and in Portuguese, the headline and the call to action are the merchant's own words
  await page.goto('/');
  await switchLanguage(page, 'Português', 'pt');
  const oferta = page.getByRole('region', { name: 'Destaques' }).getByRole('link', { name: 'Ver a oferta' });
  await expect(oferta).toHaveAccessibleDescription(
    'Bônus de boas-vindas: 100% no primeiro depósito',
    afterServer,
  );
});

// Issue 16: home's first paint carries the CSS it needs inline (scripts/prerender.mjs), and its stylesheet (with
// Inter) loads after it. Held back, the stylesheet changes nothing of that paint: each element's place, colours
// and type are the same as with it, on a phone and a laptop, in both colour modes.
test("home's first paint looks the same before its stylesheet arrives", async ({ browser }) => {
  /** Every element of the page as drawn: box, colours and font; the scripts are held back, so nothing changes. */
  const firstPaint = async (viewport: { width: number; height: number }, mode: string, stylesheet: boolean) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((m) => localStorage.setItem('croupier-color-mode', m), mode);
    const page = await context.newPage();
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    // Inter comes with the stylesheet, and the first paint sets its text in Inter's stand-ins (phone.spec.ts checks
    // that nothing moves when Inter arrives): held back in both, so this compares the CSS alone
    await page.route(/\.woff2$/, (route) => route.abort());
    if (!stylesheet) await page.route(/\/assets\/.+\.css$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your table is ready' })).toBeVisible();
    // the page's loader adds the stylesheet once the first paint is on screen
    if (stylesheet)
      await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
    await page.evaluate(() => document.fonts.ready);
    // Drawn elements only: the page's loader swaps its <template> for the stylesheet's <link> after the paint, and
    // held back or not, the swap can come before or after this look (CI once saw one run each way).
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => !['TEMPLATE', 'LINK', 'SCRIPT', 'NOSCRIPT'].includes(element.tagName))
        .map((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return [
            element.tagName,
            element.getAttribute('class'),
            [box.x, box.y, box.width, box.height].map(Math.round).join(','),
            style.display,
            style.color,
            style.backgroundColor,
            style.fontFamily,
            style.fontSize,
            style.fontWeight,
          ].join(' ');
        }),
    );
    await context.close();
    return drawn;
  };
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 800 },
  ])
    for (const mode of ['dark', 'light']) {
      const withStylesheet = await firstPaint(viewport, mode, true);
      expect(withStylesheet.length).toBeGreaterThan(50);
      expect(await firstPaint(viewport, mode, false), `${viewport.width}px, ${mode}`).toEqual(withStylesheet);
    }
});

test("home's first paint fetches neither its stylesheet nor Inter: both come after it", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your table is ready' })).toBeVisible();
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
  // the stylesheet's faces for Inter, loaded (check() alone is true where no face matches at all)
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.load("700 16px 'Inter Variable'")).length))
    .toBeGreaterThan(0);
  const fetched = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(css|woff2)$/.test(entry.name))
      .map((entry) => ({ file: entry.name.split('/').pop(), beforePaint: entry.startTime < paint }));
  });
  expect(fetched.map(({ file }) => file)).toEqual(expect.arrayContaining([expect.stringMatching(/\.css$/), expect.stringMatching(/^inter-.+\.woff2$/)]));
  expect(fetched.filter(({ beforePaint }) => beforePaint)).toEqual([]);
});
