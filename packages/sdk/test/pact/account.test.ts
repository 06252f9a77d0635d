import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createAccountMutations,
  createAccountQueries,
  type RegisterMobileRequest,
} from '../../src';
import { bearerFromState, createPact, encBody, errorEnvelope, exampleToken, sdkAt } from './pact';

const { boolean, eachLike, integer, like, string } = MatchersV3;
const pact = createPact();

const accountSdk = (url: string, token: string | null = null) => {
  const sdk = sdkAt(url, token);
  return {
    ...sdk,
    account: createAccountQueries(sdk.api),
    accountMutations: createAccountMutations(sdk),
  };
};
const loginResult = {
  token: like(exampleToken),
  firstTimeLogin: boolean(true),
  passwordExpired: boolean(false),
  captcha: boolean(false),
};

describe('GET /wps/system/setting/register', () => {
  it("reads the merchant's field rules and registration types", async () => {
    await pact
      .addInteraction()
      .given('the merchants are seeded')
      .uponReceiving('a request for the register settings')
      .withRequest('GET', '/wps/system/setting/register')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            types: like({
              register: true,
              registerMobile: true,
              mobileAsUsername: true,
              mobilePassword: false,
              mobileVerification: true,
            }),
            countryDialingCode: string('55'),
            fields: eachLike({
              name: string('username'),
              enabled: boolean(true),
              required: boolean(true),
              acceptedPattern: string('[A-Za-z][A-Za-z0-9]*'),
              patternId: string('letterFirstAlphanumeric'),
              minLength: integer(4),
              maxLength: integer(16),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const { queryClient, account } = accountSdk(server.url);
        const settings = await queryClient.fetchQuery(account.registerSettings());
        expect(settings.fields[0]).toMatchObject({ name: 'username', minLength: 4 });
        expect(settings.types.register).toBe(true);
      });
  });
});

describe('GET /wps/agent/affiliate', () => {
  it("accepts an agent's affiliate code", async () => {
    await pact
      .addInteraction()
      .given('agent {account} has affiliate code {code}', {
        account: 'pactagent',
        code: 'PACTAGENT',
      })
      .uponReceiving('a check of an agent affiliate code')
      .withRequest('GET', '/wps/agent/affiliate', (b) =>
        b.query({ code: 'pactagent', domain: 'croupier.test' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { valid: true } }))
      .executeTest(async (server) => {
        const { queryClient, account } = accountSdk(server.url);
        expect(
          await queryClient.fetchQuery(account.affiliate('pactagent', 'croupier.test')),
        ).toEqual({ valid: true });
      });
  });

  it('says an unknown code is not valid', async () => {
    await pact
      .addInteraction()
      .given('the merchants are seeded')
      .uponReceiving('a check of an unknown affiliate code')
      .withRequest('GET', '/wps/agent/affiliate', (b) => b.query({ code: 'NOSUCHCODE' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { valid: false } }))
      .executeTest(async (server) => {
        const { queryClient, account } = accountSdk(server.url);
        expect(await queryClient.fetchQuery(account.affiliate('NOSUCHCODE'))).toEqual({
          valid: false,
        });
      });
  });
});

describe('GET /wps/system/publicKey', () => {
  it('reads the RSA-OAEP-256 public key of the enc payloads', async () => {
    await pact
      .addInteraction()
      .given('the merchants are seeded')
      .uponReceiving('a request for the public key')
      .withRequest('GET', '/wps/system/publicKey')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            kty: 'RSA',
            n: string('modulus'),
            e: string('AQAB'),
            alg: 'RSA-OAEP-256',
            use: 'enc',
            kid: string('kid'),
          },
        }),
      )
      .executeTest(async (server) => {
        const { queryClient, account } = accountSdk(server.url);
        expect(await queryClient.fetchQuery(account.publicKey())).toMatchObject({
          kty: 'RSA',
          alg: 'RSA-OAEP-256',
        });
      });
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const mobile: RegisterMobileRequest = {
    mobileNum: '11912345678',
    countryDialingCode: '55',
    verificationCode: '123456',
    registerMethod: 'WEB',
    termsAccepted: true,
    birthday: '1990-05-20',
  };

  it('registers the mobile number as the account with the SMS code, and keeps the token', async () => {
    const sent = await encBody(mobile);
    await pact
      .addInteraction()
      .given('register code {code} was sent to {mobileNum}', {
        code: '123456',
        mobileNum: '11912345678',
      })
      .uponReceiving('a mobile registration with the right SMS code')
      .withRequest('PUT', '/wps/member/register/mobile', (b) => b.jsonBody(sent))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: loginResult }))
      .executeTest(async (server) => {
        const sdk = accountSdk(server.url);
        await new MutationObserver(sdk.queryClient, sdk.accountMutations.registerMobile()).mutate(
          mobile,
        );
        expect(sdk.tokenStore.get()).toBe(exampleToken);
      });
  });

  it('names a wrong SMS code as an invalid verificationCode', async () => {
    const wrong = { ...mobile, verificationCode: '654321' };
    const sent = await encBody(wrong);
    await pact
      .addInteraction()
      .given('register code {code} was sent to {mobileNum}', {
        code: '123456',
        mobileNum: '11912345678',
      })
      .uponReceiving('a mobile registration with a wrong SMS code')
      .withRequest('PUT', '/wps/member/register/mobile', (b) => b.jsonBody(sent))
      .willRespondWith(422, (b) =>
        b.jsonBody({
          ...errorEnvelope('validation_failed'),
          fieldErrors: { verificationCode: { rule: 'invalid' } },
        }),
      )
      .executeTest(async (server) => {
        const sdk = accountSdk(server.url);
        const register = new MutationObserver(
          sdk.queryClient,
          sdk.accountMutations.registerMobile(),
        );
        await expect(register.mutate(wrong)).rejects.toMatchObject({
          code: 'validation_failed',
          fieldErrors: { verificationCode: { rule: 'invalid' } },
        });
        expect(sdk.tokenStore.get()).toBeNull();
      });
  });
});

