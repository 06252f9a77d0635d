import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { afterServer, useMerchant } from './account';
import { expectNoAxeViolations } from './axe';
import { scrollToSee } from './scroll';
import { logIn } from './session';
import { adminToken } from './systemEnv';

/** Every href in a part of the page, hidden ones too (a vendor drop menu, a collapsed section); files are not pages. */
const hrefsIn = (part: Locator) =>
  part
    .locator('a[href]:not([download])')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));

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

/**
 * One link per page and parameter shape: the header's drop menus link every vendor of every category
 * (`/rng?vassalage=PG`, `/rng?vassalage=JL`, ...), the same page with another value, and opening each took the
 * walk past its time on a busy machine. Paths, the set of parameters and hashes (a promotion's id) stay apart.
 */
function onePerShape(links: string[]): string[] {
  const shapes = new Map<string, string>();
  for (const href of links) {
    const url = new URL(href);
    const shape = `${url.pathname}?${[...url.searchParams.keys()].sort().join('&')}${url.hash}`;
    if (!shapes.has(shape)) shapes.set(shape, href);
  }
  return [...shapes.values()];
}

/** Opens every same-site page and fails on the 404 page or the route error page; outside links open in a new tab. */
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
  for (const href of onePerShape(internal)) {
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
      '/download#ios',
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
    // the banner's headline is set as text over its art (the picture is then decoration, issue 19)
    await expect(login.getByRole('region', { name: 'Login offers' })).toContainText(
      'Log in and claim your daily bonus',
      afterServer,
    );
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: /password/i });
    await expect(forgot.getByRole('region', { name: 'Account safety' })).toContainText(
      'Reset your password safely in two steps',
      afterServer,
    );
    await expectNoAxeViolations(page);
  });
});

/** Sets a merchant's Google tag and CDNs of the permission payload (spec §3) through the admin API. */
async function setDelivery(api: APIRequestContext, merchantCode: string, data: object): Promise<void> {
  const response = await api.put(`/admin/system/merchants/${merchantCode}/delivery`, {
    headers: { 'x-admin-token': adminToken },
    data,
  });
  expect(response.status()).toBe(200);
}

const noDelivery = { gtagId: null, imageCDNs: [], launchGameCDNs: [] };
const gtagUrl = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

