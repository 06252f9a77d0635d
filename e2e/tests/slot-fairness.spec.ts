import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { fundedMemberOn } from './memberApi';

test.describe('provably fair sandbox slot (issue 14)', () => {
  test('a member sets a client seed, spins, rotates, and the verifier confirms the spin', async ({
    page,
    request,
  }) => {
    const member = await fundedMemberOn(page, request, '/slot/fairness');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Slot fairness' })).toBeVisible();

    // The client seed, saved before any spin: the pair keeps its hidden server seed.
    const hash = await main
      .getByRole('textbox', { name: 'Server seed hash (SHA-256)' })
      .inputValue();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await main.getByRole('textbox', { name: /^Client seed/ }).fill('e2e lucky seed');
    await main.getByRole('button', { name: 'Save client seed' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Client seed saved' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A spin on the sandbox slot, which shows the same hash before it.
    const launched = await request.get('/wps/game/launchGame?nodeId=PG-RNG-0001&language=EN', {
      headers: { authorization: `Bearer ${member.token}`, 'X-Merchant-Code': 'BR' },
    });
    await page.goto((await launched.json()).value.url);
    const game = page.getByRole('main');
    await expect(game.getByText(hash)).toBeVisible();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status').filter({ hasText: /You won|No win/ })).toBeVisible();
    const reels = await game.getByRole('img', { name: /^Reels: / }).getAttribute('aria-label');
    await game
      .getByRole('link', { name: 'Fairness: client seed, rotation and verification' })
      .click();

    // Rotation reveals the seed; the spin then links to the verifier, which confirms it.
    await expect(page).toHaveURL(/\/slot\/fairness$/);
    await main.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(
      main.getByRole('status').filter({ hasText: 'Server seed revealed' }),
    ).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Revealed seeds' }).getByText(hash),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Verify spin 0' }).click();
    await expect(page).toHaveURL(/\/slot\/verify\?/);
    await expect(main.getByRole('textbox', { name: 'Client seed' })).toHaveValue('e2e lucky seed');
    await main.getByRole('button', { name: 'Verify' }).click();
    await expect(
      main.getByText('Confirmed: SHA-256 of the server seed is the hash shown before the spin.'),
    ).toBeVisible();
    await expect(
      main.getByText(
        `Reels: ${reels!
          .replace(/^Reels: /, '')
          .split(', ')
          .join(' · ')}`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
