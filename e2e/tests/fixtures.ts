import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * `test` whose pages start with the home's announcement popups closed for the session (their own journeys
 * are in lobby.spec.ts), so a journey about something else is not covered by a popup it did not ask for.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      sessionStorage.setItem('popupClosed:anonymous', '1');
      sessionStorage.setItem('popupClosed:user', '1');
    });
    await use(context);
  },
});
