import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { freshName } from './memberApi';
import { logIn } from './session';
import { demoAgentLogIn } from './agentSession';

const TRANSACTION_PASSWORD = '246810';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent centre' });

async function openPage(page: Page, name: string) {
  await menu(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(menu(page).getByRole('link', { name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/** Adds an account in the register center and answers its name. */
async function addAccount(page: Page, accountType: 'Member' | 'Sub-agent' = 'Member') {
  const username = freshName('t');
  await openPage(page, 'Add account');
  await page.getByRole('radio', { name: accountType }).check();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Initial password').fill('Start1234');
  await page.getByLabel('Confirm password').fill('Start1234');
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Account ${username} was added.` }),
  ).toBeVisible();
  return username;
}

test.describe('agent centre: the team', () => {
  test('every page of the agent centre opens with the seeded team data', async ({ page }) => {
    // Eight pages, each read whole and checked with axe: a long journey on a loaded machine.
    test.slow();
    await demoAgentLogIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'Valid bet and deposits per day' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Day by day' }).getByRole('row')).not.toHaveCount(
      1,
    );
    await expectNoAxeViolations(page);

    await openPage(page, 'Announcements');
    await expect(
      page.getByRole('list', { name: 'Announcements' }).getByRole('listitem'),
    ).toHaveCount(9);
    await expect(page.getByRole('navigation', { name: /pagination|pages/i })).toBeVisible();
    await expectNoAxeViolations(page);

    await openPage(page, 'Team management');
    const team = page.getByRole('table', { name: 'Team management' });
    await expect(team.getByRole('cell', { name: 'demo_subagent1', exact: true })).toBeVisible();
    await team.getByRole('button', { name: 'Open the team of demo_subagent1' }).click();
    await expect(team.getByRole('cell', { name: 'demo_subagent3', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Team path' })).toContainText(
      'demo_subagent1',
    );
    await team.getByRole('button', { name: 'Details of demo_subagent3' }).click();
    const details = page.getByRole('dialog', { name: 'Member details' });
    await expect(details).toContainText('demo_subagent1');
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: 'Close' }).click();

    for (const [name, table] of [
      ['Team betting', 'Team betting'],
      ['User loss', 'User loss'],
      ['Account details', 'Account details'],
      ['Credit report', 'Credit report'],
    ] as const) {
      // The default range, the previous 7 days, lies inside the seeded 60 days.
      await openPage(page, name);
      await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page);
    }

    // The member-centre entries of the agent menu link to the existing pages.
    await expect(menu(page).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/member/depositv2',
    );
    await expect(menu(page).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
    await expect(menu(page).getByRole('link', { name: 'Platform messages' })).toHaveAttribute(
      'href',
      '/member/messageV2',
    );
  });

  test('team betting filters by member account and game type', async ({ page }) => {
    await demoAgentLogIn(page);
    await openPage(page, 'Team betting');
    await page
      .getByRole('search', { name: 'Member account' })
      .getByRole('textbox', { name: 'Member account' })
      .fill('team_d001');
    await page
      .getByRole('search', { name: 'Member account' })
      .getByRole('button', { name: 'Search' })
      .click();
    const table = page.getByRole('table', { name: 'Team betting' });
    await expect(table.getByRole('cell', { name: 'team_d001', exact: true }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: /^(team_(?!d001$)|demo_)/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Game type' }).click();
    await page.getByRole('option', { name: 'Live casino' }).click();
    await expect(page).toHaveURL(/gameType=LIVE/);
    const rows = table.getByRole('row').filter({ hasText: 'team_d001' });
    await expect(rows.first()).toBeVisible();
    // Every row, once the filtered list has replaced the one before (a snapshot of rows.all() could catch both).
    await expect(rows.filter({ hasNotText: 'Live casino' })).toHaveCount(0);
    await page
      .getByRole('search', { name: 'Member account' })
      .getByRole('textbox', { name: 'Member account' })
      .fill('nobody_here');
    await page
      .getByRole('search', { name: 'Member account' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(table.getByRole('row').filter({ hasText: 'team_d001' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('adds an account in the register center, which then logs in', async ({ page }) => {
    await demoAgentLogIn(page);
    const username = await addAccount(page);
    await expect(page.getByRole('button', { name: `Copy account ${username}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await logIn(page, { username, password: 'Start1234' });
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toBeVisible();
  });

  test('transfers to a new downline member: both balances move', async ({ page }) => {
    // Two logins, an account added and a transfer in one journey.
    test.slow();
    await demoAgentLogIn(page);
    const username = await addAccount(page);
    await openPage(page, 'Team management');
    const search = page.getByRole('search', { name: 'Member account' });
    await search.getByRole('textbox', { name: 'Member account' }).fill(username);
    await search.getByRole('button', { name: 'Search' }).click();
    const team = page.getByRole('table', { name: 'Team management' });
    const row = team.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('R$0.00');
    await row.getByRole('button', { name: `Transfer to ${username}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Transfer to downline' });
    const before = await dialog.getByText('Your balance:').textContent();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
    await dialog.getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog.getByText(/Transferred\. Reference J\d+/)).toBeVisible();
    await expect(dialog.getByText('Your balance:')).not.toHaveText(before ?? '');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('R$25.00');

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await logIn(page, { username, password: 'Start1234' });
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toContainText(
      '25.00',
    );
  });
});
