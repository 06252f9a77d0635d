// Registration and passwords (spec §4, §5, §7): the merchant's register settings, the affiliate check,
// mobile registration and the password calls. Calls marked `enc` are encrypted by the client.
import type { CroupierClient, CroupierQueryApi } from './client';
import type { components } from './generated/schema';
import {
  operationKey,
  valueMutation,
  valueQuery,
  type CroupierMutationOptions,
  type CroupierQueryOptions,
} from './operation';
import type { LoginResult } from './types';

type Schemas = components['schemas'];
export type RegisterSettings = Schemas['RegisterSettings'];
export type RegisterFieldConfig = Schemas['RegisterFieldConfig'];
export type RegisterField = Schemas['RegisterField'];
export type RegistrationTypes = Schemas['RegistrationTypes'];
export type RegisterMobileRequest = Schemas['RegisterMobileRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type ForgotPasswordEmailRequest = Schemas['ForgotPasswordEmailRequest'];
export type SetPasswordByPhoneRequest = Schemas['SetPasswordByPhoneRequest'];
export type SetPasswordByEmailRequest = Schemas['SetPasswordByEmailRequest'];
export type PublicKey = Schemas['PublicKey'];

export const accountKeys = {
  registerSettings: operationKey('get', '/wps/system/setting/register'),
  affiliate: operationKey('get', '/wps/agent/affiliate'),
  publicKey: operationKey('get', '/wps/system/publicKey'),
};

export function createAccountQueries(api: CroupierQueryApi) {
  return {
    /** The merchant's field rules; they change only with the merchant (the site keeps them per session). */
    registerSettings: (): CroupierQueryOptions<
      RegisterSettings,
      typeof accountKeys.registerSettings
    > => ({
      ...valueQuery(api, ...accountKeys.registerSettings),
      staleTime: Infinity,
    }),
    /** `{ valid }` for an affiliate code (spec §4: checked before registering). */
    affiliate: (code: string, domain?: string) =>
      valueQuery(api, ...accountKeys.affiliate, {
        params: { query: { code, ...(domain && { domain }) } },
      }),
    publicKey: () => valueQuery(api, ...accountKeys.publicKey),
  };
}

/** The form-encoded body of forgot password by email (spec §7). */
const formEncoded = (body: ForgotPasswordEmailRequest) => ({
  body,
  bodySerializer: (values: ForgotPasswordEmailRequest) =>
    new URLSearchParams({ ...values }).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

export function createAccountMutations({
  client,
  tokenStore,
}: Pick<CroupierClient, 'client' | 'tokenStore'>) {
  /** Calls that end logged in keep the token, like login. */
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
    /** Registers with the mobile number (and SMS code); logs in and keeps the token. */
    registerMobile: () => keepingToken(valueMutation(client, 'put', '/wps/member/register/mobile')),
    /** Changes the password; the server revokes the member's other sessions. */
    changePassword: () => valueMutation(client, 'post', '/wps/member/password'),
    /**
     * Emails a reset code (answers its `expiredMinutes`); nothing else changes until `setPasswordByEmail`.
     * Fails with `unknown_user` ('Username/Email does not exist').
     */
    forgotPasswordByEmail: () =>
      valueMutation<'post', '/wps/member/password/email', ForgotPasswordEmailRequest>(
        client,
        'post',
        '/wps/member/password/email',
        // openapi-fetch's init types know only JSON bodies; this one is serialised as a form.
        formEncoded as never,
      ),
    /** Sets a new password with the emailed code; logs in and keeps the token, like the phone reset. */
    setPasswordByEmail: () =>
      keepingToken(valueMutation(client, 'post', '/wps/member/password/email/verification')),
    /** Sets a new password with the SMS code; logs in and keeps the token (spec §4). */
    setPasswordByPhone: () =>
      keepingToken(valueMutation(client, 'post', '/wps/member/password/verification')),
  };
}

export type CroupierAccountQueries = ReturnType<typeof createAccountQueries>;
export type CroupierAccountMutations = ReturnType<typeof createAccountMutations>;
