import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog's overlay that is still fading in, or a button still easing out of its hover colour, would be
  // measured half-way: on a loaded machine axe can run inside those 150-300 ms. Let the running finite
  // animations end first, waiting 3 s at most (spinners, paused and very long animations are left as they are).
  await page.evaluate(
    () =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]),
  );
  // Evaluated, not added as a <script>: the site's Content-Security-Policy refuses inline scripts it did not ship.
  // Once per document: a journey that moved within the site (no reload) still has it, and evaluating axe's
  // source takes about a third of a check (0.9 of 2.6 s on a slow machine).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  const readable = violations.map(
    (v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(readable).toEqual([]);
}