describe('POST /wps/member/password', () => {
  const change = {
    oldPassword: 'pactuser-Pact1!',
    newPassword: 'NewSecret9',
    confirmNewPassword: 'NewSecret9',
  };

  it('changes the password of the logged-in member', async () => {
    const sent = await encBody(change);
    await pact
      .addInteraction()
      .given('member {account} is logged in with balance {balance}', {
        account: 'pactuser',
        balance: 0,
      })
      .uponReceiving('a password change with the right old password')
      .withRequest('POST', '/wps/member/password', (b) =>
        b.headers({ Authorization: bearerFromState() }).jsonBody(sent),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: null }))
      .executeTest(async (server) => {
        const sdk = accountSdk(server.url, exampleToken);
        expect(
          await new MutationObserver(sdk.queryClient, sdk.accountMutations.changePassword()).mutate(
            change,
          ),
        ).toBeNull();
      });
  });

  it('names a wrong old password', async () => {
    const wrong = { ...change, oldPassword: 'NotMine123' };
    const sent = await encBody(wrong);
    await pact
      .addInteraction()
      .given('member {account} is logged in with balance {balance}', {
        account: 'pactuser',
        balance: 0,
      })
      .uponReceiving('a password change with a wrong old password')
      .withRequest('POST', '/wps/member/password', (b) =>
        b.headers({ Authorization: bearerFromState() }).jsonBody(sent),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody({
          ...errorEnvelope('validation_failed'),
          fieldErrors: { oldPassword: { rule: 'invalid' } },
        }),
      )
      .executeTest(async (server) => {
        const sdk = accountSdk(server.url, exampleToken);
        const mutation = new MutationObserver(
          sdk.queryClient,
          sdk.accountMutations.changePassword(),
        );
        await expect(mutation.mutate(wrong)).rejects.toMatchObject({
          fieldErrors: { oldPassword: { rule: 'invalid' } },
        });
      });
  });
});

// POST /wps/member/password/email (form-encoded, spec §7) has no interaction here: Pact 16's core
// mismatches identical form bodies on the consumer side (pact-js#767) and its verifier replays a form
// body re-serialised as JSON with the form's content-length (a request Node refuses). The contract of
// that call is held by test/account.test.ts (what the SDK sends), apps/server test/passwords.test.ts
// (what the server takes) and e2e/tests/passwords.spec.ts (both together).

describe('POST /wps/member/password/email/verification', () => {
  it('sets a new password with the emailed code and logs in', async () => {
    const reset = {
      username: 'pactemail',
      email: 'pactemail@example.com',
      verificationCode: '135790',
      newPassword: 'Email2024x',
      confirmNewPassword: 'Email2024x',
    };
    const sent = await encBody(reset);
    await pact
      .addInteraction()
      .given('member {account} has email {email} and password reset code {code}', {
        account: 'pactemail',
        email: 'pactemail@example.com',
        code: '135790',
      })
      .uponReceiving('a password set by email with the right code')
      .withRequest('POST', '/wps/member/password/email/verification', (b) => b.jsonBody(sent))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { ...loginResult, firstTimeLogin: boolean(false) } }),
      )
      .executeTest(async (server) => {
        const sdk = accountSdk(server.url);
        await new MutationObserver(
          sdk.queryClient,
          sdk.accountMutations.setPasswordByEmail(),
        ).mutate(reset);
        expect(sdk.tokenStore.get()).toBe(exampleToken);
      });
  });
});

describe('POST /wps/member/password/verification', () => {
  it('sets a new password with the SMS code and logs in', async () => {
    const reset = {
      mobileNum: '11987654321',
      verificationCode: '246810',
      newPassword: 'Phone2024x',
      confirmNewPassword: 'Phone2024x',
    };
    const sent = await encBody(reset);
    await pact
      .addInteraction()
      .given('member {account} has mobile number {mobileNum} and login code {code}', {
        account: 'pactphone',
        mobileNum: '11987654321',
        code: '246810',
      })
      .uponReceiving('a password set by phone with the right code')
      .withRequest('POST', '/wps/member/password/verification', (b) => b.jsonBody(sent))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { ...loginResult, firstTimeLogin: boolean(false) } }),
      )
      .executeTest(async (server) => {
        const sdk = accountSdk(server.url);
        await new MutationObserver(
          sdk.queryClient,
          sdk.accountMutations.setPasswordByPhone(),
        ).mutate(reset);
        expect(sdk.tokenStore.get()).toBe(exampleToken);
      });
  });
});
