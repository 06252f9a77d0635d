import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  CroupierApiError,
  type FieldErrors,
  type RegisterRequest,
  createCroupierClient,
  createMemoryTokenStore,
} from '../src';
import { testPublicKey } from './encKey';
import { baseUrl, failure, fakeFetch } from './fakeFetch';

const clientWith = (
  fetch: typeof globalThis.fetch,
  onUnauthorized?: (e: CroupierApiError) => void,
) =>
  createCroupierClient({
    baseUrl,
    fetch,
    tokenStore: createMemoryTokenStore('t'),
    onUnauthorized,
    publicKey: testPublicKey,
  })
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

describe('field errors', () => {
  const registration: RegisterRequest = {
    username: '1abc',
    password: 'Secret123',
    confirmPassword: 'Secret124',
    registerMethod: 'WEB',
    termsAccepted: false,
  };
  const register = (fetch: typeof globalThis.fetch) =>
    failureOf(clientWith(fetch).PUT('/wps/member/register', { body: registration }));

  it('carries the envelope fieldErrors of validation_failed, typed per field', async () => {
    const fieldErrors: FieldErrors = {
      username: { rule: 'pattern', min: 4, max: 16 },
      confirmPassword: { rule: 'mismatch' },
      termsAccepted: { rule: 'terms' },
    };
    const fetch = fakeFetch(422, { ...failure('validation_failed'), fieldErrors });
    const error = await register(fetch);
    expect(error).toMatchObject({ code: 'validation_failed', status: 422 });
    expect(error.fieldErrors).toEqual(fieldErrors);
    expectTypeOf(error.fieldErrors).toEqualTypeOf<FieldErrors | undefined>();
    expectTypeOf(error.fieldErrors?.username?.rule).toEqualTypeOf<
      'required' | 'pattern' | 'length' | 'mismatch' | 'terms' | 'invalid' | 'age' | 'taken' | undefined
    >();
  });

  it('has no fieldErrors when the envelope carries none', async () => {
    const error = await register(fakeFetch(409, failure('account_exists')));
    expect(error).toMatchObject({ code: 'account_exists', status: 409 });
    expect(error.fieldErrors).toBeUndefined();
  });

  it('keeps only well-formed entries of a malformed fieldErrors', async () => {
    const fieldErrors = {
      username: { rule: 'length', min: 4, max: '16' },
      password: 'pattern',
      confirmPassword: { min: 1 },
      termsAccepted: null,
    };
    const error = await register(fakeFetch(422, { ...failure('validation_failed'), fieldErrors }));
    expect(error.fieldErrors).toEqual({ username: { rule: 'length', min: 4 } });
  });

  it.each([null, 'username', ['username'], {}, { username: 'required' }])(
    'ignores fieldErrors of %j',
    async (fieldErrors) => {
      const error = await register(
        fakeFetch(422, { ...failure('validation_failed'), fieldErrors }),
      );
      expect(error.code).toBe('validation_failed');
      expect(error.fieldErrors).toBeUndefined();
    },
  );

  it('passes through a rule the contract does not know yet', async () => {
    const fieldErrors = { affiliateCode: { rule: 'affiliate' } };
    const error = await register(fakeFetch(422, { ...failure('validation_failed'), fieldErrors }));
    expect(error.fieldErrors).toEqual(fieldErrors);
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
