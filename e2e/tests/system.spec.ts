import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { adminToken } from './systemEnv';
import { apiLogInToken } from './session';

// These tests switch merchant BD into maintenance and back: one at a time.
test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? 8181);
const bdOrigin = `http://bd.localhost:${port}`;

/**
 * Picks `name` in the language list, as a player would, and waits until it shows as chosen (a language with no
 * messages of its own: the dialog keeps its English name). The list is long: the option is scrolled to first.
 */
async function chooseLanguage(page: Page, combobox: Locator, name: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name }).click();
  await expect(combobox).toHaveText(name);
}

/** Logs in over the API for `merchantCode`'s site and reloads the page to pick the session up. */
async function logInThroughApi(page: Page, username: string, merchantCode: string): Promise<void> {
  const token = await apiLogInToken(page.request, { username, password: 'Demo1234!' }, merchantCode);
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.reload();
}

/** Whether the page has loaded the Bengali subset of the site's own Noto Sans Bengali. */
const bengaliFaceLoaded = (page: Page) => () =>
  page.evaluate(() =>
    [...document.fonts].some((face) => face.family.includes('Noto Sans Bengali') && face.unicodeRange.includes('U+980-9FE') && face.status === 'loaded'),
  );

/** The stored merchant; the site may be reloading to apply it, so a read that meets the navigation retries. */
const storedMerchant = (page: Page) => () =>
  page.evaluate(() => localStorage.getItem('merchant')).catch(() => 'reloading');

/**
 * Storing a new merchant reloads the site to apply it; a page that reloads once more itself, with the merchant
 * already stored, has no switch left to make, so what the test does next meets a page that stays.
 */
async function settled(page: Page): Promise<void> {
  // The site's own reload may still be under way: a reload that meets it is simply tried again.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Region and language' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

async function setMerchantStatusWith(api: APIRequestContext, merchantCode: string, data: object): Promise<void> {
  const response = await api.put(`/admin/system/merchants/${merchantCode}/status`, {
    headers: { 'x-admin-token': adminToken },
    data,
  });
  expect(response.ok()).toBe(true);
}

const setMerchantStatus = (page: Page, merchantCode: string, data: object) =>
  setMerchantStatusWith(page.request, merchantCode, data);

test('a visitor from a country without a merchant picks Mexico in Spanish: the site reloads in Spanish with MXN', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'FR' });
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Choose your region' });
  await expect(modal).toBeVisible();
  // It must be answered: no close button, Escape keeps it.
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('group', { name: /Bangladesh/ })).toContainText('BDT');
  await expectNoAxeViolations(page);

  await modal.getByRole('group', { name: /Mexico/ }).getByRole('checkbox', { name: 'Español' }).check();
  await modal.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(storedMerchant(page)).toBe('MX');

  await page.getByRole('button', { name: 'Región e idioma' }).click();
  const region = page.getByRole('dialog', { name: 'Región e idioma' });
  await expect(region.getByRole('combobox', { name: 'País y moneda' })).toHaveText(/México · MXN/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await logInThroughApi(page, 'demo_mx', 'MX');
  await expect(page.getByRole('banner')).toContainText('$2,500.00');
});

test('a visitor located in Bangladesh gets its merchant, and reads the site in Bengali with taka amounts', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'BD' });
  await page.goto('/');
  await expect.poll(storedMerchant(page)).toBe('BD');
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Region and language' }).click();
  const region = page.getByRole('dialog', { name: 'Region and language' });
  await expect(region.getByRole('combobox', { name: 'Country and currency' })).toHaveText(/Bangladesh · BDT/);
  await region.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.keyboard.press('Escape');

  await expect(page.getByRole('contentinfo')).toContainText('শুধুমাত্র ১৮ বছর বা তার বেশি বয়সীরা খেলতে পারবেন');
  // The site ships its Bengali face, so a machine without one shows letters, not empty boxes (issue 19).
  await expect.poll(bengaliFaceLoaded(page)).toBe(true);
  await logInThroughApi(page, 'demo_bd', 'BD');
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('৫,০০০.০০');
  await expect(banner).toContainText('৳');
  await expectNoAxeViolations(page);
});

test('Arabic turns the page right-to-left', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Region and language' }).click();
  const region = page.getByRole('dialog', { name: 'Region and language' });
  // As a player would, choose once the dialog shows where they are (its merchants have arrived).
  await expect(region.getByRole('combobox', { name: 'Country and currency' })).toHaveText(/ · /);
  const language = region.getByRole('combobox', { name: 'Language' });
  await chooseLanguage(page, language, 'العربية');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await page.keyboard.press('Escape');
  // Arabic has no message set: the texts stay English, laid out right-to-left.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// The journey turns BD's maintenance on: whatever happens to the test, it is off again for the journeys after it.
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    await setMerchantStatusWith(api, 'BD', { maintenance: false });
  } finally {
    await api.dispose();
  }
});

test("the Bangladesh domain serves its merchant; in maintenance it shows the maintenance page until it ends", async ({ page }) => {
  // Several page loads, a refused login and an axe run: more than one default budget on a busy machine.
  test.slow();
  await page.goto(`${bdOrigin}/`);
  await expect.poll(storedMerchant(page)).toBe('BD');
  await settled(page);
  // An open page learns of maintenance at its next call, whichever it is. The home still loading its lobby
  // (a busy machine) would make that a background call that swaps in the maintenance page under the test's
  // click; once nothing is in flight, the next call is the login this journey makes.
  await page.waitForLoadState('networkidle');

  await setMerchantStatus(page, 'BD', { maintenance: true });
  // Opening the login dialog loads its banner (w_login): the server refuses that call, and the maintenance page
  // replaces all, dialog included. (A refused login does the same: the server tests cover every call's refusal.)
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);

  await page.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Follow us' }).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/croupier_bd');
  await page.getByRole('button', { name: 'Customer service' }).click();
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual(['mailto:support@croupier.example']);
  await expectNoAxeViolations(page);

  await setMerchantStatus(page, 'BD', { maintenance: false });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test("a visitor from a restricted country sees the region-blocked page with their IP", async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'US' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('127.0.0.1');
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a domain the server does not know shows the domain-check-failed page', async ({ page }) => {
  await page.goto(`http://unknown.localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid URL' })).toBeVisible();
  await expect(page.getByText('Invalid URL, please contact customer service')).toBeVisible();
  await expectNoAxeViolations(page);
});
