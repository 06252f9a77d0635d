import { expect, testWithPopups as test, type APIRequestContext } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { demoPlayer } from './session';

/** Logs in and launches a game over the API, as the site's game start does; answers the page URL. */
async function launch(
  request: APIRequestContext,
  nodeId: string,
  language = 'EN',
): Promise<string> {
  return (await launchWithSession(request, nodeId, language)).url;
}

/** The launch and the login session that made it. */
async function launchWithSession(request: APIRequestContext, nodeId: string, language = 'EN') {
  const login = await request.post('/wps/session/login', {
    data: { ...demoPlayer, type: 'username' },
  });
  const { token } = (await login.json()).value;
  const authorization = `Bearer ${token}`;
  const launched = await request.get(`/wps/game/launchGame?nodeId=${nodeId}&language=${language}`, {
    headers: { authorization },
  });
  expect(launched.status()).toBe(200);
  return { url: (await launched.json()).value.url as string, authorization };
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

test('after logout the open game page refuses the next bet and says the session ended', async ({
  page,
  request,
}) => {
  const { url, authorization } = await launchWithSession(request, 'PG-RNG-0002');
  await page.goto(url);
  const game = page.getByRole('main');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  expect(
    (await request.delete('/wps/session/logout', { headers: { authorization } })).status(),
  ).toBe(200);

  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/rounds') && r.request().method() === 'POST',
  );
  await game.getByRole('button', { name: 'Spin' }).click();
  const refused = await answered;
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ success: false, code: 'expired' });
  await expect(
    game.getByRole('status').filter({ hasText: 'This game session has ended' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game session ended' })).toBeVisible();
});
