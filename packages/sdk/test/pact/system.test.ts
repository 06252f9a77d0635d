import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createCroupierClient,
  createMemoryTokenStore,
  createSystemQueries,
  systemStatusOf,
  whitelabelFlags,
} from '../../src';
import { createPact } from './pact';

const { boolean, eachLike, integer, string, nullValue } = MatchersV3;
const pact = createPact();

/** The SDK as the site sets it up, with the visitor's chosen merchant. */
function systemSdk(url: string, merchantCode?: string) {
  const croupier = createCroupierClient({
    baseUrl: url,
    tokenStore: createMemoryTokenStore(null),
    getMerchantCode: () => merchantCode,
  });
  return {
    queries: createSystemQueries(croupier.api),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

const merchant = (code: string, currency: string, langs: string[]) => ({
  merchantCode: string(code),
  country: string(code),
  countryName: string('Mexico'),
  currency: string(currency),
  langList: eachLike(langs[0]),
  isDefault: boolean(false),
});

const node = (modId: string, enabled: boolean) => ({
  modId: string(modId),
  enabled: boolean(enabled),
  childrenNodes: eachLike({ modId: string('freePlay'), enabled: boolean(true), childrenNodes: [] }),
});

const location = { countryCode: nullValue(), ip: string('127.0.0.1') };

describe('GET /wps/system/merchants', () => {
  it('lists the merchants with currency and languages', async () => {
    await pact
      .addInteraction()
      .given('the merchants are seeded')
      .uponReceiving('a merchant list request')
      .withRequest('GET', '/wps/system/merchants')
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: eachLike(merchant('BR', 'BRL', ['EN', 'PT'])) }),
      )
      .executeTest(async (server) => {
        const sdk = systemSdk(server.url);
        const list = await sdk.queryClient.fetchQuery(sdk.queries.merchants());
        expect(list[0]).toMatchObject({ merchantCode: 'BR', currency: 'BRL', langList: ['EN'] });
      });
  });
});

describe('GET /wps/system/permission', () => {
  it("gives the chosen merchant's payload with the whitelabel flags", async () => {
    await pact
      .addInteraction()
      .given('the merchants are seeded')
      .uponReceiving('a permission request for merchant MX')
      .withRequest('GET', '/wps/system/permission', (b) => b.headers({ 'X-Merchant-Code': 'MX' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            merchant: merchant('MX', 'MXN', ['EN', 'ES']),
            info: {
              customerService: eachLike({ name: string('Live chat'), path: string('/help') }),
              domainRoute: {
                domain: string('localhost'),
                valid: boolean(true),
                hiddenLogins: [],
              },
              resources: eachLike({
                resourceType: string('FACEBOOK'),
                url: string('https://facebook.com/croupier.mx'),
                labelNameEn: string('Facebook'),
              }),
              whitelabel: eachLike(node('login', true)),
              register: { register: boolean(true), registerMobile: boolean(false) },
              imageCDNs: [],
              launchGameCDNs: [],
            },
            location,
            maintenance: boolean(false),
            regionRestriction: boolean(false),
            // Registration offers the "Set your limits" step on Mexico (issue 15).
            jurisdiction: { limitsAtRegistration: 'offered' },
          },
        }),
      )
      .executeTest(async (server) => {
        const sdk = systemSdk(server.url, 'MX');
        const permission = await sdk.queryClient.fetchQuery(sdk.queries.permission());
        expect(permission.merchant.currency).toBe('MXN');
        expect(systemStatusOf(permission)).toBe(0);
        expect(whitelabelFlags(permission.info.whitelabel)).toMatchObject({ login: true, freePlay: true });
        expect(permission.jurisdiction?.limitsAtRegistration).toBe('offered');
      });
  });

  it('says maintenance when the merchant is switched into it', async () => {
    await pact
      .addInteraction()
      .given('merchant {merchantCode} is in maintenance', { merchantCode: 'BD' })
      .uponReceiving('a permission request for a merchant in maintenance')
      .withRequest('GET', '/wps/system/permission', (b) => b.headers({ 'X-Merchant-Code': 'BD' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            merchant: merchant('BD', 'BDT', ['EN', 'BN']),
            location,
            maintenance: true,
            regionRestriction: boolean(false),
          },
        }),
      )
      .executeTest(async (server) => {
        const sdk = systemSdk(server.url, 'BD');
        expect(systemStatusOf(await sdk.queryClient.fetchQuery(sdk.queries.permission()))).toBe(1);
      });
  });
});

describe('GET /wps/system/status', () => {
  it("answers 2 with the visitor's IP when the IP is blocked", async () => {
    await pact
      .addInteraction()
      .given('merchant {merchantCode} blocks the visitor IP', { merchantCode: 'BR' })
      .uponReceiving('a status request from a blocked IP')
      .withRequest('GET', '/wps/system/status')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { status: 2, maintenance: false, regionRestriction: true, location },
        }),
      )
      .executeTest(async (server) => {
        const sdk = systemSdk(server.url);
        const status = await sdk.queryClient.fetchQuery(sdk.queries.status());
        expect(status).toMatchObject({ status: 2, location: { ip: '127.0.0.1' } });
      });
  });

  it('answers 0 normally', async () => {
    await pact
      .addInteraction()
      .given('the merchants are seeded')
      .uponReceiving('a status request')
      .withRequest('GET', '/wps/system/status')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { status: integer(0), maintenance: false, regionRestriction: false, location },
        }),
      )
      .executeTest(async (server) => {
        const sdk = systemSdk(server.url);
        expect((await sdk.queryClient.fetchQuery(sdk.queries.status())).status).toBe(0);
      });
  });
});

describe('GET /wps/system/domainRoute and /wps/system/whitelabel', () => {
  it('tells whether the domain is valid and what it overrides', async () => {
    await pact
      .addInteraction()
      .given('the merchants are seeded')
      .uponReceiving('a domain route request')
      .withRequest('GET', '/wps/system/domainRoute')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            domain: string('localhost'),
            valid: boolean(true),
            merchantCode: nullValue(),
            mainDomain: nullValue(),
            hiddenLogins: [],
          },
        }),
      )
      .executeTest(async (server) => {
        const sdk = systemSdk(server.url);
        expect(await sdk.queryClient.fetchQuery(sdk.queries.domainRoute())).toMatchObject({ valid: true });
      });
  });

  it("gives the merchant's whitelabel tree", async () => {
    await pact
      .addInteraction()
      .given('the merchants are seeded')
      .uponReceiving('a whitelabel request for merchant BD')
      .withRequest('GET', '/wps/system/whitelabel', (b) => b.headers({ 'X-Merchant-Code': 'BD' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: eachLike(node('login', true)) }))
      .executeTest(async (server) => {
        const sdk = systemSdk(server.url, 'BD');
        const flags = whitelabelFlags(await sdk.queryClient.fetchQuery(sdk.queries.whitelabel()));
        expect(flags.login).toBe(true);
      });
  });
});
