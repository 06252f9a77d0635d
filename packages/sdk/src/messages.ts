// Platform messages (messageV2) and the unread badges of the member menu.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { operations } from './generated/schema';

export const messageKeys = {
  unreadCount: operationKey('get', '/wps/relay/CSP_unreadCount'),
  messages: operationKey('get', '/wps/messages'),
};

export type MessagesQuery = NonNullable<operations['listMessages']['parameters']['query']>;

export function createMessageQueries(api: CroupierQueryApi) {
  return {
    /** Spec §4: not for trial users (the server answers 403 real_account_required). */
    unreadCount: () => valueQuery(api, ...messageKeys.unreadCount),
    messages: (query: MessagesQuery = {}) =>
      valueQuery(api, ...messageKeys.messages, { params: { query } }),
  };
}

export function createMessageMutations({ client }: { client: CroupierFetchClient }) {
  return {
    /** Answers the new unread counts: `setQueryData(messageKeys.unreadCount, ...)`, invalidate messages. */
    markMessagesRead: () => valueMutation(client, 'post', '/wps/messages/read'),
  };
}

export type CroupierMessageQueries = ReturnType<typeof createMessageQueries>;
export type CroupierMessageMutations = ReturnType<typeof createMessageMutations>;
