import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  type LoginRequest,
  type RegisterRequest,
  createCroupierClient,
  createMemoryTokenStore,
  createMutations,
  valueMutation,
} from '../src';
import { decryptEnc, testPublicKey } from './encKey';
import { baseUrl, failure, fakeFetch, ok, sentRequest } from './fakeFetch';

const credentials: LoginRequest = {
  username: 'demo_player',
  password: 'Demo1234!',
  type: 'username',
};
const loginResult = {
  token: 'tok-9',
  firstTimeLogin: false,
  passwordExpired: false,
  captcha: false,
};

function setUp(fetch: typeof globalThis.fetch, token: string | null = null) {
  const croupier = createCroupierClient({
    baseUrl,
    fetch,
    tokenStore: createMemoryTokenStore(token),
    publicKey: testPublicKey,
  });
  const queryClient = new QueryClient();
  return { ...croupier, mutations: createMutations(croupier), queryClient };
}

describe('login', () => {
  it('posts the credentials and stores the returned token', async () => {
    const fetch = fakeFetch(200, ok(loginResult));
    const { mutations, queryClient, tokenStore } = setUp(fetch);

    const result = await new MutationObserver(queryClient, mutations.login()).mutate(credentials);

    expect(result).toEqual(loginResult);
    expect(tokenStore.get()).toBe('tok-9');
    const request = sentRequest(fetch);
    expect(request.method).toBe('POST');
    // Spec §7 enc: the body is a JWE of the credentials, never the credentials themselves.
    const body = await request.json();
    expect(JSON.stringify(body)).not.toContain(credentials.password);
    expect(await decryptEnc(body)).toEqual(credentials);
  });

  it('stores nothing when the credentials are wrong', async () => {
    const { mutations, queryClient, tokenStore } = setUp(
      fakeFetch(401, failure('invalid_credentials')),
    );
    const login = new MutationObserver(queryClient, mutations.login()).mutate(credentials);
    await expect(login).rejects.toMatchObject({ code: 'invalid_credentials', status: 401 });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('register', () => {
  const registration: RegisterRequest = {
    username: 'newplayer1',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    registerMethod: 'WEB',
    termsAccepted: true,
  };

  it('puts the registration and stores the token of the session it opens', async () => {
    const fetch = fakeFetch(200, ok({ ...loginResult, firstTimeLogin: true }));
    const { mutations, queryClient, tokenStore } = setUp(fetch);

    const result = await new MutationObserver(queryClient, mutations.register()).mutate(
      registration,
    );

    expect(result).toEqual({ ...loginResult, firstTimeLogin: true });
    expect(tokenStore.get()).toBe('tok-9');
    const request = sentRequest(fetch);
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/wps/member/register');
    expect(await decryptEnc(await request.json())).toEqual(registration);
    expect(mutations.register().mutationKey).toEqual(['put', '/wps/member/register']);
  });

  it('stores nothing and hands over the field errors when a rule fails', async () => {
    const fieldErrors = { confirmPassword: { rule: 'mismatch' } };
    const { mutations, queryClient, tokenStore } = setUp(
      fakeFetch(422, { ...failure('validation_failed'), fieldErrors }),
    );
    const register = new MutationObserver(queryClient, mutations.register()).mutate({
      ...registration,
      confirmPassword: 'Secret124',
    });
    await expect(register).rejects.toMatchObject({
      code: 'validation_failed',
      status: 422,
      fieldErrors,
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('stores nothing when the account exists', async () => {
    const { mutations, queryClient, tokenStore } = setUp(fakeFetch(409, failure('account_exists')));
    const register = new MutationObserver(queryClient, mutations.register()).mutate(registration);
    await expect(register).rejects.toMatchObject({ code: 'account_exists', status: 409 });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('logout', () => {
  it('deletes the session with the token and clears the store', async () => {
    const fetch = fakeFetch(200, ok(null));
    const { mutations, queryClient, tokenStore } = setUp(fetch, 'tok-9');

    await new MutationObserver(queryClient, mutations.logout()).mutate();

    const request = sentRequest(fetch);
    expect(request.method).toBe('DELETE');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(tokenStore.get()).toBeNull();
  });

  it('clears the store and succeeds when the server says the token was already gone', async () => {
    const { mutations, queryClient, tokenStore } = setUp(
      fakeFetch(401, failure('not_logged_in')),
      'old',
    );
    await expect(
      new MutationObserver(queryClient, mutations.logout()).mutate(),
    ).resolves.toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it('clears the store but reports a network failure', async () => {
    const fetch = fakeFetch(200, ok(null));
    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    const { mutations, queryClient, tokenStore } = setUp(fetch, 'tok');
    const logout = new MutationObserver(queryClient, mutations.logout()).mutate();
    await expect(logout).rejects.toMatchObject({ code: 'network_error' });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('valueMutation', () => {
  it('makes a body-in, value-out mutation from method and path alone', async () => {
    const { client, queryClient } = setUp(fakeFetch(200, ok(loginResult)));
    const options = valueMutation(client, 'post', '/wps/session/login');
    expect(options.mutationKey).toEqual(['post', '/wps/session/login']);
    await expect(new MutationObserver(queryClient, options).mutate(credentials)).resolves.toEqual(
      loginResult,
    );
  });
});
