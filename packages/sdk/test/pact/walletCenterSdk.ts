// The SDK's wallet and member-center operations pointed at Pact's mock server, and shared matchers.
import { MatchersV3 } from '@pact-foundation/pact';
import {
  createMemberCenterMutations,
  createMemberCenterQueries,
  createMessageMutations,
  createMessageQueries,
  createRecordQueries,
  createSupportMutations,
  createSupportQueries,
  createWalletMutations,
  createWalletQueries,
} from '../../src';
import { sdkAt } from './pact';

const { fromProviderState, integer, string } = MatchersV3;

export function walletCenterSdkAt(url: string, token: string | null = null) {
  const sdk = sdkAt(url, token);
  return {
    ...sdk,
    wallet: { ...createWalletQueries(sdk.api), ...createWalletMutations(sdk) },
    records: createRecordQueries(sdk.api),
    messages: { ...createMessageQueries(sdk.api), ...createMessageMutations(sdk) },
    memberCenter: { ...createMemberCenterQueries(sdk.api), ...createMemberCenterMutations(sdk) },
    support: { ...createSupportQueries(sdk.api), ...createSupportMutations(sdk) },
  };
}

/** Runs a mutation's function as useMutation would. */
export const run = <V, D>(options: { mutationFn: (variables: V, context: never) => Promise<D> }, variables: V) =>
  options.mutationFn(variables, undefined as never);

export const ok = (value: unknown) => ({ success: true, value });
export const stateValue = (name: string, example: string) => fromProviderState(`\${${name}}`, example);
export const statePath = (template: string, example: string) => fromProviderState(template, example);
export const money = (example: number) => integer(example);
export const iso = (example = '2026-11-20T12:00:00.000Z') => string(example);
export const EXAMPLE_ORDER = 'W20261121ABCDEFGHJK';
export const EXAMPLE_UUID = '3f0f0c8e-8a8e-4d5e-9d3a-1c2b3a4d5e6f';
export const TX = '246810';
