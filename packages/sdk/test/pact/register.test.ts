import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RegisterRequest } from '../../src';
import { createPact, encBody, errorEnvelope, exampleToken, sdkAt } from './pact';

const { boolean, integer, like } = MatchersV3;
const pact = createPact();

const registration = (username: string, overrides: Partial<RegisterRequest> = {}) =>
  ({
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    registerMethod: 'WEB',
    termsAccepted: true,
    birthday: '1990-05-20',
    ...overrides,
  }) satisfies RegisterRequest;

const registerWith = (url: string) => {
  const sdk = sdkAt(url);
  return { sdk, register: new MutationObserver(sdk.queryClient, sdk.mutations.register()) };
};

describe('PUT /wps/member/register', () => {
  it('registers a new member, logs it in and keeps the token', async () => {
    const body = registration('newplayer1');
    const sent = await encBody(body);
    await pact
      .addInteraction()
      .given('no member {account} exists', { account: 'newplayer1' })
      .uponReceiving('a registration with a free username')
      .withRequest('PUT', '/wps/member/register', (b) => b.jsonBody(sent))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            token: like(exampleToken),
            firstTimeLogin: boolean(true),
            passwordExpired: boolean(false),
            captcha: boolean(false),
          },
        }),
      )
      .executeTest(async (server) => {
        const { sdk, register } = registerWith(server.url);
        const result = await register.mutate(body);
        expect(result).toMatchObject({ token: exampleToken, firstTimeLogin: true });
        expect(sdk.tokenStore.get()).toBe(exampleToken);
      });
  });

  it('refuses a username taken in another letter case with account_exists', async () => {
    const body = registration('Player1');
    const sent = await encBody(body);
    await pact
      .addInteraction()
      .given('member {account} exists with password {password}', {
        account: 'player1',
        password: 'Demo1234!',
      })
      .uponReceiving('a registration of a username that exists')
      .withRequest('PUT', '/wps/member/register', (b) => b.jsonBody(sent))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope('account_exists')))
      .executeTest(async (server) => {
        const { sdk, register } = registerWith(server.url);
        await expect(register.mutate(body)).rejects.toMatchObject({
          code: 'account_exists',
          status: 409,
        });
        expect(sdk.tokenStore.get()).toBeNull();
      });
  });

  it('names each field that breaks a rule with validation_failed', async () => {
    const body = registration('9lives', { confirmPassword: 'Secret124' });
    const sent = await encBody(body);
    await pact
      .addInteraction()
      .given('no member {account} exists', { account: '9lives' })
      .uponReceiving('a registration with a bad username and a mismatching confirmation')
      .withRequest('PUT', '/wps/member/register', (b) => b.jsonBody(sent))
      .willRespondWith(422, (b) =>
        b.jsonBody({
          ...errorEnvelope('validation_failed'),
          fieldErrors: {
            username: { rule: 'pattern', min: integer(4), max: integer(16) },
            confirmPassword: { rule: 'mismatch' },
          },
        }),
      )
      .executeTest(async (server) => {
        const { sdk, register } = registerWith(server.url);
        const failure = await register.mutate(body).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toMatchObject({
          code: 'validation_failed',
          status: 422,
          fieldErrors: {
            username: { rule: 'pattern', min: 4, max: 16 },
            confirmPassword: { rule: 'mismatch' },
          },
        });
        expect(sdk.tokenStore.get()).toBeNull();
      });
  });
});
