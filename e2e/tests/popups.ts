import { expect, type Page } from './fixtures';
import { afterServer } from './account';

/**
 * The B (anonymous) announcement pops up on a first visit; close it the way a visitor does. It opens once the
 * islands have read the region and the announcements: on a busy machine that is past the default wait.
 */
export async function closeAnnouncement(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Welcome to Croupier' });
  await expect(popup).toBeVisible(afterServer);
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
}
