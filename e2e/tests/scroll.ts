import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls the page until `target` shows: home's lower sections render as they near the viewport. */
export async function scrollToSee(page: Page, target: Locator) {
  for (let i = 0; i < 40 && !(await target.isVisible()); i += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
  await expect(target).toBeVisible();
}
