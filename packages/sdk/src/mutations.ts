import type { CroupierClient } from './client';
import { isCroupierApiError } from './errors';
import {
  operationKey,
  requestValue,
  valueMutation,
  type CroupierMutationOptions,
} from './operation';
import type { LoginResult } from './types';

/** Mutation options per operation, for `useMutation(mutations.login())`. */
export function createMutations({
  client,
  tokenStore,
}: Pick<CroupierClient, 'client' | 'tokenStore'>) {
  /** Spec §4: a login (or a registration, which logs in) stores the token in the session. */
  const keepingToken = <V>(
    options: CroupierMutationOptions<LoginResult, V>,
  ): CroupierMutationOptions<LoginResult, V> => ({
    ...options,
    mutationFn: async (variables, context) => {
      const result = await options.mutationFn(variables, context);
      tokenStore.set(result.token);
      return result;
    },
  });

  return {
    /** Logs in and keeps the token. */
    login: () => keepingToken(valueMutation(client, 'post', '/wps/session/login')),
    /** loginV2 (spec §7): a username login carrying the captcha answer in the same call; keeps the token. */
    loginV2: () => keepingToken(valueMutation(client, 'post', '/wps/session/loginV2')),
    /** Chooses a built-in avatar (`{ icon }`) or uploads one (`{ image }`); answers the new member icon. */
    setMemberIcon: () => valueMutation(client, 'put', '/wps/member/info/icon'),
    /** Keeps the member's UI language on the server (spec §7 language update). */
    updateMemberLanguage: () => valueMutation(client, 'put', '/wps/member/info/language'),
    /**
     * Registers a member and keeps the token of the session it opens. Fails with `account_exists`
     * (409) or `validation_failed` (422, with `error.fieldErrors` per input).
     */
    register: () => keepingToken(valueMutation(client, 'put', '/wps/member/register')),
    /** Ends the session; the local token goes even when the server no longer knew it. */
    logout: (): CroupierMutationOptions<null, void> => ({
      mutationKey: operationKey('delete', '/wps/session/logout'),
      mutationFn: async () => {
        try {
          return await requestValue(client, 'delete', '/wps/session/logout', undefined);
        } catch (error) {
          if (isCroupierApiError(error, 'not_logged_in')) return null;
          throw error;
        } finally {
          tokenStore.clear();
        }
      },
    }),
  };
}

export type CroupierMutations = ReturnType<typeof createMutations>;
