import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LoginRequest } from '../../src';
import { bearerFromState, createPact, encBody, errorEnvelope, exampleToken, sdkAt } from './pact';

const { boolean, like } = MatchersV3;
const pact = createPact();

const memberExists = [
  'member {account} exists with password {password}',
  { account: 'demo_player', password: 'Demo1234!' },
] as const;
const loginAs = (username: string, password: string): LoginRequest => ({
  username,
  password,
  type: 'username',
});
// Login is an `enc` call (spec §7): the recorded bodies are JWEs of these for the test key.
const validLogin = await encBody(loginAs('demo_player', 'Demo1234!'));
const wrongPassword = await encBody(loginAs('demo_player', 'not-the-password'));
const unknownUser = await encBody(loginAs('ghost', 'Demo1234!'));
const encWithoutType = await encBody({ username: 'demo_player', password: 'Demo1234!' });

describe('POST /wps/session/login', () => {
  it('logs in and keeps the token', async () => {
    await pact
      .addInteraction()
      .given(...memberExists)
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(validLogin))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            token: like(exampleToken),
            firstTimeLogin: boolean(false),
            passwordExpired: boolean(false),
            captcha: boolean(false),
          },
        }),
      )
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        const login = new MutationObserver(sdk.queryClient, sdk.mutations.login());
        const result = await login.mutate(loginAs('demo_player', 'Demo1234!'));
        expect(result).toEqual({
          token: exampleToken,
          firstTimeLogin: false,
          passwordExpired: false,
          captcha: false,
        });
        expect(sdk.tokenStore.get()).toBe(exampleToken);
      });
  });

  it('rejects a wrong password with invalid_credentials', async () => {
    await pact
      .addInteraction()
      .given(...memberExists)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(wrongPassword))
      .willRespondWith(401, (b) => b.jsonBody(errorEnvelope('invalid_credentials')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        const login = new MutationObserver(sdk.queryClient, sdk.mutations.login());
        await expect(
          login.mutate(loginAs('demo_player', 'not-the-password')),
        ).rejects.toMatchObject({
          code: 'invalid_credentials',
          status: 401,
        });
        expect(sdk.tokenStore.get()).toBeNull();
      });
  });

  it('rejects a body that breaks the contract with bad_request', async () => {
    const withoutType = { username: 'demo_player', password: 'Demo1234!' };
    await pact
      .addInteraction()
      .given(...memberExists)
      .uponReceiving('a login without a login type')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(encWithoutType))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope('bad_request')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        const login = new MutationObserver(sdk.queryClient, sdk.mutations.login());
        await expect(login.mutate(withoutType as LoginRequest)).rejects.toMatchObject({
          code: 'bad_request',
          status: 400,
        });
      });
  });

  it('rejects an unknown account with invalid_credentials', async () => {
    await pact
      .addInteraction()
      .given('no member {account} exists', { account: 'ghost' })
      .uponReceiving('a login for an account that does not exist')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(unknownUser))
      .willRespondWith(401, (b) => b.jsonBody(errorEnvelope('invalid_credentials')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        const login = new MutationObserver(sdk.queryClient, sdk.mutations.login());
        await expect(login.mutate(loginAs('ghost', 'Demo1234!'))).rejects.toMatchObject({
          code: 'invalid_credentials',
          status: 401,
        });
      });
  });
});

describe('DELETE /wps/session/logout', () => {
  it('ends the session and drops the token', async () => {
    await pact
      .addInteraction()
      .given('member {account} is logged in with balance {balance}', {
        account: 'demo_player',
        balance: 125000,
      })
      .uponReceiving('a logout with a session token')
      .withRequest('DELETE', '/wps/session/logout', (b) =>
        b.headers({ Authorization: bearerFromState() }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: null }))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, exampleToken);
        await new MutationObserver(sdk.queryClient, sdk.mutations.logout()).mutate();
        expect(sdk.tokenStore.get()).toBeNull();
      });
  });

  it('answers not_logged_in without a session, and the SDK still logs out locally', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a logout without a session token')
      .withRequest('DELETE', '/wps/session/logout')
      .willRespondWith(401, (b) => b.jsonBody(errorEnvelope('not_logged_in')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        await expect(
          new MutationObserver(sdk.queryClient, sdk.mutations.logout()).mutate(),
        ).resolves.toBeNull();
        expect(sdk.unauthorized).toHaveLength(1);
      });
  });
});
