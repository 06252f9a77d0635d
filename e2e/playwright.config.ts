import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The real server that `npm start` runs, on a fresh in-memory database, serving the built site.
  webServer: {
    command: `node ${path.join(root, 'apps/server/dist/main.js')}`,
    url: `http://127.0.0.1:${port}/wps/system/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      STATIC_DIR: path.join(root, 'apps/site/dist'),
      LOGIN_RATE_LIMIT: '1000',
      // Journeys register, reset passwords and send SMS codes from one address many times a minute.
      REGISTER_RATE_LIMIT: '1000',
      PASSWORD_RATE_LIMIT: '1000',
      SMS_RATE_LIMIT: '1000',
      // Login journeys load captchas in parallel, and act from made-up networks (X-Forwarded-For) to
      // trigger the extra verification of a login from a new IP.
      CAPTCHA_RATE_LIMIT: '1000',
      TRUST_PROXY: '1',
      // ADMIN_TOKEN too: the staff API the wallet journeys use (approve withdrawals, send messages).
      ...systemEnv,
      // The sandbox reviewer waits an hour, so only the tests decide withdrawals.
      SANDBOX_WITHDRAWAL_REVIEW_SECONDS: '3600',
      // The tiles' JPEG artwork renders on demand: rendering all 5,000 ahead would compete with the journeys.
      ART_PREWARM: '0',
    },
    reuseExistingServer: false,
    // Seeding 5,000 games and the demo history takes a while on a busy 2-core machine.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
