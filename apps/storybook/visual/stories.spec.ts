import { expect, test } from '@playwright/test';

/** Stories with a baseline: the ones a designer signs off, in the modes and brands that differ. */
const shots: Array<{ id: string; globals?: string; name: string; fullPage?: boolean }> = [
  { id: 'controls-button--variants', name: 'button-variants-dark' },
  { id: 'controls-button--variants', globals: 'colorMode:light', name: 'button-variants-light' },
  { id: 'controls-button--all-brands', name: 'button-brands-dark' },
  { id: 'controls-textfield--states', name: 'textfield-states-dark' },
  { id: 'controls-textfield--states', globals: 'colorMode:light', name: 'textfield-states-light' },
  { id: 'journey-balancewidget--states', name: 'balance-states-dark' },
  { id: 'journey-balancewidget--states', globals: 'colorMode:light;brand:mexico', name: 'balance-states-light-mexico' },
  { id: 'controls-alertdialog--logout', name: 'alertdialog-logout-dark' },
  { id: 'journey-appshell--signed-out', name: 'appshell-signed-out-dark' },
  { id: 'journey-appshell--signed-in', globals: 'colorMode:light;brand:bangladesh', name: 'appshell-signed-in-light-bangladesh' },
  { id: 'journey-appshell--signed-in', globals: 'dir:rtl;brand:mexico', name: 'appshell-signed-in-rtl-mexico' },
  { id: 'journey-footer--default', name: 'footer-dark', fullPage: true },
];

for (const shot of shots) {
  test(shot.name, async ({ page }) => {
    const globals = shot.globals ? `&globals=${shot.globals}` : '';
    await page.goto(`/iframe.html?id=${shot.id}&viewMode=story${globals}`);
    await page.waitForSelector('#storybook-root > *, [role="dialog"], [role="alertdialog"]');
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() =>
      Promise.all([...document.images].filter((image) => !image.complete).map((image) => new Promise((done) => (image.onload = image.onerror = done)))),
    );
    await expect(page).toHaveScreenshot(`${shot.name}.png`, { fullPage: shot.fullPage ?? false });
  });
}
