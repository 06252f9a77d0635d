import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, fullChromium } from '../chromium';

const here = path.dirname(fileURLToPath(import.meta.url));

const port = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // CI runs this beside the server and story suites on two cores: one retry for a shot taken mid-load (a real
  // change fails both tries; a shot that needed the retry is reported as flaky).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: fullChromium,
      args: [
        ...chromiumArgs,
        '--font-render-hinting=none',
      ],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(path.join(here, 'serve.mjs'))}`,
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: !process.env.CI,
    env: { VISUAL_PORT: String(port) },
  },
});
