import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * `test` that fails when a page, popup or frame of the journey breaks the Content-Security-Policy (a
 * `securitypolicyviolation` event in any document), so the server's headers and the shipped HTML stay in step.
 * Journeys about the home's announcement popups use this one (lobby specs); the rest use `test` below.
 */
export const testWithPopups = base.extend({
  context: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding('__croupierCspViolation', ({ frame }, text: string) => {
      violations.push(`${text} (in ${frame.url()})`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __croupierCspViolation?: (text: string) => void })
          .__croupierCspViolation;
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}: ${event.sample}`,
        );
      });
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/**
 * `test` whose pages start with the home's announcement popups closed for the session (their own journeys
 * are in lobby.spec.ts), so a journey about something else is not covered by a popup it did not ask for.
 */
export const test = testWithPopups.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      sessionStorage.setItem('popupClosed:anonymous', '1');
      sessionStorage.setItem('popupClosed:user', '1');
    });
    await use(context);
  },
});
