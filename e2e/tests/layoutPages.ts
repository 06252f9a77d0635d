import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { afterServer } from './account';
import { demoAgentLogIn } from './agentSession';
import { chromiumLaunch, fullChromiumLaunch } from './chromium';
import { registerMember, sendMessage } from './memberApi';
import { lobbyTakenOver } from './scroll';
import { logIn } from './session';

// Issue 19's widths and pages, for page-baselines.spec.ts (the layout's rules and the reviewed screenshots). Each
// page loads once; the viewport is resized through the widths.

export const widths = [320, 390, 768, 1024, 1366, 1920] as const;
export const viewportAt = (width: number) => ({ width, height: width < 768 ? 844 : 800 });

/**
 * Still pages drawn the same on every machine: reduced motion (the notices sit still, the carousels do not
 * turn) and no font hinting that follows the machine's settings.
 */
export const stillPages = {
  reducedMotion: 'reduce' as const,
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--font-render-hinting=none'] },
};

/** Still pages in the full browser, whose shots the reviewed baselines are (page-baselines.spec.ts). */
export const stillPagesInFullBrowser = {
  ...stillPages,
  launchOptions: { ...fullChromiumLaunch, args: [...fullChromiumLaunch.args, '--font-render-hinting=none'] },
};

export interface PageUnderTest {
  name: string;
  /** A site page with the header's top nav (the agent centre has its own shell). */
  topNav: boolean;
  /** Opens the page, logged in as it needs, and waits for its content. */
  open: (page: Page, request: APIRequestContext) => Promise<void>;
  /** What changes between runs: hidden behind a box of one colour in the shots. */
  mask: (page: Page) => Locator[];
}

export const pagesUnderTest: PageUnderTest[] = [
  {
    name: 'home',
    topNav: true,
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('article').first()).toBeVisible(afterServer);
    },
    // the jackpot counts up; everything else in the first screen is seeded and still
    mask: (page) => [page.getByRole('group', { name: /jackpot/i })],
  },
  {
    name: 'rng',
    topNav: true,
    open: async (page) => {
      await page.goto('/rng');
      await expect(page.getByRole('article').first()).toBeVisible(afterServer);
      await lobbyTakenOver(page);
    },
    mask: () => [],
  },
  {
    name: 'member',
    topNav: true,
    open: async (page, request) => {
      // a fresh member with an unread message: its badge sits at the far end of a phone's row of member pages
      // A short name (8 characters) fits beside its label at 320 px whatever its letters, so the masked
      // account card is as tall in every run (a 14-character one wrapped in some runs and not in others).
      const member = await registerMember(request, `b${Date.now().toString(36).slice(-7)}`);
      await sendMessage(request, member, 'platform', 'Your table is ready');
      await page.goto('/');
      await logIn(page, member);
      await page.goto('/member');
      await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible(afterServer);
      const pages = page.getByRole('navigation', { name: 'Member center' });
      await expect(pages.getByRole('link', { name: /unread/ }).first()).toBeVisible(afterServer);
    },
    // the account card: a fresh username (the nickname too until one is chosen) whose length moves its labels
    mask: (page) => [page.getByRole('region', { name: 'My account' })],
  },
  {
    name: 'agent',
    topNav: false,
    open: async (page) => {
      await demoAgentLogIn(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible(afterServer);
    },
    // the clock, the dates of the range, and the team's figures, chart and days, which follow today's date
    mask: (page) => {
      const main = page.getByRole('main');
      return [
        page.getByRole('time'),
        main.getByRole('figure'),
        main.getByRole('table'),
        main.getByRole('textbox'),
        main.getByText(/^-?R\$\s?[\d.,]+$|^\d+$|\d{4}-\d{2}-\d{2}/),
      ];
    },
  },
];

/** The page at rest: no hover or focus ring left by the log in. */
export async function atRest(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
