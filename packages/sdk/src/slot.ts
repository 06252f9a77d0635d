// The sandbox slot's provably fair seeds (issue 14): the member's active pair, the revealed pairs and the
// last spins, a client seed change and a rotation. The spin formula is @croupier/fair's spinReels.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { components } from './generated/schema';

type Schemas = components['schemas'];
export type SlotFairness = Schemas['SlotFairness'];
export type SlotSeedPair = Schemas['SlotSeedPair'];
export type SlotRevealedSeedPair = Schemas['SlotRevealedSeedPair'];
export type SlotSpin = Schemas['SlotSpin'];
export type SlotSeedChange = Schemas['SlotSeedChange'];

/** The prefix to invalidate after a spin, a client seed change or a rotation. */
export const slotKeys = {
  fairness: operationKey('get', '/wps/relay/SLOT_getFairness'),
};

export function createSlotQueries(api: CroupierQueryApi) {
  return {
    /** Signed in: the active pair (hash only), revealed pairs and the last spins. */
    fairness: () => valueQuery(api, ...slotKeys.fairness),
  };
}

/** Real members only (trial: real_account_required). */
export function createSlotMutations({ client }: { client: CroupierFetchClient }) {
  return {
    setClientSeed: () => valueMutation(client, 'post', '/wps/relay/SLOT_setClientSeed'),
    rotateSeed: () => valueMutation(client, 'post', '/wps/relay/SLOT_rotateSeed', () => ({})),
  };
}