test.describe('the app download, vendor logos and the permission payload\'s tag and CDNs (issues 17, 19)', () => {
  test.use({ viewport: { width: 1680, height: 900 } });

  test("the side menu's Android QR code and the app download page download the merchant's APK from the server", async ({
    page,
  }) => {
    await page.goto('/');
    const downloads = page.getByRole('complementary').getByRole('navigation', { name: 'App download' });
    const android = downloads.getByRole('link', { name: /Android app download/ });
    await expect(android).toHaveAttribute('href', /\/download\/croupier-br\.apk$/, afterServer);
    // the iOS code still opens its install guide
    await expect(downloads.getByRole('link', { name: /iOS/ })).toHaveAttribute('href', '/download#ios');
    const fromMenu = page.waitForEvent('download');
    await android.click();
    expect((await fromMenu).suggestedFilename()).toBe('croupier-br.apk');

    const apk = await page.request.get('/download/croupier-br.apk');
    expect(apk.status()).toBe(200);
    expect(apk.headers()['content-type']).toBe('application/vnd.android.package-archive');
    expect(apk.headers()['content-disposition']).toBe('attachment; filename="croupier-br.apk"');
    const body = await apk.body();
    expect(body.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(body.includes(Buffer.from('AndroidManifest.xml'))).toBe(true);

    await page.goto('/download');
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: 'Scan to download the Android app (APK) on your phone' })).toBeVisible(
      afterServer,
    );
    const button = main.getByRole('link', { name: 'Download the Android app (APK)' });
    await expect(button).toHaveAttribute('href', /\/download\/croupier-br\.apk$/);
    const fromPage = page.waitForEvent('download');
    await button.click();
    expect((await fromPage).suggestedFilename()).toBe('croupier-br.apk');
    // the page with its new button passes axe in help.spec.ts (app download)
  });

  test('vendors show as their logos in the footer, the side menu and the provider filter', async ({ page }) => {
    await page.goto('/download');
    const footer = page.getByRole('contentinfo');
    const footerLogo = footer.getByRole('list', { name: 'Game providers' }).getByRole('img', { name: 'PG Soft' });
    await expect(footerLogo).toBeAttached(afterServer);
    await footerLogo.scrollIntoViewIfNeeded();
    await expect(footerLogo).toHaveAttribute('src', '/api/art/vendors/PG?format=png');
    await expect(footerLogo).toHaveAttribute('loading', 'lazy');
    // sized before it loads, so nothing moves when it arrives
    await expect(footerLogo).toHaveAttribute('width', '72');
    await expect(footerLogo).toHaveAttribute('height', '30');
    await expect.poll(() => footerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await footer.getByRole('link', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(
      page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'PG Soft' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'JILI' }).getByRole('img'),
    ).toHaveAttribute('src', '/api/art/vendors/JL?format=png');

    const side = page.getByRole('complementary').getByRole('navigation', { name: 'Game providers' });
    await expect(side.getByRole('link', { name: 'DS88 Sabong' })).toHaveAttribute('href', /vassalage=DS88/);
    await expectNoAxeViolations(page);
  });

  test.describe('a merchant\'s Google tag and CDNs (set for Mexico, then cleared)', () => {
    test.describe.configure({ mode: 'serial' });
    test.afterEach(async ({ request }) => setDelivery(request, 'MX', noDelivery));

    test('no gtagId: no tag script is asked for', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (r) => void (gtagUrl.test(r.url()) && asked.push(r.url())));
      await page.goto('/');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate service' })).toBeAttached(afterServer);
      // past the load event and an idle period: when the tag would have been asked for
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))));
      expect(asked).toEqual([]);
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    });

    test("a gtagId loads the Google tag with that id after the page's load event", async ({ page, request }) => {
      await setDelivery(request, 'MX', { gtagId: 'G-E2ETEST42' });
      await useMerchant(page, 'MX');
      // no network here: the tag is answered by the test, and says it ran
      await page.route(gtagUrl, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagRan = true;' }),
      );
      const asked = page.waitForRequest(gtagUrl);
      await page.goto('/');
      expect((await asked).url()).toBe('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST42');
      await expect.poll(() => page.evaluate(() => (window as { __gtagRan?: boolean }).__gtagRan)).toBe(true);
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const tag = performance.getEntriesByType('resource').find((e) => e.name.includes('googletagmanager'));
        const config = (window as { dataLayer?: IArguments[] }).dataLayer?.map((a) => [...a]);
        return { loaded: nav.loadEventEnd, asked: tag?.startTime, config };
      });
      expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
      expect(timing.config).toContainEqual(['config', 'G-E2ETEST42']);
    });

    test('image CDNs serve the tiles, banners and vendor logos', async ({ page, request, baseURL }) => {
      await setDelivery(request, 'MX', { imageCDNs: ['https://img.cdn.example/croupier'] });
      await useMerchant(page, 'MX');
      // the CDN, played by the test: it pulls from this server (its origin)
      const pulled: string[] = [];
      await page.route('https://img.cdn.example/croupier/**', async (route) => {
        const path = route.request().url().slice('https://img.cdn.example/croupier'.length);
        pulled.push(path);
        const origin = await request.get(`${baseURL}${path}`);
        await route.fulfill({
          status: origin.status(),
          contentType: origin.headers()['content-type'],
          body: await origin.body(),
        });
      });
      await page.goto('/rng');
      const grid = page.getByRole('main').getByRole('list', { name: 'Games' });
      const art = grid.getByRole('listitem').first().locator('img').first();
      await expect(art).toHaveAttribute('src', /^https:\/\/img\.cdn\.example\/croupier\/api\/art\/games\/[^?]+\?format=jpeg$/, afterServer);
      await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
      await expect(
        page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'PG Soft' }).getByRole('img'),
      ).toHaveAttribute('src', 'https://img.cdn.example/croupier/api/art/vendors/PG?format=png');
      expect(pulled.some((path) => path.startsWith('/api/art/games/'))).toBe(true);

      // the header's vendor drop-menu and the winners' game icons too
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Slots', exact: true }).click();
      await expect(
        header.getByRole('list', { name: 'Slots providers' }).getByRole('listitem').first().locator('img'),
      ).toHaveAttribute('src', /^https:\/\/img\.cdn\.example\/croupier\/api\/art\/vendors\//);
      await page.goto('/winners');
      await expect(
        page.getByRole('list', { name: 'Biggest wins' }).getByRole('listitem').first().locator('img'),
      ).toHaveAttribute('src', /^https:\/\/img\.cdn\.example\/croupier\//, afterServer);
      // Images still loading through the CDN route must not outlive the test's request context.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
});
