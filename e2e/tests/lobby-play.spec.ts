import { expect, testWithPopups as test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { demoTrial, signedInOn } from './session';

const main = (page: Page) => page.getByRole('main');

test.describe('starting a game (spec §4)', () => {
  test('a trial account gets the real-account dialog and no game starts', async ({ page }) => {
    test.slow();
    await signedInOn(page, '/fish', demoTrial);
    await main(page)
      .getByRole('list', { name: 'Games' })
      .getByRole('article')
      .first()
      .getByRole('button')
      .first()
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'A real account is needed' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a member plays a round in the game popup and the balance changes', async ({ page }) => {
    test.slow();
    // Fishing games play in the sandbox popup (crash games open their own page: crash.spec.ts).
    await signedInOn(page, '/fish');
    const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText('R$');
    const before = await balance.textContent();
    const tile = main(page).getByRole('list', { name: 'Games' }).getByRole('article').first();
    const name = (await tile.getByRole('button').first().textContent())!.trim();
    await tile.getByRole('button').first().click();

    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    const game = popup.getByTitle(`${name} game`).contentFrame();
    await expect(game.getByRole('heading', { name })).toBeVisible();
    // A round debits the bet and credits any win; spin until the game's balance moved (a win can equal the bet).
    const gameBalance = game.locator('output#balance');
    const start = await gameBalance.textContent();
    for (let round = 0; round < 6 && (await gameBalance.textContent()) === start; round += 1) {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.getByRole('status').last()).not.toBeEmpty();
    }
    await expect(gameBalance).not.toHaveText(start!);
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(balance).not.toHaveText(before!);
    // The game joined the member's recent games.
    await page.goto('/recent');
    await expect(main(page).getByRole('article', { name })).toBeVisible();
  });

  test('a game in maintenance says so and suggests popular games', async ({ page }) => {
    test.slow();
    await signedInOn(page, '/rng?vassalage=PG');
    await main(page).getByRole('searchbox', { name: 'Search games' }).fill('');
    const catalogue = (await (await page.request.get('/wps/game/catalogue')).json()) as {
      value: { games: { nodeId: string; displayName: string }[] };
    };
    const broken = catalogue.value.games.find((g) => g.nodeId === 'PG-RNG-0005')!;
    await main(page).getByRole('searchbox', { name: 'Search games' }).fill(broken.displayName);
    await main(page)
      .getByRole('article', { name: broken.displayName })
      .first()
      .getByRole('button')
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Game maintenance' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: 'Popular games' }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a lottery game goes to the lottery page, which hides the side menu', async ({ page }) => {
    test.slow();
    await signedInOn(page, '/lott');
    const tile = main(page).getByRole('list', { name: 'Games' }).getByRole('article').first();
    await tile.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=/);
    await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
    // The lottery page is the game itself: betting on the open draw (issue 14), no vendor frame.
    await expect(main(page).getByRole('region', { name: 'Place bets' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('lottery pages need sign-in, in every spelling', async ({ page }) => {
    test.slow();
    for (const path of ['/vnLottery', '/vnlottery', '/sealottery', '/lottert']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});
