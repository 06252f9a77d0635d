import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAccountMutations, createCroupierClient, createMemoryTokenStore } from '../src';
import { decryptEnc, testPublicJwk, testPublicKey } from './encKey';
import { baseUrl, fakeFetch, ok, sentRequest } from './fakeFetch';

const setUp = (fetch: typeof globalThis.fetch, publicKey = testPublicKey) => {
  const croupier = createCroupierClient({
    baseUrl,
    fetch,
    tokenStore: createMemoryTokenStore(),
    publicKey,
  });
  return {
    ...croupier,
    mutations: createAccountMutations(croupier),
    queryClient: new QueryClient(),
  };
};

describe('account calls', () => {
  it('sends forgot password by email form-encoded, in clear (it carries no password)', async () => {
    const fetch = fakeFetch(200, ok(null));
    const { mutations, queryClient } = setUp(fetch);
    await new MutationObserver(queryClient, mutations.forgotPasswordByEmail()).mutate({
      username: 'ana',
      email: 'ana@x.com',
    });
    const request = sentRequest(fetch);
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('username=ana&email=ana%40x.com');
  });

  it('encrypts a password set with the emailed code and keeps the token it answers', async () => {
    const fetch = fakeFetch(
      200,
      ok({ token: 'tok-email', firstTimeLogin: false, passwordExpired: false, captcha: false }),
    );
    const { mutations, queryClient, tokenStore } = setUp(fetch);
    const reset = {
      username: 'ana',
      email: 'ana@x.com',
      verificationCode: '123456',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    };
    await new MutationObserver(queryClient, mutations.setPasswordByEmail()).mutate(reset);
    const request = sentRequest(fetch);
    expect(new URL(request.url).pathname).toBe('/wps/member/password/email/verification');
    const text = await request.text();
    expect(text).not.toMatch(/New12345/);
    expect(await decryptEnc(JSON.parse(text))).toEqual(reset);
    expect(tokenStore.get()).toBe('tok-email');
  });

  it('encrypts a password change, so no password crosses the wire in clear', async () => {
    const fetch = fakeFetch(200, ok(null));
    const { mutations, queryClient } = setUp(fetch);
    const change = {
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    };
    await new MutationObserver(queryClient, mutations.changePassword()).mutate(change);
    const text = await sentRequest(fetch).text();
    expect(text).not.toMatch(/Old12345|New12345/);
    expect(await decryptEnc(JSON.parse(text))).toEqual(change);
  });

  it('asks the server for its public key once, when no key is given', async () => {
    const fetch = vitestFetch();
    const croupier = createCroupierClient({ baseUrl, fetch, tokenStore: createMemoryTokenStore() });
    const mutations = createAccountMutations(croupier);
    const queryClient = new QueryClient();
    const change = { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' };
    await new MutationObserver(queryClient, mutations.changePassword()).mutate(change);
    await new MutationObserver(queryClient, mutations.changePassword()).mutate(change);
    const urls = fetch.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
    );
    expect(urls).toEqual(['/wps/system/publicKey', '/wps/member/password', '/wps/member/password']);
  });
});

/** A fetch that serves the test public key and answers everything else with success. */
function vitestFetch() {
  return fakeFetchWith((url) =>
    url.endsWith('/wps/system/publicKey') ? ok({ ...testPublicJwk, kid: 'k' }) : ok(null),
  );
}

function fakeFetchWith(answer: (url: string) => unknown) {
  const base = fakeFetch(200, null);
  base.mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    return new Response(JSON.stringify(answer(url)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return base;
}
