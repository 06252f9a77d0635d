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
