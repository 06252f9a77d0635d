import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { registerMember, sendMessage } from './memberApi';
import { signedInOn } from './session';

test.describe('platform messages (messageV2) and the unread badges', () => {
  test('new messages raise the badges with no reload; reading one lowers it; mark all read clears it', async ({ page, request }) => {
    const member = await registerMember(request);
    await signedInOn(page, '/member/messageV2', member);
    const nav = page.getByRole('navigation', { name: 'Member center' });
    await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();

    await sendMessage(request, member, 'platform', 'Deposit received');
    await sendMessage(request, member, 'platform', 'Scheduled maintenance');
    await sendMessage(request, member, 'reward', 'Weekly rebate credited');
    // Pushed over the socket: the badge and the list update by themselves. Every notice counts on messageV2;
    // the reward center's badge counts claimable rewards instead (member-rewards.spec.ts).
    await expect(nav.getByRole('link', { name: 'Platform information 3 unread' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Weekly rebate credited/ })).toBeVisible();
    const message = page.getByRole('button', { name: /Scheduled maintenance/ });
    await expect(message).toHaveAccessibleName(/Unread/);
    await expectNoAxeViolations(page);

    await message.click();
    await expect(message).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Scheduled maintenance: details.')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Platform information 2 unread' })).toBeVisible();

    await page.getByRole('button', { name: 'Unread (2)' }).click();
    await expect(page.getByRole('button', { name: /Deposit received/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Scheduled maintenance/ })).toBeHidden();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(nav.getByRole('link', { name: 'Platform information', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reward center', exact: true })).toBeVisible();
  });
});

test('the notification socket reconnects by itself after the connection drops', async ({ page, request }) => {
  const member = await registerMember(request);
  let connections = 0;
  // Pass the socket through, and drop the first connection once it is up, as a flaky network would.
  await page.routeWebSocket(/\/socket$/, (ws) => {
    connections += 1;
    ws.connectToServer();
    if (connections === 1) setTimeout(() => void ws.close({ code: 4000, reason: 'network drop' }), 1_000);
  });
  await signedInOn(page, '/member/messageV2', member);
  await expect.poll(() => connections, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await sendMessage(request, member, 'platform', 'After the reconnect');
  await expect(page.getByRole('navigation', { name: 'Member center' }).getByRole('link', { name: 'Platform information 1 unread' })).toBeVisible();
});
