import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  afterServer,
  expectEncrypted,
  freshPhone,
  freshUsername,
  latestCode,
  useMerchant,
  watchEncCalls,
} from './account';
import { expectNoAxeViolations } from './axe';

/** A member registered through the API on a merchant (the rules of Brazil and Mexico are met). */
async function registered(request: APIRequestContext, merchant: 'BR' | 'MX', password: string) {
  const username = freshUsername();
  const email = `${username}@example.com`;
  const response = await request.put('/wps/member/register', {
    headers: { 'x-merchant-code': merchant },
    data: {
      username,
      password,
      confirmPassword: password,
      birthday: '1990-01-01',
      email,
      termsAccepted: true,
      registerMethod: 'WEB',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { username, email };
}

const loginStatus = async (
  request: APIRequestContext,
  username: string,
  password: string,
  merchant = 'BR',
) =>
  (
    await request.post('/wps/session/login', {
      headers: { 'x-merchant-code': merchant },
      data: { username, password, type: 'username' },
    })
  ).status();

async function openForgot(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  return page.getByRole('dialog', { name: 'Forgot password' });
}

test.describe('passwords', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member changes the password in the member centre; it is encrypted, the old one stops working', async ({
    page,
    request,
  }) => {
    const { username } = await registered(request, 'BR', 'Secret123');
    const sent = watchEncCalls(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username' }).fill(username);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await page.goto('/member');
    await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByRole('textbox', { name: 'Current password' }).fill('Wrong1234');
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed123');
    await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill('Changed123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('The old password is not correct')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: 'Current password' }).fill('Secret123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toBeHidden(afterServer);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible(
      afterServer,
    );
    expectEncrypted(sent, 'Changed123');
    expect(await loginStatus(request, username, 'Secret123')).toBe(401);
    expect(await loginStatus(request, username, 'Changed123')).toBe(200);
  });

  test('forgot password by email on Mexico: unknown users are told; the old password works until the emailed code sets a new one, which logs in', async ({
    page,
    request,
  }) => {
    const { username, email } = await registered(request, 'MX', 'Secret123');
    await useMerchant(page, 'MX');
    const sent = watchEncCalls(page);
    await page.goto('/');
    const dialog = await openForgot(page);
    // Mexico does not verify password changes by phone: email comes first.
    await expect(dialog.getByRole('tab', { name: 'Email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('someone.else@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Username/Email does not exist')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status')).toContainText(email);
    const code = await latestCode(request, email, 'password');
    // Asking for a code changes nothing yet.
    expect(await loginStatus(request, username, 'Secret123', 'MX')).toBe(200);

    await dialog
      .getByRole('textbox', { name: 'Verification code' })
      .fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed123');
    await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill('Renewed123');
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      dialog.getByText('The code is wrong or has expired, please send it again'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await expect(dialog).toBeHidden(afterServer);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible(
      afterServer,
    );
    expectEncrypted(sent, 'Renewed123');
    expect(await loginStatus(request, username, 'Secret123', 'MX')).toBe(401);
    expect(await loginStatus(request, username, 'Renewed123', 'MX')).toBe(200);
  });

  test('forgot password by mobile on Bangladesh: the SMS code sets a new password and logs in', async ({
    page,
    request,
  }) => {
    const phone = freshPhone('018', 11);
    const bd = { 'x-merchant-code': 'BD' };
    await request.post('/wps/verification/sms/register', {
      headers: bd,
      data: { mobileNo: phone },
    });
    const registration = await request.put('/wps/member/register/mobile', {
      headers: bd,
      data: {
        mobileNum: phone,
        verificationCode: await latestCode(request, phone, 'register'),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsAccepted: true,
        registerMethod: 'WEB',
      },
    });
    expect(registration.ok(), await registration.text()).toBe(true);

    await useMerchant(page, 'BD');
    const sent = watchEncCalls(page);
    await page.goto('/');
    const dialog = await openForgot(page);
    // Bangladesh verifies password changes by phone (CHNGPASSVERIF3): mobile comes first.
    await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await latestCode(request, phone, 'login'));
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('ByPhone123');
    await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill('ByPhone123');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await expect(dialog).toBeHidden(afterServer);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible(
      afterServer,
    );
    expectEncrypted(sent, 'ByPhone123');
    expect(await loginStatus(request, phone, 'ByPhone123', 'BD')).toBe(200);
  });
});
