import type { Route } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { afterServer } from './account';
import { expectNoAxeViolations } from './axe';
import { logIn } from './session';

// The phone layout (issue 19): a bottom tab bar and the side menu as a drawer instead of the rail.

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('a visitor on a phone', () => {
  // with motion: home's hot games play and have their pause button
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

  test('the tab bar navigates, and the side menu opens and closes as a drawer by keyboard', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Quick links' });
    await expect(tabs).toBeVisible(afterServer);
    // no rail: the side menu waits in the drawer, and the page keeps its whole width
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeHidden();
    expect(await scrollsSideways(page), 'nothing scrolls sideways at 390px').toBe(false);
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(tabs.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/(live|rng|fish|pvp|crash)$/);
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox', { name: /search/i })).first()).toBeVisible(afterServer);
    await tabs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // a visitor's account tabs open the register and login dialogs
    await tabs.getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await expect(register).toBeVisible(afterServer);
    await page.keyboard.press('Escape');
    await expect(register).toBeHidden();
    await tabs.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible(afterServer);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    // the drawer by keyboard: opens from the header's menu button, holds focus, Escape closes it, focus comes back
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible(afterServer);
    await expect(drawer.getByRole('link', { name: 'Help center' })).toBeVisible(afterServer);
    // focus starts inside; backwards from the first stop it wraps to the last, never to the page behind
    const focusInDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInDrawer(), 'focus moves into the drawer').toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDrawer(), 'focus stays in the drawer').toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // a link followed in the drawer leads to its page and closes the drawer
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Help center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(drawer).toBeHidden();
  });

  test("the hidden rail renders none of the side menu's extras; the drawer shows them", async ({ page }) => {
    // the bonus banner and the app download codes belong to the side menu, which a phone shows only in its drawer:
    // the rail it hides neither loads nor renders them (issue 16)
    await page.goto('/rng');
    // the tab bar and the footer come after the first paint, as the rail's extras would
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible(afterServer);
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible(afterServer);
    const downloads = page.getByRole('navigation', { name: 'App download', includeHidden: true });
    await expect(downloads).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'App download' }).getByRole('link', { name: /Android/ })).toBeVisible(
      afterServer,
    );
    await expect(downloads, 'only the drawer has them').toHaveCount(1);
  });

  test('home keeps still while its stylesheet, font and hot games arrive late', async ({ page }) => {
    // a slow network's order: the page first (its first paint's CSS inline), then the stylesheet, Inter and the
    // hot games (issue 16: home's layout shift was 0.077, from a wider stand-in font and a three-row placeholder
    // for a one-row carousel)
    const late = (ms: number) => async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    };
    await page.route(/\/assets\/.+\.css$/, late(2_500));
    await page.route(/\.woff2$/, late(1_500));
    await page.route(/GCSGAME_hotGamesV2/, late(1_500));
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const hotGames = page.getByRole('region', { name: 'Hot games' });
    await expect(hotGames.getByRole('button', { name: 'Pause hot games' })).toBeVisible(afterServer);
    await expect(hotGames.getByRole('article').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check("700 16px 'Inter Variable'")), 'Inter came').toBe(true);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0), `layout shifts ${shifts.join(', ')}`).toBeLessThan(0.01);
  });

  test('fits a 320px phone: the five tabs in view and nothing scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Quick links' });
    await expect(tabs).toBeVisible(afterServer);
    for (const name of ['Home', 'Games', 'Promotions']) await expect(tabs.getByRole('link', { name })).toBeInViewport();
    for (const name of ['Register', 'Log in']) await expect(tabs.getByRole('button', { name })).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeInViewport();
    await expect.poll(() => scrollsSideways(page), { message: 'nothing scrolls sideways at 320px' }).toBe(false);
    await expectNoAxeViolations(page);
  });
});

test.describe('a member on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tab bar leads to deposit and the member centre', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await logIn(page);
    // home fits the phone for a member too (the header's balance on its own row)
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await expect.poll(() => scrollsSideways(page), { message: `nothing scrolls sideways at ${width}px` }).toBe(false);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const tabs = page.getByRole('navigation', { name: 'Quick links' });
    await expect(tabs.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await tabs.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    await expect(tabs.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/member(\/\w+)?$/);
    await expect(tabs.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    // the tab is current as soon as the URL changes; the page's own content (its heading) comes with its code and
    // data (a flaky run checked the page while its main was still empty)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
