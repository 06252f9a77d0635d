import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunch } from './tests/chromium';
import { systemEnv } from './tests/systemEnv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // CI machines are two shared cores: a journey that takes 12 s on a quiet one took 20-50 s on the CI machines
  // of late (stop 25's run: 140 journeys in 39 min on two workers), and a cold page's first island (the /login
  // dialog, the region switch) showed after 10-13 s. So CI allows a minute and a half per journey and 15 s per
  // step; a failing step still fails on its own wait.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: {
    timeout: process.env.CI ? 15_000 : 7_000,
    // Page baselines (page-baselines.spec.ts): still, without a caret, and a little anti-aliasing allowed.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Committed beside the specs, one folder per spec; the same on every Linux machine (no platform suffix).
  snapshotPathTemplate: '{testDir}/../baselines/{testFileName}/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast and a DOM snapshot at every step: on every journey that was about a third of
    // the run's CPU (the browser's compositor and encoder, measured with and without it). So the first attempt runs
    // without one, and a journey that fails is retried with the trace on (CI retries once).
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    // Still pages: the home's notice marquee scrolls for as long as home is open, and with software compositing
    // (no GPU here) that cost a browser about a quarter of a core, whatever the journey was doing; dialogs and
    // menus also open without their fades. Three specs took 131 s this way against 170 s with motion (two idle
    // cores). journey.spec.ts, the shell and the demo player's core flows, keeps the motion a visitor sees by
    // default, and the story tests run every component with its motion.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch,
  },
  // The real server that `npm start` runs, on a fresh database (its own PostgreSQL database when DATABASE_URL
  // is set, else an in-memory PGlite: see server.mjs), serving the built site.
  webServer: {
    command: `node ${path.join(root, 'e2e/server.mjs')}`,
    url: `http://127.0.0.1:${port}/wps/system/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: path.join(root, 'apps/site/dist'),
      LOGIN_RATE_LIMIT: '1000',
      // Journeys register, reset passwords and send SMS codes from one address many times a minute.
      REGISTER_RATE_LIMIT: '1000',
      PASSWORD_RATE_LIMIT: '1000',
      SMS_RATE_LIMIT: '1000',
      // Login journeys load captchas in parallel, and act from made-up networks (X-Forwarded-For) to
      // trigger the extra verification of a login from a new IP.
      CAPTCHA_RATE_LIMIT: '1000',
      // The chat journey sends a burst of six: a minute's window holds it whole however slow the machine is.
      CHAT_RATE_LIMIT: '5',
      CHAT_RATE_WINDOW_SECONDS: '60',
      TRUST_PROXY: '1',
      // ADMIN_TOKEN too: the staff API the wallet journeys use (approve withdrawals, send messages).
      ...systemEnv,
      // The sandbox reviewer waits an hour, so only the tests decide withdrawals.
      SANDBOX_WITHDRAWAL_REVIEW_SECONDS: '3600',
      // The tiles' JPEG artwork renders on demand: rendering all 5,000 ahead would compete with the journeys.
      ART_PREWARM: '0',
      // Contract periods settle when a journey asks (POST /admin/contracts/settle), never between its steps.
      CONTRACT_SETTLEMENT: '0',
      // E-lotteries draw every 20 s (not 1 or 5 minutes) and drawn bets settle within a second, so the
      // lottery journey sees its bet settled (issue 14).
      LOTTERY_DRAW_SECONDS: '20',
      LOTTERY_SETTLE_SECONDS: '1',
      // Crash rounds (issue 14) open for bets 4 s and pause 1 s between rounds, so journeys wait little.
      CRASH_BETTING_SECONDS: '4',
      CRASH_PAUSE_SECONDS: '1',
    },
    reuseExistingServer: false,
    // SIGTERM lets server.mjs drop its PostgreSQL database after the server closes.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Seeding 5,000 games and the demo history takes a while on a busy 2-core machine.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
