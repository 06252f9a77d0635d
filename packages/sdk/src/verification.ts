// SMS codes and the captcha (spec §7): the calls the login and registration forms make before they submit.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';

export const verificationKeys = {
  captcha: operationKey('get', '/wps/captcha'),
};

/** The captcha image: `value` is a base64 PNG; never cached, each read is a new captcha. */
export function createVerificationQueries(api: CroupierQueryApi) {
  return {
    captcha: () => {
      const options = valueQuery(api, ...verificationKeys.captcha);
      options.staleTime = 0;
      options.gcTime = 0;
      return options;
    },
  };
}

/** Sends of SMS codes; both answer `{ expiredMinutes }` for the resend countdown. */
export function createVerificationMutations({ client }: { client: CroupierFetchClient }) {
  return {
    sendLoginSmsCode: () => valueMutation(client, 'post', '/wps/verification/sms/noLogin'),
    sendRegisterSmsCode: () => valueMutation(client, 'post', '/wps/verification/sms/register'),
  };
}

export type CroupierVerificationQueries = ReturnType<typeof createVerificationQueries>;
export type CroupierVerificationMutations = ReturnType<typeof createVerificationMutations>;
