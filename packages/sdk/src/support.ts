// Help centre, feedback and live chat (chat messages then flow over the socket, see socket.ts).
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';

export const supportKeys = {
  helpCenter: operationKey('get', '/wps/system/helpCenter'),
  chatModels: operationKey('get', '/wps/relay/CBS_modelList'),
};

export function createSupportQueries(api: CroupierQueryApi) {
  return {
    /** getHelpV2: the help centre and terms in `lang` (EN when the server has none), device WEB. */
    helpCenter: (lang: string) =>
      valueQuery(api, ...supportKeys.helpCenter, {
        params: { query: { lang, device: 'WEB' as const } },
      }),
    chatModels: () => valueQuery(api, ...supportKeys.chatModels),
  };
}

export function createSupportMutations({ client }: { client: CroupierFetchClient }) {
  return {
    submitFeedback: () => valueMutation(client, 'put', '/wps/feedback'),
    launchChat: () => valueMutation(client, 'post', '/wps/relay/CBS_launchChat'),
  };
}

export type CroupierSupportQueries = ReturnType<typeof createSupportQueries>;
export type CroupierSupportMutations = ReturnType<typeof createSupportMutations>;
