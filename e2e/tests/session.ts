import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demoPlayer = { username: 'demo_player', password: 'Demo1234!' };
export const demoTrial = { username: 'demo_trial', password: 'Demo1234!' };

/** Logs in through the login dialog, the way a player does. */
export async function logIn(page: Page, user = demoPlayer): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // the header's button, or on a phone the tab bar's (the header leaves log in to it there)
  const opener = page
    .getByRole('banner')
    .or(page.getByRole('navigation', { name: 'Quick links' }))
    .getByRole('button', { name: 'Log in' })
    .filter({ visible: true });
  if (!(await dialog.isVisible())) await opener.click();
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** A shown amount: digits with thousands separators and two decimals (e.g. R$ 1,250.00). */
export const amount = /\d[\d,]*\.\d{2}/;

/** Logs `user` in over the API as the login dialog does, for `merchantCode`'s site; resolves with the session token. */
export async function apiLogInToken(
  request: APIRequestContext,
  user: { username: string; password: string },
  merchantCode = 'BR',
): Promise<string> {
  const response = await request.post('/wps/session/login', {
    headers: { 'X-Merchant-Code': merchantCode },
    data: { username: user.username, password: user.password, type: 'username' },
  });
  const body = (await response.json()) as { success: boolean; code?: string; value?: { token: string } };
  expect(body.success, `log in ${user.username}: ${body.code}`).toBe(true);
  return body.value!.token;
}

/**
 * Opens `path` signed in as `user`, logged in over the API the way the login dialog logs in. For journeys about
 * something else: the dialog's own journeys (login.spec.ts, journey.spec.ts and the ones about what a login does)
 * go through it. The site keeps the token in session storage, so it goes there on a page of the site's origin
 * first. A fresh member's registration token serves as it is. This skips home and the dialog: 3.3 s a journey
 * on an idle slow machine with one worker, and 24 journeys took 454 s instead of 598 s with two (2026-12-02).
 */
export async function signedInOn(page: Page, path: string, user: { username: string; password: string; token?: string } = demoPlayer) {
  const token = user.token ?? (await apiLogInToken(page.request, user));
  await page.goto('/wps/system/health');
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.goto(path);
}
