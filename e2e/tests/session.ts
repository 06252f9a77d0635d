import { expect, type Page } from '@playwright/test';

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

/** Logs in (which lands on home), closes the members' announcement popup, then opens `path`. */
export async function logInOn(page: Page, path: string, user = demoPlayer) {
  await page.goto(path);
  await logIn(page, user);
  await expect(page).toHaveURL(/\/$/);
  const popup = page.getByRole('dialog', { name: 'Your weekly cashback is ready' });
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
  await page.goto(path);
}

