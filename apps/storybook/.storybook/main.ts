import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Resolve packages from this workspace: npm hoists storybook to the root but not every framework package.
const here = (name: string) => path.dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));

export default defineMain({
  framework: { name: here('@storybook/react-vite'), options: {} },
  stories: ['../src/**/*.mdx', '../../../packages/ui/src/**/*.stories.tsx'],
  addons: [here('@storybook/addon-docs'), here('@storybook/addon-a11y'), here('@storybook/addon-vitest')],
  core: { disableTelemetry: true },
  async viteFinal(config) {
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin()];
    return config;
  },
});
