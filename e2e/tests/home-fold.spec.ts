import { afterServer, switchLanguage } from './account';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

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

// Issue 16: home's first paint carries the CSS it needs inline (scripts/prerender.mjs), and its stylesheet loads
// after. Held back, the stylesheet changes nothing of that paint: each element's place, colours and type are the
// same as with it, on a phone and a laptop, in both colour modes.
test("home's first paint looks the same before its stylesheet arrives", async ({ browser }) => {
  /** Every element of the page as drawn: box, colours and font; the scripts are held back, so nothing changes. */
  const firstPaint = async (viewport: { width: number; height: number }, mode: string, stylesheet: boolean) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((m) => localStorage.setItem('croupier-color-mode', m), mode);
    const page = await context.newPage();
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    if (!stylesheet) await page.route(/\/assets\/.+\.css$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your table is ready' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].map((element) => {
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
