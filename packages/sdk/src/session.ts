// Session domain beyond login and logout (mutations.ts): free play and the extra-verification code.
import type { CroupierClient } from './client';
import type { components } from './generated/schema';
import { operationKey, requestValue, valueMutation, type CroupierMutationOptions } from './operation';
import type { LoginResult } from './types';

type Schemas = components['schemas'];
export type ExtraVerificationMethod = Schemas['ExtraVerificationMethod'];
export type ExtraVerificationAnswer = Schemas['ExtraVerificationAnswer'];
export type ExtraCodeRequest = Schemas['ExtraCodeRequest'];

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

export type CroupierSessionMutations = ReturnType<typeof createSessionMutations>;
