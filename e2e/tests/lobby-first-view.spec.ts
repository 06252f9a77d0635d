import { expectNoAxeViolations } from './axe';
import { afterServer } from './account';
import { expect, test, type Page } from './fixtures';
import { registerMember } from './memberApi';
import { amount } from './session';

// Issue 16: a lobby route, the promotions and the points mall arrive rendered by the server with their data
// (apps/site/src/ssr), so the first view shows before any script has loaded; the browser then takes that page
// over in place.

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a lobby page shows its heading, providers and first tiles, with priority artwork', async ({ page }) => {
    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'PG Soft' })).toBeVisible();
    const grid = page.getByRole('main').getByRole('list', { name: 'Games' });
    const tiles = grid.getByRole('article');
    expect(await tiles.count()).toBeGreaterThanOrEqual(8);
    await expect(tiles.first()).toContainText('PG Soft');
    // the first row's artwork is requested with priority, from the page's head as well
    await expect(tiles.first().locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('head link[rel="preload"][as="image"]').first()).toHaveAttribute('href', /^\/api\/art\//);
    // a game centre too, with the vendor filter from the address
    await page.goto('/live?vassalage=PT');
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Playtech', pressed: true })).toBeVisible();
  });

  test('the promotions and the points mall show their content', async ({ page }) => {
    await page.goto('/promotions?type=slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Slots' }).getByRole('listitem').first()).toContainText('Slots weekly race');
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rewards' }).getByRole('listitem')).toHaveCount(4);
  });
});

// The page carries a wide view (in #root) and a phone's (in a template after it). A phone must never lay the wide
// one out: it holds 24 tiles, whose lazy artwork a phone would start loading if the browser painted while the
// parser was still inside it. A probe put in the page where the wide markup ends reads #root there, before the
// page's own script picks the view (the probe is not in the page's policy, so the test drops the policy).
test.describe('the first view a screen is given', () => {
  const probed = async (page: Page) => {
    await page.route('**/live', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<template id="root-narrow">',
        `<script>window.probe={display:getComputedStyle(document.getElementById('root')).display,tiles:document.querySelectorAll('#root article').length}</script><template id="root-narrow">`,
      );
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, body: html, headers });
    });
    await page.goto('/live');
    const grid = page.getByRole('main').getByRole('list', { name: 'Games' });
    await expect(grid.getByRole('article').first()).toBeVisible();
    expect(await page.locator('html').getAttribute('data-first-view')).toBeNull();
    return page.evaluate(() => (window as unknown as { probe: { display: string; tiles: number } }).probe);
  };

  test('a phone keeps the wide page hidden while it is parsed, then shows its own', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // the side menu's banner is the wide page's: a phone's menu starts collapsed, so its picture is never fetched
    const banners: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/art/banners/')) banners.push(request.url());
    });
    const probe = await probed(page);
    expect(probe.tiles, 'the wide markup was parsed into #root').toBeGreaterThan(8);
    expect(probe.display).toBe('none');
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeHidden();
    await page.waitForLoadState('load');
    expect(banners).toEqual([]);
  });

  test('a wide screen shows its page as it arrives', async ({ page }) => {
    const probe = await probed(page);
    expect(probe.display).not.toBe('none');
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  });
});

test('the browser takes the server page over in place: same tiles, working filters, no errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // the server's first tile, as parsed (before any script of the page runs)
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstTile: Element | null }).firstTile = document.querySelector('#root article');
    });
  });
  await page.goto('/rng');
  const grid = page.getByRole('main').getByRole('list', { name: 'Games' });
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('Lucky');
  await expect(grid.getByRole('article').first()).toContainText(/Lucky/);
  await search.fill('');
  // hydrated, not rendered again: the server's tile is still the one on screen
  expect(
    await page.evaluate(() => {
      const tile = (window as unknown as { firstTile: Element | null }).firstTile;
      return tile !== null && tile.isConnected && tile === document.querySelector('#root article');
    }),
  ).toBe(true);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Hot' }).click();
  await expect(page).toHaveURL(/selection=HOT/);
  await expect(grid.getByRole('article').first()).toContainText('Hot');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a press React has taken while the page still waits for the catalogue counts once', async ({ page }) => {
  // The theme switch is a toggle: pressed twice (by React, then again by the page's own replay of early presses
  // once the catalogue arrives) it would switch back.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/game/catalogue*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/rng');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' });
  // React listens and has hydrated the header; the tiles still wait for the catalogue
  await expect
    .poll(() => toggle.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  const arrived = page.waitForResponse('**/wps/game/catalogue*');
  release();
  await arrived;
  const grid = page.getByRole('main').getByRole('list', { name: 'Games' });
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Lucky');
  await expect(grid.getByRole('article').first()).toContainText(/Lucky/);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await page.unroute('**/wps/game/catalogue*');
});

test('a visitor in another language gets the page rendered in the browser, in that language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pt'));
  await page.goto('/rng');
  await expect(page.getByRole('main').getByRole('list', { name: 'Jogos' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar jogos' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Provedores de jogos' })).toBeVisible();
});

// A member's favourites and recent games: the server renders them signed in, as the page looks while the member's
// data loads (the token is in session storage, which the server never sees); a page with a session keeps it.
test.describe('a member’s game lists', () => {
  test('arrive signed in before any script, and the browser takes them over in place', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const member = await registerMember(request);
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', token);
      // the server's heading and balance, as parsed (before any script of the app runs)
      document.addEventListener('DOMContentLoaded', () => {
        const parsed = window as unknown as { parsed: (Element | null)[] };
        parsed.parsed = [document.querySelector('#root h1'), document.querySelector('#root [data-testid="balance-value"]')];
      });
    }, member.token);
    // the app's scripts held back: the page as the server sent it
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/recent');
    await expect(page.getByRole('heading', { level: 1, name: 'Recent games' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Loading balance' })).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading games' })).toBeAttached();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    // with the scripts: the member's data fills the same page
    await page.unroute(/\/assets\/.*\.js$/);
    errors.length = 0; // (the scripts held back failed to load, as they were meant to)
    await page.goto('/favorite');
    await expect(page.getByRole('main').getByText('No favourites yet')).toBeVisible(afterServer);
    await expect(page.getByTestId('balance-value')).toHaveText(amount);
    expect(
      await page.evaluate(() => {
        const { parsed } = window as unknown as { parsed: (Element | null)[] };
        return parsed.length === 2 && parsed.every((element) => element !== null && element.isConnected && document.querySelector('#root')?.contains(element));
      }),
    ).toBe(true);
    // the member menu works (hydrated, not a dead copy of the server's markup)
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('are not shown to a visitor: the page goes to log in', async ({ page }) => {
    // before any script of the app: the page's guard drops the signed-in page for a visitor
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/favorite');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toHaveCount(0);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.goto('/favorite');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toHaveCount(0);
  });
});
