// A server sends `acceptedPattern` as regex source. Compile it once, matching the whole value; a
// source that does not compile is a configuration error: reported once, and the pattern is skipped
// (length and required still apply) so a misconfigured merchant cannot lock players out.

/** `*` (or nothing) matches anything. */
export const MATCH_ANYTHING = '*';

/** Why a server pattern was skipped. */
export interface PatternConfigError {
  source: string;
  error: unknown;
}

export type PatternConfigErrorReporter = (issue: PatternConfigError) => void;

const defaultReporter: PatternConfigErrorReporter = ({ source, error }) => {
  console.error(`[@croupier/ui] acceptedPattern ${JSON.stringify(source)} does not compile; it is ignored.`, error);
};

/** Compiled patterns by source; `null` for a source that failed (so it is reported only once). */
const cache = new Map<string, RegExp | null>();

const anchored = (source: string, flags: string) => new RegExp(`^(?:${source})$`, flags);

/**
 * The whole-value RegExp for a source, `undefined` when it matches anything or does not compile.
 * Unicode mode first (for `\p{…}`); then plain mode, for sources written for it (`[\w-.]`).
 */
export function compilePattern(
  source: string | undefined,
  report: PatternConfigErrorReporter = defaultReporter,
): RegExp | undefined {
  if (source === undefined || source === '' || source === MATCH_ANYTHING) return undefined;
  const cached = cache.get(source);
  if (cached !== undefined) return cached ?? undefined;
  let compiled: RegExp | null = null;
  try {
    compiled = anchored(source, 'u');
  } catch {
    try {
      compiled = anchored(source, '');
    } catch (error) {
      report({ source, error });
    }
  }
  cache.set(source, compiled);
  return compiled ?? undefined;
}

/** Test-only: forget compiled and failed sources. */
export const resetPatternCache = () => cache.clear();
