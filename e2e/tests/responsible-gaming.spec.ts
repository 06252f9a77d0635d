import { expect, test } from './fixtures';
import { afterServer, freshUsername, limitsStep, setLimitsAtRegistration, useMerchant } from './account';
import { expectNoAxeViolations } from './axe';
import { fund, registerMember } from './memberApi';
import { logIn, signedInOn } from './session';

test.describe('responsible gaming (issue 15)', () => {
  test('on Brazil a new member sets a deposit limit in the registration step and finds it on the Responsible gaming page', async ({ page }) => {
    test.slow();
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(freshUsername());
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await dialog.getByLabel('Date of birth').fill('1990-05-20');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    // Brazil makes it mandatory: no skip, and saving nothing is refused.
    const step = limitsStep(page);
    await expect(step).toBeVisible(afterServer);
    await expect(step.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
    await expect(step.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await step.getByRole('button', { name: 'Save my limits' }).click();
    await expect(step.getByText('Set at least one deposit limit', { exact: true })).toBeVisible();
    await expect(step.getByRole('textbox', { name: 'Deposit limit, 24 hours' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await setLimitsAtRegistration(page, '75');

    // The members' announcement popup may open over any page once logged in: close it whenever it covers one.
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Your weekly cashback is ready' }), async (popup) => {
      await popup.getByRole('button', { name: 'Got it' }).click();
    });
    await page.goto('/member/responsibleGaming');
    const limits = page.getByRole('region', { name: 'Limits' });
    const deposits = limits.getByRole('list', { name: 'Your limits' }).getByRole('listitem').filter({ hasText: 'Deposits · 24 hours' });
    await expect(deposits).toContainText('In force: R$75.00', afterServer);
  });

  test('a member sets deposit and loss limits, is refused a deposit over one, raises it (pending), takes a break and cannot log in', async ({ page, request }) => {
    // Two logins, five limit and exclusion changes and a refused deposit: long on a loaded machine.
    test.slow();
    const member = await registerMember(request);
    await fund(request, member, 10_000);
    // The members' announcement popup may open over any page once logged in: close it whenever it covers one.
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Your weekly cashback is ready' }), async (popup) => {
      await popup.getByRole('button', { name: 'Got it' }).click();
    });
    await signedInOn(page, '/member/responsibleGaming', member);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible(afterServer);
    await expect(page.getByText('The regulator of this site requires every protection below')).toBeVisible();
    await expect(page.getByText('logged out after 30 minutes without activity')).toBeVisible();

    const limits = page.getByRole('region', { name: 'Limits' });
    const amount = limits.getByRole('textbox', { name: 'Limit amount' });
    // A deposit limit of R$ 50.00 per 24 hours (the defaults: Deposits, 24 hours).
    await amount.fill('50');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    const list = limits.getByRole('list', { name: 'Your limits' });
    await expect(list.getByRole('listitem').filter({ hasText: 'Deposits · 24 hours' })).toContainText('In force: R$50.00');
    // A loss limit of R$ 20.00 per 7 days.
    await limits.getByRole('combobox', { name: 'Limit type' }).click();
    await page.getByRole('option', { name: 'Losses' }).click();
    await limits.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: '7 days' }).click();
    await amount.fill('20');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await expect(list.getByRole('listitem').filter({ hasText: 'Losses · 7 days' })).toContainText('In force: R$20.00');
    await expectNoAxeViolations(page);

    // A deposit of R$ 60.00 goes over the deposit limit: refused with the limit and when it resets.
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount' }).fill('60');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(/This goes over your Deposits limit of 50\.00 \(24 hours\)\. It resets on/)).toBeVisible();

    // Raising it waits 24 hours, shown as pending and cancellable.
    await page.goto('/member/responsibleGaming');
    await amount.fill('200');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    const deposits = list.getByRole('listitem').filter({ hasText: 'Deposits · 24 hours' });
    await expect(deposits).toContainText('In force: R$50.00');
    await expect(deposits).toContainText('Changes to R$200.00 on');
    await expect(deposits.getByRole('button', { name: 'Cancel the change of Deposits · 24 hours' })).toBeVisible();

    // A 24-hour break: confirmed first, then logging in is refused with its end date.
    const exclusion = page.getByRole('region', { name: 'Take a break or self-exclude' });
    await exclusion.getByRole('button', { name: 'Start my break' }).click();
    await expect(exclusion.getByText('Please confirm first')).toBeVisible();
    await exclusion.getByRole('checkbox', { name: 'I understand this cannot be undone early' }).check();
    await exclusion.getByRole('button', { name: 'Start my break' }).click();
    await expect(exclusion.getByText(/Your break runs until/)).toBeVisible();
    await expectNoAxeViolations(page);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    // The header offers Log in again once the session has ended. Signing out clears the session storage, so the
    // visitors' announcement popup may open over the page and hide the header from the accessibility tree.
    await expect(
      page
        .getByRole('banner', { includeHidden: true })
        .getByRole('button', { name: 'Log in', includeHidden: true }),
    ).toBeVisible(afterServer);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(member.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText(/Your account is on a break or self-excluded until/)).toBeVisible();
  });

  test('a reality check at the chosen interval shows the session over the game; continue keeps playing, log out ends game and session', async ({
    page,
    request,
  }) => {
    // A login, a spin and two checks: long on a loaded machine.
    test.slow();
    const member = await registerMember(request);
    await fund(request, member, 10_000);
    // The page runs on the test's clock, so the 15 minutes of the check pass at once (the server's clock is real).
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible(afterServer);
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Your weekly cashback is ready' }), async (popup) => {
      await popup.getByRole('button', { name: 'Got it' }).click();
    });
    await logIn(page, member);

    await page.goto('/member/responsibleGaming');
    const reality = page.getByRole('region', { name: 'Reality check' });
    await reality.getByRole('combobox', { name: 'Remind me every' }).click(afterServer);
    await page.getByRole('option', { name: '15 minutes' }).click();
    await reality.getByRole('button', { name: 'Save reality check' }).click();
    await expect(reality.getByText('Your reality check is saved.')).toBeVisible(afterServer);

    // A fishing game plays in the sandbox popup; one spin is a stake of this session.
    await page.goto('/fish');
    const tile = page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first();
    const name = (await tile.getByRole('button').first().textContent(afterServer))!.trim();
    await tile.getByRole('button').first().click();
    const popup = page.getByRole('dialog', { name });
    const game = popup.getByTitle(`${name} game`).contentFrame();
    await game.getByRole('button', { name: 'Spin' }).click(afterServer);
    await expect(game.getByRole('status').last()).not.toBeEmpty();

    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await page.clock.fastForward('15:00');
    await expect(check).toBeVisible(afterServer);
    await expect(check).toContainText(/You have played for 1[5-6] minutes\. Stakes: R\$\s?\d+\.\d{2}\. Net result: -?R\$/);
    await expect(check).not.toContainText('Stakes: R$0.00');
    await expectNoAxeViolations(page);
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toBeHidden();
    await expect(popup).toBeVisible();

    // The next interval: log out from the check, which ends the game and the session.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await page.clock.fastForward('15:00');
    await expect(check).toBeVisible(afterServer);
    await check.getByRole('button', { name: 'Log out' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token')), afterServer).toBeNull();
    const ended = await request.get('/wps/member/info', {
      headers: { 'X-Merchant-Code': 'BR', Authorization: `Bearer ${token}` },
    });
    expect((await ended.json()).success).toBe(false);
  });

  test('Bangladesh runs with real money off and free play on', async ({ page, request }) => {
    // The home page's axe scan is long on a loaded machine.
    test.slow();
    const login = await request.post('/wps/session/login', {
      headers: { 'X-Merchant-Code': 'BD' },
      data: { username: 'demo_bd', password: 'Demo1234!', type: 'username' },
    });
    const token = (await login.json()).value.token as string;
    const launch = await request.get('/wps/game/launchGame?nodeId=PG-RNG-0001&language=EN', { headers: { Authorization: `Bearer ${token}`, 'X-Merchant-Code': 'BD' } });
    expect((await launch.json()).code).toBe('real_money_disabled');
    const permission = await (await request.get('/wps/system/permission', { headers: { 'X-Merchant-Code': 'BD' } })).json();
    expect(permission.value.jurisdiction).toMatchObject({ realMoney: false, deposits: false });

    await useMerchant(page, 'BD');
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Free play' }).click();
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
