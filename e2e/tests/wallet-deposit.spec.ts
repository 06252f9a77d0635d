import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { registerMember } from './memberApi';
import { logIn } from './session';

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function startDeposit(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Pix/ })).toBeChecked();
}

test.describe('deposit (depositv2)', () => {
  test('pays through the sandbox payment page; a toast and the header balance follow with no reload', async ({ page, request, context }) => {
    const member = await registerMember(request);
    await page.goto('/');
    await logIn(page, member);
    const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText('0.00');
    await startDeposit(page);

    // The method's limits are checked before anything is sent.
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('5');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('The minimum is R$10.00')).toBeVisible();
    await page.getByRole('button', { name: 'R$50.00' }).click();
    await expect(amount).toHaveValue('50.00');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const order = page.getByRole('region', { name: 'Your deposit' });
    await expect(order.getByRole('status')).toContainText('Pending');
    const [payment] = await Promise.all([context.waitForEvent('page'), order.getByRole('link', { name: 'Open the payment page' }).click()]);
    await payment.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(payment.getByRole('status')).toContainText('will show in your wallet');
    await payment.close();

    // Pushed over the socket: no reload, no refresh click.
    await expect(notifications(page).getByText('Deposit received')).toBeVisible();
    await expect(balance).toContainText('50.00');
    await expect(order.getByRole('status')).toContainText('Success');
    await expect(page.getByRole('table', { name: 'Recent deposits' }).getByRole('row').filter({ hasText: 'R$50.00' })).toHaveCount(1);
  });

  test('a declined payment says so and moves no money', async ({ page, request, context }) => {
    const member = await registerMember(request);
    await page.goto('/');
    await logIn(page, member);
    await startDeposit(page);
    await page.getByRole('textbox', { name: 'Amount' }).fill('20');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const order = page.getByRole('region', { name: 'Your deposit' });
    const [payment] = await Promise.all([context.waitForEvent('page'), order.getByRole('link', { name: 'Open the payment page' }).click()]);
    await payment.getByRole('button', { name: 'Decline payment' }).click();
    // Closed only once the page has answered: closing at once may cancel the form's post.
    await expect(payment.getByRole('status')).toContainText('No money was taken');
    await payment.close();
    await expect(notifications(page).getByText('Deposit failed')).toBeVisible();
    await expect(order.getByRole('status')).toContainText('Failed');
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toContainText('0.00');
  });
});
