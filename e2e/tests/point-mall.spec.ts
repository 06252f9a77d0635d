import { expect, test, type APIRequestContext } from './fixtures';
import { expectNoAxeViolations } from './axe';
import {
  admin,
  fund,
  readyToWithdraw,
  registerMember,
  TRANSACTION_PASSWORD,
  type FreshMember,
} from './memberApi';
import { demoTrial, logIn } from './session';

/** The member's redemption reference numbers, newest first. */
async function redemptions(request: APIRequestContext, member: FreshMember): Promise<string[]> {
  const response = await request.get('/wps/relay/MCS2_getRedeemPointList', {
    headers: { Authorization: `Bearer ${member.token}`, 'X-Merchant-Code': 'BR' },
  });
  return ((await response.json()).value.list as { referenceNo: string }[]).map(
    (r) => r.referenceNo,
  );
}

test.describe('points mall', () => {
  test('a member earns points by depositing and playing, redeems and converts them, and sees it all in the records', async ({
    page,
    request,
  }) => {
    // A deposit, a sandbox round, a login, a redemption reviewed by staff and a conversion: more than 30 s on a loaded machine.
    test.slow();
    const member = await registerMember(request);
    await readyToWithdraw(request, member);
    await fund(request, member, 10_000); // R$ 100.00 deposited: 100 deposit points

    // One round of the sandbox slot at R$ 50.00: 50 slots points, whatever it pays.
    const launched = await request.get('/wps/game/launchGame?nodeId=PG-RNG-0001&language=EN', {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    await page.goto((await launched.json()).value.url);
    const game = page.getByRole('main');
    await game.getByLabel('Bet (BRL)').selectOption('5000');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(
      game.getByRole('status').filter({ hasText: /You won|No win this time/ }),
    ).toBeVisible();

    await page.goto('/');
    await logIn(page, member);
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('link', { name: 'Points mall' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Current points' });
    await expect(current).toContainText('150');
    await expect(current).toContainText('Worth R$1.50 in balance');
    // The convert form is in: its password toggle names its input once Radix has synced the id.
    await expect(current.getByRole('button', { name: 'Convert' })).toBeVisible();
    await expect(current.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-controls',
      /.+/,
    );
    await expectNoAxeViolations(page);

    // Redeem 10 free spins (50 points) with the transaction password; staff approve it.
    await page
      .getByRole('region', { name: 'Rewards' })
      .getByRole('button', { name: 'Redeem 10 free spins' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Redeem 10 free spins' });
    await expect(dialog.getByText('Total: 50 points')).toBeVisible();
    await dialog.getByLabel('Transaction password').fill('000000');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByText('The password is incorrect')).toBeVisible();
    await dialog.getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByRole('status')).toContainText('is in process');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(current).toContainText('In process: 50');

    const history = page.getByRole('table', { name: 'Exchange history' });
    await expect(history.getByRole('row').filter({ hasText: '10 free spins' })).toContainText(
      'In process',
    );
    const [referenceNo] = await redemptions(request, member);
    expect((await admin(request, `/admin/points/redemptions/${referenceNo}/approve`)).ok()).toBe(
      true,
    );
    await page.reload();
    await expect(
      page
        .getByRole('table', { name: 'Exchange history' })
        .getByRole('row')
        .filter({ hasText: referenceNo! }),
    ).toContainText('Approved');

    // Convert 100 points to R$ 1.00 of balance.
    const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    const before = await balance.textContent();
    const summary = page.getByRole('region', { name: 'Current points' });
    await summary.getByRole('textbox', { name: 'Points to convert' }).fill('100');
    await expect(summary.getByText('You get R$1.00')).toBeVisible();
    await summary.getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
    await summary.getByRole('button', { name: 'Convert' }).click();
    await expect(summary.getByRole('status')).toHaveText(
      '100 points converted: R$1.00 added to your balance.',
    );
    await expect(balance).not.toHaveText(before ?? '');

    // Points details: every change with the balance after it.
    await page.getByRole('tab', { name: 'Points details' }).click();
    const details = page.getByRole('table', { name: 'Points details' });
    await expect(details.getByRole('row').filter({ hasText: 'Convert' })).toContainText('-100');
    await expect(details.getByRole('row').filter({ hasText: 'Redeem' })).toContainText('-50');
    await expect(details.getByRole('row').filter({ hasText: 'Slots' })).toContainText('+50');
    await expect(details.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('+100');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Rules' }).click();
    await expect(page.getByText('Points never expire.')).toBeVisible();
  });

  test('a visitor sees the catalogue and the rules; a trial member is asked to register before redeeming', async ({
    page,
  }) => {
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rewards' }).getByRole('listitem')).toHaveCount(
      4,
    );
    await expect(page.getByRole('region', { name: 'Rules' })).toContainText('Slots: 1 per R$1.00');
    await expectNoAxeViolations(page);
    await page
      .getByRole('region', { name: 'Current points' })
      .getByRole('button', { name: 'Log in' })
      .click();
    // The login popup loads with its banner: wait for it, or logIn would reach for the header's button.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await logIn(page, demoTrial);

    await page.goto('/pointMall');
    await expect(page.getByRole('region', { name: 'Current points' })).toContainText(
      'Register an account first',
    );
    await page
      .getByRole('region', { name: 'Rewards' })
      .getByRole('button', { name: 'Redeem 10 free spins' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Redeem 10 free spins' });
    await expect(dialog.getByText('Register an account first')).toBeVisible();
    await expect(dialog.getByLabel('Transaction password')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
