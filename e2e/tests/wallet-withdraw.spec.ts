import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { admin, fund, readyToWithdraw, registerMember, TRANSACTION_PASSWORD, withdrawals, type FreshMember } from './memberApi';
import { logIn } from './session';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A member with R$ 100.00, a transaction password and a bound Pix account, on the withdraw page. */
async function memberOnWithdrawPage(page: Page, request: Parameters<typeof registerMember>[0]): Promise<FreshMember> {
  const member = await registerMember(request);
  await fund(request, member, 10_000);
  await readyToWithdraw(request, member);
  await page.goto('/');
  await logIn(page, member);
  await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/member\/withdraw$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  return member;
}

/** Asks for a withdrawal in the form, then staff approve it through the admin API; answers its order number. */
async function withdrawAndApprove(page: Page, request: Parameters<typeof registerMember>[0], member: FreshMember, amount: string): Promise<string> {
  const form = page.getByRole('region', { name: 'New withdrawal' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('status')).toContainText('is under review');
  const [orderNo] = await withdrawals(request, member);
  expect((await admin(request, `/admin/withdrawals/${orderNo}/approve`)).ok()).toBe(true);
  // The approval arrives over the socket as a toast, and the list shows the payout as disbursed.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Withdrawal paid out')).toBeVisible();
  await expect(page.getByRole('table', { name: 'My withdrawals' }).getByRole('row').filter({ hasText: orderNo! })).toContainText('Disbursed');
  return orderNo!;
}

async function openConfirmation(page: Page, orderNo: string) {
  await page.getByRole('button', { name: `Confirm receipt of withdrawal ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Did you receive your withdrawal?' });
  await expect(dialog.getByRole('alert')).toContainText('is not refunded');
  return dialog;
}

test.describe('withdrawal and its confirmation (spec §4)', () => {
  test('withdraws, staff approve, the member confirms it was received', async ({ page, request }) => {
    const member = await memberOnWithdrawPage(page, request);
    const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText('100.00');
    // Limits and the password are checked before anything is sent.
    const form = page.getByRole('region', { name: 'New withdrawal' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('5000.01');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByText('Your balance is not enough for this amount')).toBeVisible();
    await expect(form.getByText('Enter your transaction password')).toBeVisible();

    const orderNo = await withdrawAndApprove(page, request, member, '30');
    await expect(balance).toContainText('70.00');
    const dialog = await openConfirmation(page, orderNo);
    await expectNoAxeViolations(page);
    await expect(dialog.getByRole('radio', { name: 'I received the full amount' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'My withdrawals' }).getByRole('row').filter({ hasText: orderNo })).toContainText('Received');
  });

  test('partly received: the amount received and the remaining amount', async ({ page, request }) => {
    const member = await memberOnWithdrawPage(page, request);
    const orderNo = await withdrawAndApprove(page, request, member, '30');
    const dialog = await openConfirmation(page, orderNo);
    await dialog.getByRole('radio', { name: 'I received only part of it' }).click();
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill('30');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('The maximum is R$29.99')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill('10');
    await expect(dialog.getByText(/Amount remaining:/)).toContainText('R$20.00');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: 'My withdrawals' }).getByRole('row').filter({ hasText: orderNo });
    await expect(row).toContainText('Partly received');
    await expect(row).toContainText('Received R$10.00; R$20.00 is being investigated.');
  });

  test('not received, with a proof image; a wrong file type is refused', async ({ page, request }) => {
    const member = await memberOnWithdrawPage(page, request);
    const orderNo = await withdrawAndApprove(page, request, member, '25');
    const dialog = await openConfirmation(page, orderNo);
    await dialog.getByRole('radio', { name: 'I did not receive it' }).click();
    const files = dialog.locator('input[type="file"]');
    await files.setInputFiles({ name: 'statement.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(dialog.getByText('statement.gif is not a PNG or JPG image.')).toBeVisible();
    await files.setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'statement.png' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: 'My withdrawals' }).getByRole('row').filter({ hasText: orderNo });
    await expect(row).toContainText('Not received');
    await expect(row).toContainText('our staff are investigating');
  });
});
