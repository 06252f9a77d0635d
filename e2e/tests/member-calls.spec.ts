// Issue 17's §7 calls through the real server: the member icon, the language kept on the server, loginV2
// and the home's popular games.
import { expect, test, type APIRequestContext } from './fixtures';
import { afterServer, expectEncrypted, switchLanguage } from './account';
import { playRounds } from './agentContractsApi';
import { expectNoAxeViolations } from './axe';
import { registerMember } from './memberApi';
import { scrollToSee } from './scroll';
import { logIn, signedInOn } from './session';

const storedLanguage = async (request: APIRequestContext, token: string) =>
  ((await (await request.get('/wps/member/info', { headers: { Authorization: `Bearer ${token}` } })).json()) as { value: { language?: string } }).value.language;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('member calls', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a member chooses a built-in avatar and uploads a picture in the member centre; the header shows it; a fake image is refused', async ({ page, request }) => {
    const member = await registerMember(request);
    await signedInOn(page, '/member/securityCenter', member);
    const section = page.getByRole('region', { name: 'Avatar' });
    const current = section.getByRole('img', { name: 'Your avatar' });
    await expect(current).toHaveAttribute('src', '/wps/member/avatars/spade.svg', afterServer);
    await expect(section.getByRole('radio', { name: 'Spade' })).toBeChecked();
    await expectNoAxeViolations(page);

    await section.getByRole('radio', { name: 'Heart' }).click();
    await expect(current).toHaveAttribute('src', '/wps/member/avatars/heart.svg', afterServer);
    await expect(section.getByRole('status')).toHaveText('Your avatar has been changed');
    const headerAvatar = page.getByRole('banner').getByRole('button', { name: 'Account menu' }).locator('img');
    await expect(headerAvatar).toHaveAttribute('src', '/wps/member/avatars/heart.svg');

    await section.getByLabel('Upload a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(current).toHaveAttribute('src', /^\/wps\/member\/avatars\/uploads\/[0-9a-f-]{36}$/, afterServer);
    const uploaded = await current.getAttribute('src');
    await expect(headerAvatar).toHaveAttribute('src', uploaded!);
    const served = await request.get(uploaded!);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toContain('immutable');

    // a GIF named and typed as PNG: the server reads the bytes
    await section.getByLabel('Upload a picture').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a\x01\x00\x01\x00') });
    await expect(section.getByText('Avatars must be PNG, JPEG or WebP images')).toBeVisible(afterServer);
    await expect(current).toHaveAttribute('src', uploaded!);
    await expectNoAxeViolations(page);
  });

  test('a logged-in member who changes the site language has it kept on the server', async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto('/');
    await logIn(page, member);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible(afterServer);
    await switchLanguage(page, 'Português', 'pt');
    await expect.poll(() => storedLanguage(request, member.token), afterServer).toBe('pt');
  });

  test("on another device (a fresh browser) the site switches to the member's stored language at login", async ({ page, request }) => {
    const member = await registerMember(request);
    const stored = await request.put('/wps/member/info/language', { headers: { Authorization: `Bearer ${member.token}` }, data: { language: 'es' } });
    expect(stored.ok()).toBe(true);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await logIn(page, member);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es', afterServer);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Región e idioma' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('once a captcha is required the login dialog sends password and captcha in one loginV2 call, and keeps asking for it', async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const attempt = async (password: string) => {
      await dialog.getByLabel('Username').fill(member.username);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    };
    for (let i = 0; i < 3; i++) {
      await attempt('not-the-password');
      await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
    }
    const captcha = dialog.getByRole('textbox', { name: 'Captcha' });
    await expect(captcha).toBeVisible();
    await captcha.fill('XXXX');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/loginV2');
    await attempt(member.password);
    expectEncrypted([await sent], member.password);
    await expect(dialog.getByRole('alert')).toHaveText('Please enter the characters shown in the image');
    await expectNoAxeViolations(page);

    // The dialog opened again asks for the captcha at once: one step, not a failed try first.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Captcha image/ })).toHaveAttribute('src', /^data:image\/png;base64,/);
  });

  test("the home shows a compact Popular now row of the merchant's most played games", async ({ page, request }) => {
    const member = await registerMember(request);
    await playRounds(request, member, 3);
    const popular = (await (await request.get('/wps/home/popularAndRouters', { headers: { 'X-Merchant-Code': 'BR' } })).json()) as {
      value: { basis: string; games: { nodeId: string; displayName: string }[] };
    };
    expect(popular.value.basis).toBe('bets');
    expect(popular.value.games.map((g) => g.nodeId)).toContain('PG-RNG-0001');

    await page.goto('/');
    const row = page.getByRole('region', { name: 'Popular now' });
    await scrollToSee(page, row);
    await expect(row.getByRole('listitem')).toHaveCount(Math.min(6, popular.value.games.length));
    await expect(row.getByRole('listitem').first()).toContainText(popular.value.games[0]!.displayName);
    // the routes the merchant switches on, as shortcuts: a visitor's, without the member-only ones
    const explore = page.getByRole('navigation', { name: 'Explore' });
    await expect(explore.getByRole('link', { name: 'VIP' })).toHaveCount(0);
    await expect(explore.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expectNoAxeViolations(page);
    await explore.getByRole('link', { name: 'Points mall' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  });
});
