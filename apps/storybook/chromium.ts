import { existsSync } from 'node:fs';

/** Debian's Chromium as the story suites launch it (TOOLCHAIN.md); never a downloaded browser. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser: the visual baselines (visual/) were taken and reviewed in it. */
export const fullChromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const shell = process.env.CHROME_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The story tests' browser: Debian's chromium-headless-shell when installed (scripts/lib.mjs installs it; every
 * story in both modes took 91 s in it against 100 s in the full browser, one run each way), else the full one.
 */
export const storyChromium = existsSync(shell) ? shell : fullChromium;

/**
 * The story tests' arguments. The shell hints web fonts unless told not to, which moves their glyphs' advances
 * (text 1.4 % wider than in the full browser): without hinting it lays text out as the full browser does.
 */
export const storyChromiumArgs = [...chromiumArgs, '--font-render-hinting=none'];
