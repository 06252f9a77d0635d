import { expect, type Page } from '@playwright/test';

export const demoPlayer = { username: 'demo_player', password: 'Demo1234!' };

/** Logs in through the login dialog, the way a player does. */
export async function logIn(page: Page, user = demoPlayer): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** A shown amount: digits with thousands separators and two decimals (e.g. R$ 1,250.00). */
export const amount = /\d[\d,]*\.\d{2}/;
