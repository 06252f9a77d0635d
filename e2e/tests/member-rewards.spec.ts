import { expect, test, type APIRequestContext } from './fixtures';
import { afterServer, freshUsername, setLimitsAtRegistration } from './account';
import { expectNoAxeViolations } from './axe';
import { admin, fund, registerMember, type FreshMember } from './memberApi';
import { signedInOn } from './session';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The id of the member's open application to an activity, as staff would find it in their back office. */
async function applicationId(
  request: APIRequestContext,
  member: FreshMember,
  code: string,
): Promise<string> {
  const response = await request.get('/wps/rewards/activities', {
    headers: { 'X-Merchant-Code': 'BR', Authorization: `Bearer ${member.token}` },
  });
  const activities = (
    (await response.json()) as { value: { code: string; application?: { id: string } }[] }
  ).value;
  return activities.find((a) => a.code === code)!.application!.id;
}

test.describe('reward center, mission activity and invite friends', () => {
  // Long journeys through the real server on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a member joins and claims the first deposit bonus (balance and bonus details follow), and applies for share and win', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await fund(request, member, 10_000);
    await signedInOn(page, '/member/rewardCenter', member);
    const nav = page.getByRole('navigation', { name: 'Member center' });
    const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText('100.00', afterServer);
    const bonus = page.getByRole('region', { name: 'First deposit bonus' });
    await expect(
      bonus.getByText(/Make a first deposit of at least R\$\s?50\.00 and get R\$\s?20\.00\./),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Christmas deposit cup' }).getByText('Coming soon'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Carnival deposit bonus' }).getByText('Closed'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await bonus.getByRole('button', { name: 'Join' }).click();
    await expect(bonus.getByText('Issued')).toBeVisible(afterServer);
    await expect(nav.getByRole('link', { name: 'Reward center 1 unread' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A double click credits once: the server keys the bonus by activity, member and period.
    await bonus.getByRole('button', { name: 'Claim' }).dblclick();
    await expect(bonus.getByText(/R\$\s?20\.00 has been added to your balance\./)).toBeVisible(
      afterServer,
    );
    await expect(bonus.getByText(/You received R\$\s?20\.00/)).toBeVisible();
    await expect(balance).toContainText('120.00', afterServer);
    await expect(nav.getByRole('link', { name: 'Reward center', exact: true })).toBeVisible();

    await nav.getByRole('link', { name: 'Bonus details' }).click();
    const table = page.getByRole('table', { name: 'Bonus details' });
    await expect(table.getByRole('row', { name: /First deposit bonus/ })).toHaveCount(
      1,
      afterServer,
    );
    await expect(table.getByRole('row', { name: /First deposit bonus/ })).toContainText('20.00');

    await nav.getByRole('link', { name: /Reward center/ }).click();
    const share = page.getByRole('region', { name: 'Share and win' });
    await share.getByRole('button', { name: 'Join' }).click();
    await share.getByRole('button', { name: 'Apply' }).click(afterServer);
    const dialog = page.getByRole('dialog', { name: 'Apply: Share and win' });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Please enter a remark')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Remark' })
      .fill('Shared the site on my Instagram story');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'story.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'story.png' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden(afterServer);
    await expect(share.getByText('Application sent. Staff will review it soon.')).toBeVisible();
    await expect(share.getByText('Applying')).toBeVisible();
    await expect(
      share.getByText('Your application: Shared the site on my Instagram story'),
    ).toBeVisible();

    // Staff approve it (admin API): the notice arrives over the socket and the badge counts the new reward.
    const approved = await admin(
      request,
      `/admin/rewards/applications/${await applicationId(request, member, 'shareAndWin')}/approve`,
    );
    expect(approved.ok()).toBe(true);
    await expect(nav.getByRole('link', { name: 'Reward center 1 unread' })).toBeVisible(
      afterServer,
    );
    await page.reload();
    await share.getByRole('button', { name: 'Claim' }).click(afterServer);
    await expect(balance).toContainText('125.00', afterServer);
  });

  test('missions progress with a deposit and pay their reward once; the leaderboard shows the member', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await signedInOn(page, '/member/missionLeaderboard', member);
    const missions = page.getByRole('region', { name: "This week's missions" });
    const deposit = missions.getByRole('listitem').filter({ hasText: 'Number of deposits: 1' });
    await expect(deposit.getByText('Progress: 0 of 1')).toBeVisible(afterServer);
    await expect(deposit.getByText('In progress')).toBeVisible();
    await expect(page.getByText('Place a bet this week to join the leaderboard.')).toBeVisible();
    await expectNoAxeViolations(page);

    await fund(request, member, 5_000);
    await page.reload();
    await expect(deposit.getByText('Progress: 1 of 1')).toBeVisible(afterServer);
    await expect(deposit.getByText('Completed')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Member center' });
    await expect(nav.getByRole('link', { name: 'Mission activity 1 unread' })).toBeVisible();
    await deposit.getByRole('button', { name: 'Claim reward: Number of deposits: 1' }).click();
    await expect(deposit.getByText('Claimed')).toBeVisible(afterServer);
    await expect(missions.getByText('Your points this week: 5')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toContainText(
      '53.00',
      afterServer,
    );
    await expect(page.getByText(/Your rank: \d+/)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mission activity', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a friend registers with the copied invite link and appears in the list', async ({
    page,
    request,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await registerMember(request);
    await signedInOn(page, '/member', member);
    await page
      .getByRole('navigation', { name: 'Member center' })
      .getByRole('link', { name: 'Invite friends' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Friends who registered' }).getByText('No friends yet'),
    ).toBeVisible(afterServer);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Copy invite link' }).click();
    const copied = page.getByRole('alertdialog', { name: 'Copy success' });
    await expect(copied).toBeVisible();
    await expectNoAxeViolations(page);
    await copied.getByRole('button', { name: 'OK' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/register\?referralCode=[A-Z0-9]{8}$/);
    const code = new URL(link).searchParams.get('referralCode')!;

    // The friend, in their own browser, opens the link: the register form has the code already.
    const friendContext = await browser.newContext();
    // As the fixture does for every page: the home's announcement popups stay closed.
    await friendContext.addInitScript(() => {
      sessionStorage.setItem('popupClosed:anonymous', '1');
      sessionStorage.setItem('popupClosed:user', '1');
    });
    const friendPage = await friendContext.newPage();
    await friendPage.goto(new URL(link).pathname + new URL(link).search);
    const dialog = friendPage.getByRole('dialog', { name: 'Create your account' });
    // A cold page in a second browser: the form shows once its island and the merchant's register settings are in.
    await expect(dialog.getByRole('textbox', { name: 'Referral code' })).toHaveValue(code, afterServer);
    const friend = freshUsername();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(friend);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await dialog.getByLabel('Date of birth').fill('1990-05-20');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await setLimitsAtRegistration(friendPage);
    await expect(dialog).toBeHidden(afterServer);
    await friendContext.close();

    await page.reload();
    const masked = `${friend.slice(0, 2)}***${friend.slice(-2)}`;
    const row = page
      .getByRole('table', { name: 'Friends who registered' })
      .getByRole('row', { name: new RegExp(masked.replace(/\*/g, '\\*')) });
    await expect(row).toBeVisible(afterServer);
    await expect(row).toContainText('No');
    await expect(row).toContainText('Waiting for a deposit');
    await expectNoAxeViolations(page);
  });
});
