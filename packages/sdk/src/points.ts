// The points mall (spec §2 /pointMall, §7 Points): rates, balance, catalogue, exchange history and points
// details; redeeming and converting are `passwordCheck/...` calls whose bodies the client encrypts (enc).
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { components, operations } from './generated/schema';

type Schemas = components['schemas'];
export type PointType = Schemas['PointType'];
export type PointConfig = Schemas['PointConfig'];
export type PointBalance = Schemas['PointBalance'];
export type PointReward = Schemas['PointReward'];
export type PointRedemption = Schemas['PointRedemption'];
export type PointRedemptionStatus = Schemas['PointRedemptionStatus'];
export type PointDetail = Schemas['PointDetail'];
export type PointConversion = Schemas['PointConversion'];
export type RedeemPointRewardRequest = Schemas['RedeemPointRewardRequest'];
export type ConvertPointRequest = Schemas['ConvertPointRequest'];
export type PointRedemptionsQuery = NonNullable<
  operations['listPointRedemptions']['parameters']['query']
>;
export type PointDetailsQuery = NonNullable<operations['listPointDetails']['parameters']['query']>;

/** Prefixes to invalidate after points move (redeeming, converting, a settled bet or deposit). */
export const pointKeys = {
  config: operationKey('get', '/wps/relay/MCS2_getPointConfig'),
  balance: operationKey('get', '/wps/relay/MCS2_getPointBalance'),
  rewards: operationKey('get', '/wps/relay/MCS2_getPointReward'),
  redemptions: operationKey('get', '/wps/relay/MCS2_getRedeemPointList'),
  details: operationKey('get', '/wps/relay/ODSFE2_MemTransDet'),
};

export function createPointQueries(api: CroupierQueryApi) {
  return {
    /** Anyone: the merchant's earning and exchange rates. */
    config: () => valueQuery(api, ...pointKeys.config),
    /** Anyone: the reward catalogue, named in `language` (so the key changes with it). */
    rewards: (language?: string) =>
      valueQuery(api, ...pointKeys.rewards, { params: { query: { language } } }),
    balance: () => valueQuery(api, ...pointKeys.balance),
    redemptions: (query: PointRedemptionsQuery = {}) =>
      valueQuery(api, ...pointKeys.redemptions, { params: { query } }),
    details: (query: PointDetailsQuery = {}) =>
      valueQuery(api, ...pointKeys.details, { params: { query } }),
  };
}

/**
 * Both carry the transaction password and a `requestId` (see newRequestId): a retry with the same id
 * answers the first result and moves nothing. Trial accounts get real_account_required.
 */
export function createPointMutations({ client }: { client: CroupierFetchClient }) {
  return {
    redeemReward: () =>
      valueMutation(client, 'post', '/wps/relay/passwordCheck/MCS2_redeemPointReward'),
    convertPoints: () =>
      valueMutation(client, 'post', '/wps/relay/passwordCheck/MCS2_convertPoint'),
  };
}

export type CroupierPointQueries = ReturnType<typeof createPointQueries>;
export type CroupierPointMutations = ReturnType<typeof createPointMutations>;
