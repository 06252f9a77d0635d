import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoPlayer } from './session';

// The page forbids inline scripts it did not sign (CSP nonce); axe is injected by the test.
test.use({ bypassCSP: true });

/** Logs in and launches a game over the API, as the site's game start does; answers the page URL. */
async function launch(
  request: APIRequestContext,
  nodeId: string,
  language = 'EN',
): Promise<string> {
  const login = await request.post('/wps/session/login', {
    data: { ...demoPlayer, type: 'username' },
  });
  const { token } = (await login.json()).value;
  const launched = await request.get(`/wps/game/launchGame?nodeId=${nodeId}&language=${language}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(launched.status()).toBe(200);
  return (await launched.json()).value.url;
}

test('the sandbox game page plays a round against the wallet and stays accessible', async ({
  page,
  request,
}) => {
  await page.goto(await launch(request, 'PG-RNG-0001'));
  const game = page.getByRole('main');
  await expect(game.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(game.getByLabel('Bet (BRL)')).toHaveValue('100');
  await expectNoAxeViolations(page);

  await game.getByLabel('Bet (BRL)').selectOption('500');
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/rounds') && r.request().method() === 'POST',
  );
  await game.getByRole('button', { name: 'Spin' }).click();
  const round = await (await answered).json();
  expect(round).toMatchObject({ bet: 500, replayed: false });

  const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' });
  const result = round.win > 0 ? `You won ${money.format(round.win / 100)}!` : 'No win this time.';
  await expect(game.getByRole('status').filter({ hasText: result })).toBeVisible();
  await expect(game.getByRole('status', { name: 'Balance' })).toHaveText(
    money.format(round.balance / 100),
  );
  await expect(game.getByRole('img', { name: `Reels: ${round.reels.join(', ')}` })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('the sandbox game page speaks the launch language', async ({ page, request }) => {
  await page.goto(await launch(request, 'JL-FISH-0001', 'PT'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('button', { name: 'Girar' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown or expired game link says the session ended', async ({ page }) => {
  await page.goto('/sandbox/game/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Game session ended' })).toBeVisible();
});
