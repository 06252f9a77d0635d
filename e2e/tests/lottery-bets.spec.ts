import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { fund, registerMember } from './memberApi';
import { signedInOn } from './session';
import { placeSlip } from './lottery';

test.describe('lottery betting (issue 14)', () => {
  test('a member bets on an e-lottery draw, the draw settles it, and it shows as won or lost with the drawn numbers', async ({
    page,
    request,
  }) => {
    // Waits for a real draw (every 20 s in e2e, LOTTERY_DRAW_SECONDS) and its settlement.
    test.slow();
    const member = await registerMember(request);
    await fund(request, member, 10_000);
    await signedInOn(page, '/lottery', member);
    const main = page.getByRole('main');
    // Fast 3 draws every minute (every 20 s in e2e).
    await main
      .getByRole('group', { name: 'Lottery games' })
      .getByRole('button', { name: 'Fast 3 (1 min)' })
      .click();
    await expect(page).toHaveURL(/gameCode=ELOTT_0001/);
    const betting = main.getByRole('region', { name: 'Place bets' });
    await expect(betting.getByText(/^Draw \d{8}-\d{4}$/)).toBeVisible();
    await expect(betting.getByText(/^Betting closes at /)).toBeVisible();
    await expect(betting.getByRole('timer')).toContainText(/Closes in \d\d:\d\d|has closed/);

    // The bet types of an e-lottery, each with its odds.
    const types = betting.getByRole('group', { name: 'Bet type' });
    await expect(types.getByRole('button', { name: 'Last digit · 9.5×' })).toBeVisible();
    await expect(types.getByRole('button', { name: 'Last 2 digits · 95×' })).toBeVisible();

    // A bad pick is refused by the form, a good one joins the slip.
    await betting.getByRole('textbox', { name: 'Your pick' }).fill('77');
    await betting.getByRole('button', { name: 'Add to slip' }).click();
    await expect(betting.getByText('This pick is not valid for the bet type')).toBeVisible();
    await betting.getByRole('textbox', { name: 'Your pick' }).fill('7');
    await betting.getByRole('textbox', { name: 'Stake', exact: true }).fill('5.00');
    await betting.getByRole('button', { name: 'Add to slip' }).click();

    await types.getByRole('button', { name: 'Sum big/small/odd/even · 1.95×' }).click();
    await betting
      .getByRole('group', { name: 'Your pick' })
      .getByRole('button', { name: 'Big' })
      .click();
    await betting.getByRole('button', { name: 'Add to slip' }).click();
    const slip = betting.getByRole('list', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem')).toHaveCount(2);
    await slip.getByRole('textbox', { name: 'Stake for line 2' }).fill('2.50');
    await expect(betting.getByText('Total stake: R$7.50')).toBeVisible();

    await placeSlip(betting);
    await expect(betting.getByRole('status').filter({ hasText: '2 bets placed' })).toContainText(
      'Balance: R$92.50',
    );
    const myBets = betting.getByRole('table', { name: /^My bets on / });
    await expect(myBets.getByRole('row')).toHaveCount(3);
    await expect(myBets.getByRole('row').nth(1)).toContainText('Open');

    // The draw machine draws, the server settles, the socket tells the page.
    await expect(
      betting.getByRole('status').filter({ hasText: /^Draw \d{8}-\d{4} is in: \d of 2 bets won/ }),
    ).toBeVisible({
      timeout: 45_000,
    });
    for (const row of [1, 2]) {
      const cells = myBets.getByRole('row').nth(row).getByRole('cell');
      await expect(cells.nth(5)).toContainText(/Won|Lost/);
      await expect(cells.nth(7)).toContainText(/\d( · \d){4}/);
    }
    // The same numbers are the draw's result in the drawn results.
    const drawn = /\d( · \d){4}/.exec(
      (await myBets.getByRole('row').nth(1).getByRole('cell').nth(7).textContent())!,
    )![0];
    await expect(main.getByRole('table', { name: /^Drawn results: / })).toContainText(drawn);
    // Settled bets leave the open ones.
    await betting
      .getByRole('group', { name: 'Show bets' })
      .getByRole('button', { name: 'Open' })
      .click();
    await expect(myBets.getByRole('row').filter({ hasText: /Won|Lost/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
