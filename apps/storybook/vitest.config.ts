import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { storyChromium, storyChromiumArgs } from './chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// a fresh object per project: vitest writes into the instances it is given
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: storyChromium,
      args: storyChromiumArgs,
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/** Every story is a test, run once per colour mode so axe checks dark and light contrast. */
const storiesIn = (colorMode: 'dark' | 'light') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { colorMode } })],
  // Generous: CI runs this beside the other suites on 2 cores.
  test: { name: `stories-${colorMode}`, browser: browser(), isolate: false, testTimeout: 60_000 },
});

export default defineConfig({
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
      'radix-ui',
      'lucide-react',
      'clsx',
      'qrcode',
      '@tanstack/react-virtual',
      'swiper',
      'swiper/react',
      'swiper/modules',
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/client',
    ],
  },
  test: {
    projects: [storiesIn('dark'), storiesIn('light')],
  },
});
