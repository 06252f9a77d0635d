import { expect, testWithPopups as test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { closeAnnouncement } from './popups';
import { scrollToSee } from './scroll';
import { logIn } from './session';

const main = (page: Page) => page.getByRole('main');

test.describe('the home lobby', () => {
  test('shows banners, notices, promotions, jackpot, biggest wins and the game sections with data', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await closeAnnouncement(page);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
    await scrollToSee(page, page.getByRole('region', { name: 'Promotions' }));
    await expect(page.getByRole('region', { name: 'Promotions' })).toContainText(
      'First deposit bonus',
    );
    await scrollToSee(page, page.getByRole('group', { name: 'Progressive jackpot' }));
    await expect(page.getByRole('group', { name: 'Progressive jackpot' })).toContainText('R$');
    // The winner board asks for 20 and shows the 9 biggest (spec §9).
    await scrollToSee(page, page.getByRole('list', { name: 'Biggest wins' }));
    await expect(
      page.getByRole('list', { name: 'Biggest wins' }).getByRole('listitem'),
    ).toHaveCount(9);
    await scrollToSee(page, page.getByRole('region', { name: 'Hot games' }));
    const slots = page.getByRole('list', { name: 'Slots' });
    await scrollToSee(page, slots);
    await expect(slots.getByRole('listitem')).toHaveCount(12);
    await expect(main(page).getByRole('link', { name: 'More games: Slots' })).toHaveAttribute(
      'href',
      '/rng',
    );
    // The category sections arrive 300 ms apart, and only as the visitor scrolls towards them.
    const cockfight = page.getByRole('list', { name: 'Cockfight' });
    await scrollToSee(page, cockfight);
    await expect(cockfight.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Closed popups stay closed for the session; hot games and vendors come from session storage.
    await page.reload();
    const slotsAgain = page.getByRole('list', { name: 'Slots' });
    await scrollToSee(page, slotsAgain);
    await expect(slotsAgain.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to Croupier' })).toBeHidden();
    const cached = await page.evaluate(() => Object.keys(sessionStorage));
    expect(cached.some((k) => k.startsWith('HOT_GAMES'))).toBe(true);
    expect(cached.some((k) => k.startsWith('gameVendor'))).toBe(true);
  });

  test('a first visitor from an unknown region answers the region dialog before the popup opens', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-country-code': 'FR' });
    await page.goto('/');
    const region = page.getByRole('dialog', { name: 'Choose your region' });
    await expect(region).toBeVisible();
    // The announcements have arrived (the home's notices show them), and still only the region dialog is open.
    await expect(page.getByRole('region', { name: 'Notices', includeHidden: true })).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: 'Welcome to Croupier', includeHidden: true })).toHaveCount(0);
    await expect(region).toBeVisible();

    await region.getByRole('group', { name: /Brazil/ }).getByRole('checkbox', { name: 'English' }).check();
    await region.getByRole('button', { name: 'Confirm' }).click();
    await closeAnnouncement(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a visitor who starts a game gets the login dialog, and no game starts', async ({
    page,
  }) => {
    await page.goto('/rng');
    const first = main(page).getByRole('listitem').first();
    await first.getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('the top navigation', () => {
  test.use({ viewport: { width: 1680, height: 900 } });

  test('lists home, the categories with vendors and promotions last; a vendor opens its filtered list', async ({
    page,
  }) => {
    await page.goto('/rng');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const items = nav.getByRole('listitem');
    await expect(items.first()).toHaveText('Home');
    await expect(items.last()).toHaveText('Promotions');
    // the page arrives rendered by the server: its menus open once the script has taken it over
    const jili = nav.getByRole('link', { name: 'JILI' });
    await expect(async () => {
      await page.mouse.move(0, 0);
      await nav.getByRole('button', { name: 'Slots' }).hover();
      await expect(jili).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await jili.click();
    await expect(page).toHaveURL(/\/rng\?vassalage=JL$/);
    await expect(
      page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'JILI' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const tiles = main(page).getByRole('list', { name: 'Games' }).getByRole('article');
    await expect(tiles.first()).toContainText('JILI');
  });
});

test.describe('a game list', () => {
  test('filters by vendor and selection, and searches the whole catalogue as the user types', async ({
    page,
    request,
  }) => {
    await page.goto('/rng');
    const grid = main(page).getByRole('list', { name: 'Games' });
    await expect(grid.getByRole('article').first()).toBeVisible();
    // The first row's artwork is the server's JPEG copy, loaded at once (not lazy) and drawn.
    const art = grid.getByRole('listitem').first().locator('img').first();
    await expect(art).toHaveAttribute('src', /^\/api\/art\/games\/[^?]+\?format=jpeg$/);
    await expect(art).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(400);
    await page
      .getByRole('group', { name: 'Game providers' })
      .getByRole('button', { name: 'PG Soft' })
      .click();
    await expect(page).toHaveURL(/vassalage=PG/);
    await expect(grid.getByRole('article').first()).toContainText('PG Soft');
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Hot' }).click();
    await expect(page).toHaveURL(/selection=HOT/);
    await expect(grid.getByRole('article').first()).toContainText('Hot');
    await expectNoAxeViolations(page);

    // A live table is found from the slots page: the search covers every game.
    const catalogue = (await (await request.get('/wps/game/catalogue')).json()) as {
      value: { games: { displayName: string; gameType: string }[] };
    };
    const live = catalogue.value.games.find((g) => g.gameType === 'LIVE')!;
    const search = page.getByRole('searchbox', { name: 'Search games' });
    await search.pressSequentially(live.displayName.slice(0, 12));
    await expect(grid.getByRole('article', { name: live.displayName }).first()).toBeVisible();
    await search.fill('zzzz no such game');
    await expect(main(page).getByText('No games here yet')).toBeVisible();
  });

  test('a member favourites a game and finds it on /favorite', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await closeAnnouncement(page);
    await logIn(page);
    await page
      .getByRole('dialog', { name: 'Your weekly cashback is ready' })
      .getByRole('button', { name: 'Got it' })
      .click();
    await page.goto('/fish');
    const tile = main(page).getByRole('list', { name: 'Games' }).getByRole('article').first();
    const name = (await tile.getByRole('button').first().textContent())!.trim();
    const heart = tile.getByRole('button', { name: /favourites/ });
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await page.waitForTimeout(1100); // the toggle takes one click a second (spec §9)
    }
    await heart.click();
    await expect(tile.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('link', { name: 'My favourites' })
      .click();
    await expect(page).toHaveURL(/\/favorite$/);
    await expect(main(page).getByRole('article', { name })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
