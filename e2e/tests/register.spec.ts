import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const fresh = () => `p${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);

test.describe('registration', () => {
  test('a visitor creates an account, is logged in with a zero balance and lands on home', async ({ page }) => {
    const username = fresh();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toContainText('0.00');
    await page.goto('/member');
    await expect(page.getByRole('main')).toContainText(username);
  });

  test('/register opens the form; mistakes are explained under each field', async ({ page }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('9lives');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret124');
    // Leaving the field shows its error first, so the checkbox has moved before it is clicked.
    await dialog.getByRole('textbox', { name: 'Confirm password' }).blur();
    await dialog.getByRole('checkbox', { name: /I am 18 or older/ }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Start with a letter, then use letters or digits: 4 - 16 characters')).toBeVisible();
    await expect(dialog.getByText('Incorrect confirmation input: the two passwords are different')).toBeVisible();
    await expect(dialog.getByText('Please accept the terms to continue')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a taken username is refused by the server and nothing else is lost', async ({ page, request }) => {
    const username = fresh();
    const first = await request.put('/wps/member/register', {
      data: { username, password: 'Secret123', confirmPassword: 'Secret123', termsAccepted: true, registerMethod: 'WEB' },
    });
    expect(first.ok()).toBe(true);
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username.toUpperCase());
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('This username is already taken')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Confirm password' })).toHaveValue('Secret123');
  });
});
