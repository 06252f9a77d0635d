// The crash game's routes (issue 14), outside config/paths.ts so that they cost the first paint nothing
// (the router has one /crash/* entry; features/crash/CrashRoutes picks the page).
import { withQuery } from '@/config/paths';

export const crashPaths = {
  /** The public round verifier: recomputes a round in the browser from its hash. */
  verify: (round?: { hash?: string; previous?: string }) =>
    withQuery('/crash/verify', { hash: round?.hash, previous: round?.previous }),
};
