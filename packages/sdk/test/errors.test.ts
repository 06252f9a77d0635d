import { describe, expect, it, vi } from 'vitest';
import { CroupierApiError, createCroupierClient, createMemoryTokenStore } from '../src';
import { baseUrl, failure, fakeFetch } from './fakeFetch';

const clientWith = (
  fetch: typeof globalThis.fetch,
  onUnauthorized?: (e: CroupierApiError) => void,
) =>
  createCroupierClient({ baseUrl, fetch, tokenStore: createMemoryTokenStore('t'), onUnauthorized })
    .client;

async function failureOf(call: Promise<unknown>): Promise<CroupierApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CroupierApiError);
  return error as CroupierApiError;
}

describe('envelope to error', () => {
  it('throws the envelope code, message and status of a failed call', async () => {
    const fetch = fakeFetch(401, failure('invalid_credentials', 'Wrong username or password'));
    const error = await failureOf(
      clientWith(fetch).POST('/wps/session/login', {
        body: { username: 'a', password: 'b', type: 'username' },
      }),
    );
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Wrong username or password',
      status: 401,
    });
  });

  it('throws when a 200 envelope says success is false', async () => {
    const error = await failureOf(
      clientWith(fakeFetch(200, failure('member_no_enter'))).GET('/wps/member/info'),
    );
    expect(error).toMatchObject({ code: 'member_no_enter', status: 200 });
  });

  it('turns a fetch that fails into network_error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('fetch failed'));
    const error = await failureOf(clientWith(fetch).GET('/wps/member/info'));
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('turns a body that is not JSON into unknown_error', async () => {
    const fetch = fakeFetch(502, '<html>Bad gateway</html>', { raw: true });
    const error = await failureOf(clientWith(fetch).GET('/wps/member/info'));
    expect(error).toMatchObject({ code: 'unknown_error', status: 502 });
  });

  it('turns a JSON error without an envelope into unknown_error', async () => {
    const fetch = fakeFetch(404, { statusCode: 404, message: 'Route not found' });
    const error = await failureOf(clientWith(fetch).GET('/wps/member/info'));
    expect(error).toMatchObject({ code: 'unknown_error', message: 'Route not found', status: 404 });
  });

  it('leaves a cancelled request an AbortError for react-query', async () => {
    const abort = new DOMException('The operation was aborted', 'AbortError');
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(abort);
    await expect(clientWith(fetch).GET('/wps/member/info')).rejects.toBe(abort);
  });
});

describe('onUnauthorized', () => {
  it('is called with the error when the server answers 401 not_logged_in', async () => {
    const onUnauthorized = vi.fn();
    const fetch = fakeFetch(401, failure('not_logged_in'));
    const error = await failureOf(clientWith(fetch, onUnauthorized).GET('/wps/v2/wallets/balance'));
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('is not called for wrong credentials', async () => {
    const onUnauthorized = vi.fn();
    const fetch = fakeFetch(401, failure('invalid_credentials'));
    await failureOf(
      clientWith(fetch, onUnauthorized).POST('/wps/session/login', {
        body: { username: 'a', password: 'b', type: 'username' },
      }),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
