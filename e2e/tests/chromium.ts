import { existsSync } from 'node:fs';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's full Chromium (TOOLCHAIN.md); never a downloaded browser. The reviewed page baselines are its shots. */
export const fullChromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args,
};

const shell = process.env.CHROME_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * What the journeys run in: Debian's chromium-headless-shell, the same Chromium build without the browser's UI
 * layer, which ran the journeys 15-26 % faster on two cores than the full browser's headless mode (the same
 * specs, one run each way). Where it is not installed, the full browser. Its pixels differ from the full
 * browser's in places (text anti-aliasing, a 768 px home), so the screenshot baselines stay on the full one.
 * Unlike the full browser, the shell hints web fonts by default, which moves their glyphs' advances: the kit's
 * stand-ins for Inter (local Liberation Sans, size-adjusted) set a phone's home heading 1.4 % wider than in the
 * full browser and wrapped it to a second line. Without hinting it measures as the full browser does.
 */
export const chromiumLaunch = existsSync(shell)
  ? { executablePath: shell, args: [...args, '--font-render-hinting=none'] }
  : fullChromiumLaunch;
