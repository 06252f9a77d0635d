import { expect, test, type Page } from './fixtures';
import { afterServer, expectEncrypted, freshPhone, freshUsername, latestCode, limitsStep, setLimitsAtRegistration, useMerchant, watchEncCalls } from './account';
import { expectNoAxeViolations } from './axe';

const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Create your account' });

test.describe('registration', () => {
  // Journeys with argon2 hashing and several calls each, on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('on Brazil a visitor registers with a birthday, encrypted, and lands home logged in with a zero balance', async ({ page }) => {
    const username = freshUsername();
    const sent = watchEncCalls(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = registerDialog(page);
    // Brazil offers both types: tabs show.
    await expect(dialog.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await dialog.getByLabel('Date of birth').fill('1990-05-20');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    // Brazil asks for a deposit limit as the account opens (responsible-gaming.spec.ts follows it to the page).
    await setLimitsAtRegistration(page);

    await expect(dialog).toBeHidden(afterServer);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toContainText('0.00', afterServer);
    expectEncrypted(sent, 'Secret123');
    await page.goto('/member');
    await expect(page.getByRole('main')).toContainText(username);
  });

  test('/register explains every mistake under its field, the 18+ birthday and the unticked terms included', async ({ page }) => {
    await page.goto('/register');
    const dialog = registerDialog(page);
    await dialog.getByRole('textbox', { name: 'Username' }).fill('9lives');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret124');
    await dialog.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 17}-01-01`);
    // Leaving a field shows its error first, so the checkbox has moved before it is clicked.
    await dialog.getByLabel('Date of birth').blur();
    await expect(dialog.getByText('You must be at least 18 years old to register')).toBeVisible();
    const terms = dialog.getByRole('checkbox', { name: /I am 18 or older/ });
    await terms.uncheck();
    await expect(terms).not.toBeChecked();
    // The terms and the privacy policy are links that open in a new tab, so nothing typed is lost.
    await expect(dialog.getByRole('link', { name: 'terms', exact: true })).toHaveAttribute('href', '/help#term');
    await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Start with a letter, then use letters or digits: 4 - 16 characters')).toBeVisible();
    await expect(dialog.getByText('Incorrect confirmation input: the two passwords are different')).toBeVisible();
    await expect(dialog.getByText('You must be at least 18 years old to register')).toBeVisible();
    await expect(dialog.getByText('Please accept the terms to continue')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    // The picker stops at 31 December of the year 18 years back.
    await expect(dialog.getByLabel('Date of birth')).toHaveAttribute('max', `${new Date().getFullYear() - 18}-12-31`);
    await expectNoAxeViolations(page);
  });

  test('the server re-checks every rule: a request that skips the site gets the same field errors', async ({ request }) => {
    const response = await request.put('/wps/member/register', {
      data: { username: '9lives', password: 'Secret123', confirmPassword: 'Secret124', birthday: '2020-01-01', termsAccepted: false, registerMethod: 'WEB' },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({
      username: { rule: 'pattern', min: 4, max: 16 },
      confirmPassword: { rule: 'mismatch' },
      birthday: { rule: 'age', min: 18 },
      termsAccepted: { rule: 'terms' },
    });
  });

  test('a taken username is refused by the server and nothing typed is lost', async ({ page, request }) => {
    const username = freshUsername();
    const first = await request.put('/wps/member/register', {
      data: { username, password: 'Secret123', confirmPassword: 'Secret123', birthday: '1990-01-01', termsAccepted: true, registerMethod: 'WEB' },
    });
    expect(first.ok()).toBe(true);
    await page.goto('/register');
    const dialog = registerDialog(page);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username.toUpperCase());
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await dialog.getByLabel('Date of birth').fill('1990-01-01');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('This username is already taken')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Confirm password' })).toHaveValue('Secret123');
  });

  test("an unknown affiliate code stops with the invitation-code warning; demo_agent's code registers", async ({ page }) => {
    await page.goto('/register');
    const dialog = registerDialog(page);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(freshUsername());
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await dialog.getByLabel('Date of birth').fill('1990-01-01');
    await dialog.getByRole('textbox', { name: 'Affiliate code' }).fill('NOSUCHCODE');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Invitation code' });
    await expect(warning).toContainText('Invalid invitation code');
    await expect(warning.getByRole('button')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();

    await dialog.getByRole('textbox', { name: 'Affiliate code' }).fill('demoagent');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await setLimitsAtRegistration(page);
    await expect(dialog).toBeHidden(afterServer);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible(afterServer);
  });

  test('on Mexico the email is asked for', async ({ page }) => {
    await useMerchant(page, 'MX');
    await page.goto('/register');
    const dialog = registerDialog(page);
    // Mexico offers one type: no tabs.
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(freshUsername());
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${freshUsername()}@example.com`);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    // Mexico only offers the limits step: it can be skipped.
    await limitsStep(page).getByRole('button', { name: 'Skip for now' }).click();
    await expect(limitsStep(page)).toBeHidden(afterServer);
    await expect(dialog).toBeHidden(afterServer);
  });

  test('on Bangladesh a visitor registers an 11-digit mobile number with the SMS code from the sandbox', async ({ page, request }) => {
    const phone = freshPhone('017', 11);
    await useMerchant(page, 'BD');
    const sent = watchEncCalls(page);
    await page.goto('/register');
    const dialog = registerDialog(page);
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    const send = dialog.getByRole('button', { name: 'Send code' });
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(phone.slice(0, 10));
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await send.click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+:\d\d/ })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(request, phone));
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Mobile123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Mobile123');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden(afterServer);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible(afterServer);
    expectEncrypted(sent, 'Mobile123');
  });

  test('a failed SMS send shows the server message in a warning with one confirm button', async ({ page, request }) => {
    const phone = freshPhone('017', 11);
    // The number's five sends of the hour (§9), a second apart: the server refuses the next for 5 minutes,
    // however long the page below takes to open.
    for (let send = 0; send < 5; send++) {
      if (send > 0) await new Promise((resolve) => setTimeout(resolve, 1_100));
      const sent = await request.post('/wps/verification/sms/register', { data: { mobileNo: phone }, headers: { 'x-merchant-code': 'BD' } });
      expect(sent.status()).toBe(200);
    }
    await useMerchant(page, 'BD');
    await page.goto('/register');
    const dialog = registerDialog(page);
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const warning = page.getByRole('alertdialog', { name: 'The code could not be sent' });
    await expect(warning).toContainText('Too many requests, please try again in 5 minutes');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
