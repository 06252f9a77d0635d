// The securityCenter page: profile labels, phone and e-mail binding, transaction password, external accounts.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { ExternalProvider } from './types';

export const memberCenterKeys = {
  profile: operationKey('get', '/wps/member/profile'),
  externalAccounts: operationKey('get', '/wps/member/externalAccounts'),
};

const byProvider = (provider: ExternalProvider) => ({ params: { path: { provider } } });

export function createMemberCenterQueries(api: CroupierQueryApi) {
  return {
    profile: () => valueQuery(api, ...memberCenterKeys.profile),
    externalAccounts: () => valueQuery(api, ...memberCenterKeys.externalAccounts),
  };
}

export function createMemberCenterMutations({ client }: { client: CroupierFetchClient }) {
  return {
    updateProfile: () => valueMutation(client, 'put', '/wps/member/profile'),
    /** Sends a code to the phone (sms) or e-mail to bind, through the verification service (§9 limits). */
    sendContactCode: () => valueMutation(client, 'post', '/wps/member/contact/code'),
    /** Binds the phone or e-mail with the code; answers the profile (masked `mobile` / `email`). */
    bindContact: () => valueMutation(client, 'put', '/wps/member/contact'),
    /** First time with `loginPassword`, later with `oldPassword`; fails with incorrect_password. */
    setTransactionPassword: () =>
      valueMutation(client, 'post', '/wps/member/transactionPassword'),
    bindExternalAccount: () => valueMutation(client, 'put', '/wps/member/externalAccounts'),
    /** Spec §4: once confirmed, a binding cannot be changed or unlinked (binding_locked). */
    confirmExternalAccount: () =>
      valueMutation(
        client,
        'post',
        '/wps/member/externalAccounts/{provider}/confirm',
        (provider: ExternalProvider) => byProvider(provider),
      ),
    unlinkExternalAccount: () =>
      valueMutation(
        client,
        'delete',
        '/wps/member/externalAccounts/{provider}',
        (provider: ExternalProvider) => byProvider(provider),
      ),
  };
}

export type CroupierMemberCenterQueries = ReturnType<typeof createMemberCenterQueries>;
export type CroupierMemberCenterMutations = ReturnType<typeof createMemberCenterMutations>;
