import { expect, test } from './fixtures';
import { afterServer } from './account';
import { playRounds } from './agentContractsApi';
import { expectNoAxeViolations } from './axe';
import { registerMember } from './memberApi';
import { amount, logIn } from './session';

/** The header balance as a number of reais (R$ 1,234.56 -> 1234.56). */
const reais = (text: string) => Number(text.match(amount)![0].replaceAll(',', ''));

test.describe('VIP', () => {
  // A deposit, four sandbox rounds, a login and a claim through the real server.
  test.describe.configure({ timeout: 120_000 });

  test('a member who deposits and bets enough reaches Bronze, sees it in the header and the VIP page, and claims the level-up bonus once', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    // R$ 1,000.00 deposited and R$ 200.00 of settled bets: Bronze (R$ 100.00 and R$ 200.00), not Silver.
    await playRounds(request, member, 4, 5_000);

    await page.goto('/');
    await logIn(page, member);
    const header = page.getByRole('banner');
    const badge = header.getByRole('link', { name: 'VIP Bronze' });
    await expect(badge).toBeVisible(afterServer);
    await badge.click();

    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    await expect(page.getByText('Bronze (level 1)')).toBeVisible(afterServer);
    const standing = page.getByRole('region', { name: 'Your VIP level' });
    await expect(standing.getByText('To reach Silver:')).toBeVisible();
    await expect(standing.getByRole('progressbar', { name: 'Deposits' })).toBeVisible();
    await expect(standing.getByRole('progressbar', { name: 'Valid bets' })).toHaveAttribute(
      'aria-valuetext',
      /200\.00 of .*1,500\.00/,
    );
    await expect(
      page.getByRole('navigation', { name: 'Member center' }).getByRole('link', { name: 'VIP' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const balance = header.getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText(amount, afterServer);
    const before = reais((await balance.textContent()) ?? '');
    const ladder = page.getByRole('region', { name: 'VIP levels' });
    // A double click credits once: the reward center keys the bonus by activity and member.
    await ladder.getByRole('button', { name: 'Claim the Bronze bonus' }).dblclick();
    await expect(page.getByText(/R\$\s?10\.00 has been added to your balance\./)).toBeVisible(
      afterServer,
    );
    await expect(ladder.getByText('Claimed')).toBeVisible(afterServer);
    await expect(ladder.getByRole('button', { name: 'Claim the Bronze bonus' })).toHaveCount(0);
    await expect
      .poll(async () => reais((await balance.textContent()) ?? ''), afterServer)
      .toBeCloseTo(before + 10, 2);
    await expectNoAxeViolations(page);
  });
});
