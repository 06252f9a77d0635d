import { expect, test, type Locator, type Page } from './fixtures';
import { afterServer } from './account';
import { expectNoAxeViolations } from './axe';
import { scrollToSee } from './scroll';
import { logIn } from './session';

/** Every href in a part of the page, hidden ones too (a vendor drop menu, a collapsed section). */
const hrefsIn = (part: Locator) =>
  part.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));

/** The header, side menu, footer, home banners and promotion carousel: every link a visitor can follow. */
async function shellLinks(page: Page): Promise<string[]> {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The parts that load as islands: the side menu's extras and the footer's contacts.
  await expect(
    page.getByRole('complementary').getByRole('switch', { name: 'Game centre' }),
  ).toBeVisible(afterServer);
  await expect(footer.getByRole('link', { name: 'Affiliate service' })).toBeVisible(afterServer);
  const banners = page.getByRole('region', { name: 'Featured', exact: true });
  await expect(banners.getByRole('link').first()).toBeAttached(afterServer);
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await scrollToSee(page, carousel);
  await expect(carousel.getByRole('link').first()).toBeVisible(afterServer);
  const parts = [
    page.getByRole('banner'),
    page.getByRole('complementary'),
    footer,
    banners,
    carousel,
  ];
  return [...new Set((await Promise.all(parts.map(hrefsIn))).flat())];
}

/** Opens every same-site link and fails on the 404 page or the route error page; outside links open in a new tab. */
async function walk(page: Page, links: string[]) {
  const origin = new URL(page.url()).origin;
  const internal = links.filter((href) => href.startsWith(origin));
  const outside = links.filter((href) => !href.startsWith(origin));
  expect(internal.length).toBeGreaterThan(20);
  for (const href of outside) {
    expect(href, 'an outside link is https').toMatch(/^https:\/\//);
    // `href` is the link's resolved URL (a trailing slash added), so find the link by it, not by its attribute.
    const targets = await page
      .locator('a[href]')
      .evaluateAll(
        (anchors, url) =>
          anchors
            .filter((a) => (a as HTMLAnchorElement).href === url)
            .map((a) => a.getAttribute('target')),
        href,
      );
    expect(targets.length, href).toBeGreaterThan(0);
    expect(targets, href).toEqual(targets.map(() => '_blank'));
  }
  const broken: string[] = [];
  for (const href of internal) {
    await page.goto(href);
    // Every page (the agent login too) has a heading once it has rendered.
    await expect(page.locator('h1, h2').first(), href).toBeVisible(afterServer);
    const notFound = await page.getByText('This page does not exist.').count();
    const failed = await page.getByText('Something went wrong while showing this page').count();
    if (notFound + failed > 0) broken.push(href);
  }
  expect(broken).toEqual([]);
}

test.describe('every link of the shell leads to a real page (issue 17)', () => {
  test.describe.configure({ timeout: 300_000 });
  // Wide enough for the top navigation and the open side menu.
  test.use({ viewport: { width: 1680, height: 900 } });

  test('as a visitor', async ({ page }) => {
    const links = await shellLinks(page);
    for (const path of [
      '/promotions',
      '/announcements',
      '/guide',
      '/help?contact=chat',
      '/agent',
      '/download#android',
    ])
      expect(
        links.some(
          (href) => new URL(href).pathname + new URL(href).search + new URL(href).hash === path,
        ),
        path,
      ).toBe(true);
    expect(links.some((href) => href.includes('/promotions#'))).toBe(true);
    expect(links).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/t\.me\//)]));
    await walk(page, links);
  });

  test('as demo_player', async ({ page }) => {
    await page.goto('/');
    await logIn(page);
    const links = await shellLinks(page);
    expect(links.some((href) => href.endsWith('/member/rewardCenter'))).toBe(true);
    await walk(page, links);
  });

  test('the shell buttons act: region, game centre toggle, login, help centre entries', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Region and language' }).click();
    await expect(page.getByRole('dialog', { name: 'Region and language' })).toBeVisible();
    await page.keyboard.press('Escape');

    const side = page.getByRole('complementary');
    const toggle = side.getByRole('switch', { name: 'Game centre' });
    await expect(toggle).toBeChecked(afterServer);
    await expect(side.getByRole('link', { name: 'Slots' })).toBeVisible();
    await toggle.click();
    await expect(side.getByRole('link', { name: 'Slots' })).toBeHidden();
    await toggle.click();
    await expect(side.getByRole('link', { name: 'Slots' })).toBeVisible();

    await side.getByRole('link', { name: 'Customer service' }).click();
    await expect(page.getByRole('dialog', { name: 'Live chat' })).toBeVisible(afterServer);
  });

  test('the help centre reaches the announcement list (9 a page) and the beginner guide; the login and forgot-password dialogs show their banners', async ({
    page,
  }) => {
    await page.goto('/help');
    await page.getByRole('main').getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\/announcements$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(9, afterServer);
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Welcome to Croupier');
    await expectNoAxeViolations(page);
    await main
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/announcements\?page=2$/);
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3, afterServer);
    await page.reload();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3, afterServer);

    await page.goto('/help');
    await page.getByRole('main').getByRole('link', { name: 'Beginner guide' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beginner guide' })).toBeVisible(
      afterServer,
    );
    await expect(main.getByRole('listitem')).toHaveCount(5);
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'See promotions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible(
      afterServer,
    );

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(
      login
        .getByRole('region', { name: 'Login offers' })
        .getByRole('img', { name: 'Log in and claim your daily bonus' }),
    ).toBeVisible(afterServer);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: /password/i });
    await expect(
      forgot
        .getByRole('region', { name: 'Account safety' })
        .getByRole('img', { name: 'Reset your password safely in two steps' }),
    ).toBeVisible(afterServer);
    await expectNoAxeViolations(page);
  });
});
