import type { CroupierClient } from './client';
import { isCroupierApiError } from './errors';
import { operationKey, requestValue, type CroupierMutationOptions } from './operation';
import type { LoginRequest, LoginResult } from './types';

/** Mutation options per operation, for `useMutation(mutations.login())`. */
export function createMutations({
  client,
  tokenStore,
}: Pick<CroupierClient, 'client' | 'tokenStore'>) {
  return {
    /** Logs in and keeps the token (spec §4: a success stores the token in the session). */
    login: (): CroupierMutationOptions<LoginResult, LoginRequest> => ({
      mutationKey: operationKey('post', '/wps/session/login'),
      mutationFn: async (body) => {
        const result = await requestValue(client, 'post', '/wps/session/login', { body });
        tokenStore.set(result.token);
        return result;
      },
    }),
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
