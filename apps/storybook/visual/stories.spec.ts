import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

/** Stories with a baseline: the ones a designer signs off, in the modes and brands that differ. */
/** `blur`: the play function's clicks leave a focus ring that is not part of the state under review. */
/** `viewport`: a phone's (the config's is 1024 x 720). */
const phone = { width: 390, height: 844 };
const shots: Array<{
  id: string;
  globals?: string;
  name: string;
  fullPage?: boolean;
  blur?: boolean;
  viewport?: { width: number; height: number };
}> = [
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
  { id: 'journey-header--signed-in-narrow', name: 'header-signed-in-narrow-dark', blur: true },
  { id: 'journey-footer--default', name: 'footer-dark', fullPage: true },
  // newer components; each story is still: no autoplay, no live timers, a fixed "now"
  { id: 'data-datatable--default', name: 'datatable-default-dark' },
  { id: 'data-pagination--default', name: 'pagination-default-dark' },
  { id: 'data-statuspill--default', name: 'statuspill-default-dark' },
  { id: 'data-chart--agent-income', name: 'chart-agent-income-dark' },
  { id: 'lobby-gametile--default', name: 'gametile-default-dark', blur: true },
  { id: 'lobby-bannerslider--paused', name: 'bannerslider-paused-dark' },
  { id: 'lobby-jackpotcounter--paused', name: 'jackpotcounter-paused-dark' },
  { id: 'lobby-winnersboard--default', name: 'winnersboard-default-dark' },
  { id: 'journey-fieldrulesform--filled-invalid', name: 'fieldrulesform-filled-invalid-dark', fullPage: true },
  { id: 'controls-checkbox--default', name: 'checkbox-default-dark', blur: true },
  { id: 'controls-tabs--default', name: 'tabs-default-dark' },
  { id: 'controls-emptystate--default', name: 'emptystate-default-dark' },
  { id: 'pages-agentshell--default', name: 'agentshell-default-dark', blur: true },
  // Default opens from a header button and closes again in its play; Preselected stays open
  { id: 'pages-regionmodal--preselected', name: 'regionmodal-preselected-dark' },
  { id: 'pages-systempage--maintenance', name: 'systempage-maintenance-dark', blur: true },
  // the phone layout (issue 19): the shell with its drawer's menu button and the bottom tab bar, both modes
  { id: 'journey-appshell--phone', name: 'appshell-phone-dark', viewport: phone },
  { id: 'journey-appshell--phone', globals: 'colorMode:light', name: 'appshell-phone-light', viewport: phone },
];

/** Waits until the story's play function has finished, so the shot is its end state, not a moment in it. */
const storyPlayed = (page: Page) =>
  page.waitForFunction(() => {
    const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
      ?.currentRender;
    return ['completed', 'afterEach', 'finished', 'errored', 'aborted'].includes(render?.phase ?? '') && render?.phase;
  });

for (const shot of shots) {
  test(shot.name, async ({ page }) => {
    const globals = shot.globals ? `&globals=${shot.globals}` : '';
    if (shot.viewport) await page.setViewportSize(shot.viewport);
    await page.goto(`/iframe.html?id=${shot.id}&viewMode=story${globals}`);
    expect(await (await storyPlayed(page)).jsonValue(), 'the story rendered and its play function passed').not.toMatch(
      /errored|aborted/,
    );
    // a modal-only story leaves #storybook-root holding an empty theme wrapper: wait for what is visible
    await page.locator('#storybook-root > *, [role="dialog"], [role="alertdialog"]').filter({ visible: true }).first().waitFor();
    if (shot.blur) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => document.fonts.ready);
    // lazy images off screen (a carousel's other slides) never load: wait only for the ones in view
    await page.evaluate(() =>
      Promise.all(
        [...document.images]
          .filter((image) => !image.complete)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            const inView = box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
            return image.loading !== 'lazy' || inView;
          })
          .map((image) => new Promise((done) => (image.onload = image.onerror = done))),
      ),
    );
    await expect(page).toHaveScreenshot(`${shot.name}.png`, { fullPage: shot.fullPage ?? false });
  });
}

/** The visual config emulates prefers-reduced-motion: reduce, so this is the real computed style. */
test('spinners stand still under reduced motion', async ({ page }) => {
  await page.goto('/iframe.html?id=controls-spinner--default&viewMode=story');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCSS('animation-name', 'none');
  await page.goto('/iframe.html?id=controls-iconbutton--busy&viewMode=story');
  const icon = page.getByRole('button', { name: 'Refresh balance' }).locator('svg');
  await expect(icon).toHaveCSS('animation-name', 'none');
  await expect(icon).toHaveCSS('opacity', '0.6');
});
