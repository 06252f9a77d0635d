import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls the page until `target` shows: home's lower sections render as they near the viewport. */
export async function scrollToSee(page: Page, target: Locator) {
  for (let i = 0; i < 40 && !(await target.isVisible()); i += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
  await expect(target).toBeVisible();
}

/**
 * A lobby page the server rendered (issue 16) shows its games before its script has taken it over: wait for
 * that (the grid's first commit with data, the `lobby:grid` performance mark) before scrolling and clicking
 * as a reader who expects client-side navigation would.
 */
export async function lobbyTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('lobby:grid').length > 0, undefined, {
    timeout: 30_000,
  });
}
