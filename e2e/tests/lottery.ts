import { expect, type Locator } from '@playwright/test';

/**
 * Places the slip; when the draw closed between reading it and the click (e2e draws every 20 s), the page
 * shows the refusal and takes the next draw, and the member places the same slip again.
 */
export async function placeSlip(betting: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await betting.getByRole('button', { name: 'Place bets' }).click();
    const outcome = betting
      .getByRole('status')
      .filter({ hasText: /bets placed on draw/ })
      .or(betting.getByRole('alert').filter({ hasText: 'Betting on this draw has closed' }));
    await expect(outcome).toBeVisible();
    if (
      await betting
        .getByRole('status')
        .filter({ hasText: /bets placed on draw/ })
        .isVisible()
    )
      return;
    await expect(betting.getByRole('timer')).toContainText('Closes in');
  }
  throw new Error('the slip was refused three times');
}
