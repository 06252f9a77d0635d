// Chromatic is optional: it runs only where a project token is configured, so nothing is downloaded otherwise.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.\n' +
      'To publish this Storybook for review: export CHROMATIC_PROJECT_TOKEN=<token> and run `npm run chromatic -w @croupier/storybook`.\n' +
      'Local visual regression needs no service: `npm run test:visual -w @croupier/storybook`.',
  );
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['--yes', 'chromatic', '--build-script-name', 'build', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
