import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { afterServer, freshPhone, latestCode } from './account';
import { registerMember } from './memberApi';
import { logIn, signedInOn } from './session';

test.describe('member center', () => {
  test('a trial account is blocked: Register an account first', async ({ page }) => {
    await signedInOn(page, '/member/depositv2', { username: 'demo_trial', password: 'Demo1234!' });
    await expect(page.getByRole('heading', { name: 'Register an account first' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Member center' })).toHaveCount(0);
  });

  test('opens on account security; the header has deposit, withdraw and the avatar menu of spec §2', async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto('/');
    await logIn(page, member);
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    for (const item of ['Betting record', 'Account record', 'Personal profit/loss', 'Reward center', 'Account security'])
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Agent center' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/member');
    await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Member center' });
    await expect(nav.getByRole('link', { name: 'Account security' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main')).toContainText(member.username);
    await expectNoAxeViolations(page);

    // The profile labels the merchant enables: bad input is explained under its field, then saved.
    const profile = page.getByRole('region', { name: 'Profile' });
    const nickname = profile.getByRole('textbox', { name: 'Nickname' });
    await nickname.fill('A');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Use 2 to 20 characters')).toBeVisible();
    await nickname.fill('Ana Player');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByRole('status')).toHaveText('Your profile has been saved');
    await expect(page.getByRole('main').getByRole('definition').filter({ hasText: 'Ana Player' })).toBeVisible();
  });

  test('sets the transaction password, then links an external account that locks once confirmed', async ({ page, request }) => {
    const member = await registerMember(request);
    await signedInOn(page, '/member/securityCenter', member);
    const section = page.getByRole('region', { name: 'Transaction password' });
    await section.getByLabel('Login password').fill(member.password);
    await section.getByLabel('New transaction password').fill('12');
    await section.getByLabel('Confirm transaction password').fill('12');
    await section.getByRole('button', { name: 'Set transaction password' }).click();
    await expect(section.getByText('Use exactly 6 digits').first()).toBeVisible();
    await section.getByLabel('New transaction password').fill('135790');
    await section.getByLabel('Confirm transaction password').fill('135790');
    await section.getByRole('button', { name: 'Set transaction password' }).click();
    await expect(section.getByRole('status')).toHaveText('Your transaction password has been saved');
    await expect(section.getByRole('button', { name: 'Change transaction password' })).toBeVisible();

    const telegram = page.getByRole('region', { name: 'Telegram' });
    await telegram.getByRole('textbox', { name: 'Your Telegram account' }).fill('@e2e_player');
    await telegram.getByRole('button', { name: 'Link' }).click();
    await expect(telegram).toContainText('Not confirmed yet');
    await telegram.getByRole('button', { name: 'Confirm link' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm your Telegram link?' });
    await expect(confirm).toContainText('can never be changed or removed');
    await confirm.getByRole('button', { name: 'Confirm link' }).click();
    await expect(telegram).toContainText('Confirmed: this link cannot be changed or removed.');
    await expect(telegram.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('binds a phone and an e-mail with codes from the sandbox; the bound phone is the one SMS login uses', async ({ page, request }) => {
    const member = await registerMember(request);
    const phone = freshPhone('119', 11);
    const email = `${member.username}@example.com`;
    await signedInOn(page, '/member/securityCenter', member);

    const phoneForm = page.getByRole('region', { name: 'Phone binding' });
    await expect(phoneForm).toContainText('No phone is bound yet.');
    // demo_player's number belongs to another account: refused under the field, no code sent.
    await phoneForm.getByRole('textbox', { name: 'Phone number' }).fill('11987654321');
    await phoneForm.getByRole('button', { name: 'Send code' }).click();
    await expect(phoneForm.getByText('Another account already uses this; enter a different one')).toBeVisible(afterServer);
    await phoneForm.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    // The kit's button takes one click a second (§4 throttle): click again until the countdown starts.
    const countdown = phoneForm.getByRole('button', { name: /Resend in \d+:\d\d/ });
    await expect(async () => {
      if (!(await countdown.isVisible())) await phoneForm.getByRole('button', { name: 'Send code' }).click({ timeout: 1000 });
      await expect(countdown).toBeDisabled({ timeout: 5000 });
    }).toPass(afterServer);
    const smsCode = await latestCode(request, phone, 'bind');
    await phoneForm.getByRole('textbox', { name: 'Verification code' }).fill(smsCode === '000000' ? '111111' : '000000');
    await phoneForm.getByRole('button', { name: 'Bind' }).click();
    await expect(phoneForm.getByText('The code is wrong or has expired; send a new one')).toBeVisible(afterServer);
    await phoneForm.getByRole('textbox', { name: 'Verification code' }).fill(smsCode);
    await phoneForm.getByRole('button', { name: 'Bind' }).click();
    await expect(phoneForm.getByRole('status').filter({ hasText: 'Your phone number is bound' })).toBeVisible(afterServer);
    await expect(phoneForm).toContainText(`Bound phone: +55 •••••••${phone.slice(-4)}`);

    const emailForm = page.getByRole('region', { name: 'Email binding' });
    await expect(emailForm).toContainText('No email is bound yet.');
    await emailForm.getByRole('textbox', { name: 'Email address' }).fill(email);
    await emailForm.getByRole('button', { name: 'Send code' }).click();
    const emailCode = await latestCode(request, email, 'bind');
    await emailForm.getByRole('textbox', { name: 'Verification code' }).fill(emailCode);
    await emailForm.getByRole('button', { name: 'Bind' }).click();
    await expect(emailForm.getByRole('status').filter({ hasText: 'Your email is bound' })).toBeVisible(afterServer);
    await expect(emailForm).toContainText(`Bound email: ${email.slice(0, 2)}•••@example.com`);
    await expectNoAxeViolations(page);

    // SMS login now knows the number: the sandbox delivers a login code to it (none goes to unknown numbers).
    await expect
      .poll(async () => (await request.post('/wps/verification/sms/noLogin', { headers: { 'X-Merchant-Code': 'BR' }, data: { mobileNum: phone, countryDialingCode: '55' } })).status())
      .toBe(200);
    expect(await latestCode(request, phone, 'login')).toMatch(/^\d{6}$/);
  });
});
