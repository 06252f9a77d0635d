import { describe, expect, it } from 'vitest';
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
