// Session domain beyond login and logout (mutations.ts): free play, the extra-verification code, and
// the agent centre's team overview.
import type { CroupierClient, CroupierQueryApi } from './client';
import type { components } from './generated/schema';
import { operationKey, requestValue, valueMutation, valueQuery, type CroupierMutationOptions } from './operation';
import type { LoginResult } from './types';

type Schemas = components['schemas'];
export type ExtraVerificationMethod = Schemas['ExtraVerificationMethod'];
export type ExtraVerificationAnswer = Schemas['ExtraVerificationAnswer'];
export type ExtraCodeRequest = Schemas['ExtraCodeRequest'];
export type AgentTeamOverview = Schemas['AgentTeamOverview'];
export type AgentDownlineMember = Schemas['AgentDownlineMember'];

export const sessionKeys = {
  agentTeamOverview: operationKey('get', '/wps/agent/team/overview'),
};

export function createSessionQueries(api: CroupierQueryApi) {
  return {
    /** The agent's direct downline (agentTeamOverview); 403 error_not_agent for anyone else. */
    agentTeamOverview: () => valueQuery(api, ...sessionKeys.agentTeamOverview),
  };
}

export function createSessionMutations({ client, tokenStore }: Pick<CroupierClient, 'client' | 'tokenStore'>) {
  return {
    /** One-click free play: a new trial member, logged in; the token is kept like a login's. */
    loginFreePlay: (): CroupierMutationOptions<LoginResult, void> => ({
      mutationKey: operationKey('post', '/wps/session/login/freeplay'),
      mutationFn: async () => {
        const result = await requestValue(client, 'post', '/wps/session/login/freeplay', { body: { platform: 'W' } });
        tokenStore.set(result.token);
        return result;
      },
    }),
    /** Sends the SMS or email code for a login from a new IP; answers `{ expiredMinutes }`. */
    sendLoginVerificationCode: () => valueMutation(client, 'post', '/wps/session/login/verification'),
  };
}

export type CroupierSessionQueries = ReturnType<typeof createSessionQueries>;
export type CroupierSessionMutations = ReturnType<typeof createSessionMutations>;
