import { expect, testWithPopups as test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { closeAnnouncement } from './popups';
import { afterServer } from './account';
import { demoTrial, signedInOn } from './session';
import { placeSlip } from './lottery';
import { lobbyTakenOver } from './scroll';

const main = (page: Page) => page.getByRole('main');

/** The names of the game tiles the grid shows now. */
async function tileNames(page: Page) {
  const tiles = main(page).getByRole('list', { name: 'Games' }).getByRole('article');
  await expect(tiles.first()).toBeVisible();
  const names: string[] = [];
  for (const tile of await tiles.all())
    names.push((await tile.getByRole('button').first().textContent())!.trim());
  return names;
}

test.describe('live casino game classes (spec §3)', () => {
  test('the class filter lists only that class, and survives reload and back', async ({ page }) => {
    test.slow();
    await page.goto('/live');
    const classes = main(page).getByRole('group', { name: 'Game class' });
    /** The class button is pressed and every tile shown is a table of that class. */
    const showsOnly = async (label: string, tableName: RegExp) => {
      await expect(classes.getByRole('button', { name: label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect
        .poll(async () => (await tileNames(page)).every((name) => tableName.test(name)))
        .toBe(true);
    };
    await expect(classes.getByRole('button', { name: 'All tables' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await classes.getByRole('button', { name: 'Roulette' }).click();
    await expect(page).toHaveURL(/\/live\?gameClassify=roulette$/);
    await showsOnly('Roulette', /Roulette/);
    await expectNoAxeViolations(page);

    await page.reload();
    await showsOnly('Roulette', /Roulette/);

    await classes.getByRole('button', { name: 'Sic bo' }).click();
    await expect(page).toHaveURL(/gameClassify=sicbo/);
    await showsOnly('Sic bo', /Sic Bo/);
    await page.goBack();
    await expect(page).toHaveURL(/gameClassify=roulette/);
    await showsOnly('Roulette', /Roulette/);

    await classes.getByRole('button', { name: 'All tables' }).click();
    await expect(page).toHaveURL(/\/live$/);
  });
});

test.describe('poker rooms on /pvp (spec §7 GLS2_roomList)', () => {
  const rooms = (page: Page) => main(page).getByRole('table', { name: 'Poker rooms' });
  const firstJoin = (page: Page) =>
    rooms(page)
      .getByRole('button', { name: /^Join / })
      .first();

  test('a visitor sees the rooms with stakes and seats; joining opens the login popup', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/pvp');
    await expect(page.getByRole('heading', { name: 'Poker rooms', level: 2 })).toBeVisible();
    for (const column of ['Room', 'Blinds', 'Buy-in', 'Players'])
      await expect(
        rooms(page).getByRole('columnheader', { name: column, exact: true }),
      ).toBeVisible();
    const row = rooms(page).getByRole('row').nth(1);
    await expect(row).toContainText(/R\$.*\/.*R\$/);
    await expect(row).toContainText(/\d+ of \d+/);
    // The game list stays beside the rooms.
    await expect(main(page).getByRole('list', { name: 'Games' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A page of rooms, then the games; the pagination under the table pages the rest.
    const shown = rooms(page).getByRole('rowgroup').nth(1).getByRole('row');
    await expect(shown).toHaveCount(6);
    const first = await shown.first().getByRole('cell').first().innerText();
    await main(page).getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page' }).click();
    await expect(shown.first().getByRole('cell').first()).not.toHaveText(first);
    await expect(shown).toHaveCount(6);

    await firstJoin(page).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a member joins a room: its game starts in the game popup', async ({ page }) => {
    test.slow();
    await signedInOn(page, '/pvp');
    const join = firstJoin(page);
    const room = (await join.getAttribute('aria-label'))!.replace(/^Join /, '');
    // Rooms are named after their game and stakes ("<game> Micro").
    const game = room.replace(/ (Micro|Low|Mid|High)$/, '');
    await join.click();
    const popup = page.getByRole('dialog', { name: game });
    await expect(popup).toBeVisible();
    await expect(
      popup.getByTitle(`${game} game`).contentFrame().getByRole('heading', { name: game }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a trial account gets the real-account dialog instead of a room', async ({ page }) => {
    test.slow();
    await signedInOn(page, '/pvp', demoTrial);
    await firstJoin(page).click();
    await expect(page.getByRole('alertdialog', { name: 'A real account is needed' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('lottery pages (spec §2, §7 Lottery)', () => {
  test('show the drawn results of the chosen game, ?gameCode chooses it, and recent lotteries link back', async ({
    page,
  }) => {
    test.slow();
    await signedInOn(page, '/lottery');
    const games = main(page).getByRole('group', { name: 'Lottery games' });
    const first = (await games.getByRole('button').first().textContent())!.trim();
    const results = main(page).getByRole('table', { name: `Drawn results: ${first}` });
    await expect(results).toBeVisible();
    for (const column of ['Draw', 'Drawn at', 'Winning numbers'])
      await expect(results.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(results.getByRole('row')).toHaveCount(11);
    // Draw number (a date, and the draw of the day when drawn more often), time, numbers.
    await expect(results.getByRole('row').nth(1).getByRole('cell').first()).toContainText(
      /\d{8}(-\d{4})?$/,
    );
    await expect(results.getByRole('row').nth(1).getByRole('cell').nth(2)).toContainText(/\d · \d/);
    await expectNoAxeViolations(page);
    // A bet on the first game makes it one of the member's recently played lotteries.
    const betting = main(page).getByRole('region', { name: 'Place bets' });
    await betting.getByRole('textbox', { name: 'Your pick' }).fill('7');
    await betting.getByRole('button', { name: 'Add to slip' }).click();
    await placeSlip(betting);

    const second = games.getByRole('button').nth(1);
    const secondName = (await second.textContent())!.trim();
    await second.click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=/);
    await expect(
      main(page).getByRole('table', { name: `Drawn results: ${secondName}` }),
    ).toBeVisible();
    // The first game was played, so it is among the recent lotteries now.
    const recent = main(page).getByRole('region', { name: 'Recently played lotteries' });
    await expect(recent.getByRole('link', { name: first })).toBeVisible();

    await page.reload();
    await expect(
      main(page).getByRole('table', { name: `Drawn results: ${secondName}` }),
    ).toBeVisible();
    await recent.getByRole('link', { name: first }).click();
    await expect(main(page).getByRole('table', { name: `Drawn results: ${first}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the Vietnamese and Southeast Asian pages show their own draws', async ({ page }) => {
    test.slow();
    await signedInOn(page, '/vnLottery');
    await expect(page.getByRole('heading', { name: 'Vietnam lottery', level: 1 })).toBeVisible();
    await expect(
      main(page)
        .getByRole('table', { name: /^Drawn results: / })
        .getByRole('row'),
    ).toHaveCount(11);
    await page.goto('/seaLottery');
    await expect(
      page.getByRole('heading', { name: 'Southeast Asia lottery', level: 1 }),
    ).toBeVisible();
    await expect(
      main(page)
        .getByRole('table', { name: /^Drawn results: / })
        .getByRole('row'),
    ).toHaveCount(11);
  });
});

test.describe('navigation (spec §2)', () => {
  test('a loader shows while the next page loads, and hides after', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await closeAnnouncement(page);
    // The islands (side menu extras, footer) settled, so the click lands on the link they leave in place.
    await page.waitForLoadState('networkidle');
    // Hold the game list's code back so the navigation stays pending long enough to see.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/GameListPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('link', { name: 'Live casino' })
      .click();
    const loader = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(loader).toBeVisible(afterServer);
    await page.screenshot({ path: 'test-results/route-progress.png' });
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByRole('heading', { name: 'Live casino', level: 1 })).toBeVisible();
    await expect(loader).toHaveCount(0);
  });

  test('a new route starts at the top, also one visited before; back returns to where the reader was', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/live');
    const side = page.getByRole('navigation', { name: 'Side menu' });
    await expect(
      main(page).getByRole('list', { name: 'Games' }).getByRole('article').first(),
    ).toBeVisible();
    await lobbyTakenOver(page);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await side.getByRole('link', { name: 'Slots' }).click();
    await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Live casino', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await side.getByRole('link', { name: 'Slots' }).click();
    await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
    await side.getByRole('link', { name: 'Live casino' }).click();
    await expect(page.getByRole('heading', { name: 'Live casino', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a game grid opened from far down the home page starts at the top and stays there', async ({
    page,
  }) => {
    // the anonymous announcement popup was closed earlier in the session (its journey is in lobby.spec.ts)
    await page.addInitScript(() => sessionStorage.setItem('popupClosed:anonymous', '1'));
    await page.goto('/');
    // the home's sections arrive one after another: scroll until the page is long enough
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 2000);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(400);
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('link', { name: 'Slots' })
      .click();
    await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
    await expect(
      main(page).getByRole('list', { name: 'Games' }).getByRole('article').first(),
    ).toBeVisible();
    // while the grid's rows are measured and their artwork arrives, the page does not move
    const highest = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let max = window.scrollY;
          const until = performance.now() + 1500;
          const sample = () => {
            max = Math.max(max, window.scrollY);
            if (performance.now() < until) requestAnimationFrame(sample);
            else resolve(max);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(highest).toBe(0);
  });
});
