import { describe, expect, it, vi } from 'vitest';
import { createCroupierClient, createMemoryTokenStore } from '../src';
import { baseUrl, fakeFetch, ok, sentRequest } from './fakeFetch';

const balance = { balance: 125000, currency: 'PHP' };

describe('request headers', () => {
  it('sends the token, language and merchant on every call', async () => {
    const fetch = fakeFetch(200, ok(balance));
    const { client } = createCroupierClient({
      baseUrl,
      fetch,
      tokenStore: createMemoryTokenStore('tok-1'),
      getLanguage: () => 'bn',
      getMerchantCode: () => 'M1',
    });

    await client.GET('/wps/v2/wallets/balance');

    const request = sentRequest(fetch);
    expect(request.url).toBe(`${baseUrl}/wps/v2/wallets/balance`);
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request.headers.get('Accept-Language')).toBe('bn');
    expect(request.headers.get('X-Merchant-Code')).toBe('M1');
  });

  it('sends no Authorization, language or merchant header when there is none', async () => {
    const fetch = fakeFetch(200, ok(balance));
    const { client } = createCroupierClient({
      baseUrl,
      fetch,
      tokenStore: createMemoryTokenStore(),
      getLanguage: () => undefined,
    });

    await client.GET('/wps/v2/wallets/balance');

    const request = sentRequest(fetch);
    expect(request.headers.has('Authorization')).toBe(false);
    expect(request.headers.has('Accept-Language')).toBe(false);
    expect(request.headers.has('X-Merchant-Code')).toBe(false);
  });

  it('reads the token at call time, so a login is seen by the next call', async () => {
    const fetch = fakeFetch(200, ok(balance));
    const tokenStore = createMemoryTokenStore();
    const { client } = createCroupierClient({ baseUrl, fetch, tokenStore });

    tokenStore.set('fresh');
    await client.GET('/wps/v2/wallets/balance');

    expect(sentRequest(fetch).headers.get('Authorization')).toBe('Bearer fresh');
  });
});

describe('a successful response', () => {
  it('is parsed once, and its body, status and headers reach the caller as sent', async () => {
    const body = ok({ ...balance, note: 'ça va ✓' });
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r-1' },
        }),
    );
    const { client } = createCroupierClient({ baseUrl, fetch, tokenStore: createMemoryTokenStore() });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const { data, response } = await client.GET('/wps/v2/wallets/balance');
      expect(data).toEqual(body);
      expect(parse).toHaveBeenCalledTimes(1);
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Request-Id')).toBe('r-1');
      // the length is the bytes' (two characters above take more than one byte each)
      expect(Number(response.headers.get('Content-Length'))).toBe(new TextEncoder().encode(JSON.stringify(body)).length);
    } finally {
      parse.mockRestore();
    }
  });
});
