import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { admin, fund, readyToWithdraw, registerMember, TRANSACTION_PASSWORD, withdrawals } from './memberApi';
import { logIn, signedInOn } from './session';

test.describe('wallet, transfer to upline and a rejected withdrawal', () => {
  test('moves money between the main and a vendor wallet; the header balance follows', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 10_000);
    await signedInOn(page, '/member/transferFund', member);
    const wallets = page.getByRole('region', { name: 'Wallets' });
    await wallets.getByRole('combobox', { name: 'To' }).click();
    await page.getByRole('option', { name: 'PG' }).click();
    await wallets.getByRole('textbox', { name: 'Amount' }).fill('30');
    await wallets.getByRole('button', { name: 'Transfer' }).click();
    await expect(wallets.getByRole('status')).toHaveText('The transfer is done');
    await expect(wallets.getByRole('listitem').filter({ hasText: 'PG' })).toContainText('R$30.00');
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toContainText('70.00');
    await expectNoAxeViolations(page);
  });

  test('a member with no upline is told so; a downline member transfers to their agent', async ({ page, request }) => {
    // Two logins, a sign-out and two transfer pages in one journey: more than the default 30 s on a loaded CI.
    test.slow();
    const member = await registerMember(request);
    await signedInOn(page, '/member/transferUpline', member);
    await expect(page.getByText('You have no upline agent to transfer to')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    // Signing out clears session storage (the token with it), so the visitors' announcement popup may already
    // be open over the header: the session's end is read from storage; a new page load starts with the popup
    // closed (fixtures.ts), like every other journey here.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.reload();
    await logIn(page, { username: 'demo_downline', password: 'Demo1234!' });
    await page.goto('/member/transferUpline');
    const form = page.getByRole('region', { name: /Transfer to Demo Agent/ });
    await form.getByRole('textbox', { name: 'Amount' }).fill('1');
    await form.getByLabel('Transaction password').fill('246810');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByRole('status')).toContainText('Transferred. Reference');
    await expectNoAxeViolations(page);
  });

  test('a rejected withdrawal comes back as a toast and returns the money', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 10_000);
    await readyToWithdraw(request, member);
    await signedInOn(page, '/member/withdraw', member);
    const form = page.getByRole('region', { name: 'New withdrawal' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('40');
    await form.getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText('60.00');
    const [orderNo] = await withdrawals(request, member);
    expect((await admin(request, `/admin/withdrawals/${orderNo}/reject`, { reason: 'Account name does not match' })).ok()).toBe(true);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Withdrawal rejected')).toBeVisible();
    await expect(balance).toContainText('100.00');
    await expect(page.getByRole('table', { name: 'My withdrawals' }).getByRole('row').filter({ hasText: orderNo! })).toContainText('Account name does not match');
  });
});
