// The sandbox slot's fairness routes (issue 14), outside config/paths.ts so that they cost the first paint
// nothing (the router has one /slot/* entry; features/slot/SlotRoutes picks the page).
import { withQuery } from '@/config/paths';

export interface SlotSpinToVerify {
  serverSeed?: string | null;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
}

export const slotPaths = {
  /** The member's seeds: active pair, client seed, rotation, revealed seeds and recent spins. */
  fairness: () => '/slot/fairness',
  /** The public spin verifier: recomputes a spin in the browser from its seeds and nonce. */
  verify: (spin?: SlotSpinToVerify) =>
    withQuery('/slot/verify', {
      serverSeed: spin?.serverSeed ?? undefined,
      hash: spin?.serverSeedHash,
      clientSeed: spin?.clientSeed,
      nonce: spin?.nonce === undefined ? undefined : String(spin.nonce),
    }),
};
