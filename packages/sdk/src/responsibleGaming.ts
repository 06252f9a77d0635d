// Responsible gaming (issue 15): the member's limits, reality check, break and self-exclusion, and the
// merchant's jurisdiction profile that comes with them.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { components } from './generated/schema';

type Schemas = components['schemas'];
export type JurisdictionProfile = Schemas['JurisdictionProfile'];
export type ResponsibleGaming = Schemas['ResponsibleGaming'];
export type RgLimit = Schemas['RgLimit'];
export type RgLimitKind = Schemas['RgLimitKind'];
export type RgLimitPeriod = Schemas['RgLimitPeriod'];
export type RgLimitRequest = Schemas['RgLimitRequest'];
export type RealityCheckRequest = Schemas['RealityCheckRequest'];
export type ExclusionRequest = Schemas['ExclusionRequest'];
export type RgLimitDetail = Schemas['RgLimitDetail'];
export type RgExclusionDetail = Schemas['RgExclusionDetail'];

export const responsibleGamingKeys = {
  state: operationKey('get', '/wps/responsibleGaming'),
};

export function createResponsibleGamingQueries(api: CroupierQueryApi) {
  return {
    /** The member's state: profile, limits with use and pending changes, reality check, exclusion, this session. */
    state: () => valueQuery(api, ...responsibleGamingKeys.state),
  };
}

/** Each answers the whole state after the change. */
export function createResponsibleGamingMutations({ client }: { client: CroupierFetchClient }) {
  return {
    setLimit: () => valueMutation(client, 'put', '/wps/responsibleGaming/limits'),
    cancelLimitChange: () => valueMutation(client, 'post', '/wps/responsibleGaming/limits/cancel'),
    setRealityCheck: () => valueMutation(client, 'put', '/wps/responsibleGaming/realityCheck'),
    startExclusion: () => valueMutation(client, 'post', '/wps/responsibleGaming/exclusion'),
  };
}
