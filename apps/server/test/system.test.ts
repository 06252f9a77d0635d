import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { defaultSystemConfig, systemConfigFromEnv, type SystemConfig } from '../src/modules/system/systemConfig';
import { flagsOf } from '../src/modules/system/whitelabel';
import { databases } from './helpers/databases';
import { testServer } from './helpers/server';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';
const system: SystemConfig = {
  ...defaultSystemConfig,
  domains: {
    localhost: {},
    'bd.localhost': { merchantCode: 'BD', hiddenLogins: ['facebook', 'firebase'] },
  },
  mainDomain: 'croupier.example',
  countryHeader: 'x-country-code',
  ipCountries: { '127.0.0.1': 'BR' },
  adminToken: ADMIN_TOKEN,
};

describe.each(databases())('system on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });
  const setStatus = (merchantCode: string, payload: object, token: string | null = ADMIN_TOKEN) =>
    app.inject({
      method: 'PUT',
      url: `/admin/system/merchants/${merchantCode}/status`,
      headers: token === null ? {} : { 'x-admin-token': token },
      payload,
    });

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: { system } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists the three merchants of spec §1, Brazil first as the default', async () => {
    const response = await get('/wps/system/merchants');
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual([
      { merchantCode: 'BR', country: 'BR', countryName: 'Brazil', currency: 'BRL', langList: ['EN', 'PT'], isDefault: true },
      { merchantCode: 'BD', country: 'BD', countryName: 'Bangladesh', currency: 'BDT', langList: ['EN', 'BN'], isDefault: false },
      { merchantCode: 'MX', country: 'MX', countryName: 'Mexico', currency: 'MXN', langList: ['EN', 'ES'], isDefault: false },
    ]);
  });

  it('gives the permission payload of the merchant named by X-Merchant-Code, located by the sandbox geo-IP', async () => {
    const permission = (await get('/wps/system/permission', { 'x-merchant-code': 'MX' })).json().value;
    expect(permission.merchant.currency).toBe('MXN');
    expect(permission.location).toEqual({ ip: '127.0.0.1', countryCode: 'BR' });
    expect(permission).toMatchObject({ maintenance: false, regionRestriction: false });
    expect(permission.info.domainRoute).toEqual({
      domain: 'localhost', valid: true, merchantCode: null, mainDomain: 'croupier.example', hiddenLogins: [],
    });
    expect(permission.info.register).toEqual({ register: true, registerMobile: false });
    const flags = flagsOf(permission.info.whitelabel);
    expect(flags).toMatchObject({ freePlay: true, verificationCodeLogin: false, googleLogin: true, facebookLogin: false });
    expect(permission.info.resources.map((r: { resourceType: string }) => r.resourceType)).toContain('TELEGRAM');
  });

  it('lets a domain override the merchant and hide the Facebook and Firebase logins', async () => {
    const permission = (await get('/wps/system/permission', { host: 'bd.localhost:8080', 'x-merchant-code': 'MX' })).json().value;
    expect(permission.merchant.merchantCode).toBe('BD');
    const flags = flagsOf(permission.info.whitelabel);
    expect(flags).toMatchObject({ facebookLogin: false, firebasePhoneLogin: false, CHNGPASSVERIF3: true });
    const plain = flagsOf((await get('/wps/system/whitelabel', { 'x-merchant-code': 'BD' })).json().value);
    expect(plain).toMatchObject({ facebookLogin: true, firebasePhoneLogin: true });
  });

  it('fails the domain check for a host it does not know', async () => {
    const route = (await get('/wps/system/domainRoute', { host: 'elsewhere.example' })).json().value;
    expect(route).toMatchObject({ domain: 'elsewhere.example', valid: false, merchantCode: null });
  });

  it('blocks a visitor from a restricted country (status 2) and shows their IP', async () => {
    const status = (await get('/wps/system/status', { 'x-country-code': 'us' })).json().value;
    expect(status).toEqual({
      status: 2, maintenance: false, regionRestriction: true, location: { ip: '127.0.0.1', countryCode: 'US' },
    });
    // An unknown country (CDN's XX) falls back to the geo-IP table.
    expect((await get('/wps/system/status', { 'x-country-code': 'XX' })).json().value.location.countryCode).toBe('BR');
  });

  it('switches a merchant into maintenance through the admin route (status 1 wins over a block)', async () => {
    expect((await setStatus('mx', { maintenance: true, blockedIps: ['127.0.0.1'] })).json().value).toEqual({
      merchantCode: 'MX', maintenance: true, restrictedCountries: ['US'], blockedIps: ['127.0.0.1'],
    });
    try {
      expect((await get('/wps/system/status', { 'x-merchant-code': 'MX' })).json().value.status).toBe(1);
      await setStatus('MX', { maintenance: false });
      const permission = (await get('/wps/system/permission', { 'x-merchant-code': 'MX' })).json().value;
      expect(permission).toMatchObject({ maintenance: false, regionRestriction: true });
      // Other merchants are untouched.
      expect((await get('/wps/system/status', { 'x-merchant-code': 'BR' })).json().value.status).toBe(0);
    } finally {
      await setStatus('MX', { maintenance: false, blockedIps: [] });
    }
    expect((await get('/wps/system/status', { 'x-merchant-code': 'MX' })).json().value.status).toBe(0);
  });

  it('refuses every other API call during maintenance and from a restricted country, on the server too', async () => {
    const login = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/wps/session/login', headers, payload: { username: 'nobody_here', password: 'x', type: 'username' } });
    await setStatus('MX', { maintenance: true });
    try {
      const refused = await login({ 'x-merchant-code': 'MX' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ success: false, code: 'maintenance' });
      // The site still learns why, and other merchants carry on.
      expect((await get('/wps/system/status', { 'x-merchant-code': 'MX' })).json().value.status).toBe(1);
      expect((await login({ 'x-merchant-code': 'BR' })).statusCode).toBe(401);
    } finally {
      await setStatus('MX', { maintenance: false });
    }
    const blocked = await login({ 'x-country-code': 'US' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'region_blocked' });
    expect((await get('/', { accept: 'text/html', 'x-country-code': 'US' })).statusCode).not.toBe(403);
  });

  it('refuses admin calls without the right token, and unknown merchants and bad bodies', async () => {
    expect((await setStatus('BR', { maintenance: true }, null)).statusCode).toBe(401);
    expect((await setStatus('BR', { maintenance: true }, 'wrong-token-wrong-token')).json()).toMatchObject({
      success: false, code: 'admin_unauthorized',
    });
    expect((await setStatus('ZZ', { maintenance: true })).statusCode).toBe(404);
    expect((await setStatus('BR', { restrictedCountries: ['usa'] })).statusCode).toBe(400);
    expect((await setStatus('BR', {})).statusCode).toBe(400);
    expect((await get('/wps/system/status')).json().value.status).toBe(0);
  });

  it("sets a merchant's analytics tag and CDNs, which its permission payload then gives (and only its own)", async () => {
    const setDelivery = (merchantCode: string, payload: object, token: string | null = ADMIN_TOKEN) =>
      app.inject({
        method: 'PUT',
        url: `/admin/system/merchants/${merchantCode}/delivery`,
        headers: token === null ? {} : { 'x-admin-token': token },
        payload,
      });
    const info = async (merchantCode: string) =>
      (await get('/wps/system/permission', { 'x-merchant-code': merchantCode })).json().value.info;
    expect(await info('MX')).toMatchObject({ analytics: { gtagId: null }, imageCDNs: [], launchGameCDNs: [] });
    try {
      const set = await setDelivery('mx', {
        gtagId: 'G-E2E12345',
        imageCDNs: ['https://img.cdn.example/art'],
        launchGameCDNs: ['https://play.cdn.example'],
      });
      expect(set.json().value).toEqual({
        merchantCode: 'MX',
        gtagId: 'G-E2E12345',
        imageCDNs: ['https://img.cdn.example/art'],
        launchGameCDNs: ['https://play.cdn.example'],
      });
      expect(await info('MX')).toMatchObject({
        analytics: { gtagId: 'G-E2E12345' },
        imageCDNs: ['https://img.cdn.example/art'],
        launchGameCDNs: ['https://play.cdn.example'],
      });
      expect(await info('BR')).toMatchObject({ analytics: { gtagId: null }, imageCDNs: [] });
      // a field left out keeps its value
      expect((await setDelivery('MX', { imageCDNs: [] })).json().value).toMatchObject({ gtagId: 'G-E2E12345', imageCDNs: [] });
    } finally {
      await setDelivery('MX', { gtagId: null, imageCDNs: [], launchGameCDNs: [] });
    }
    expect(await info('MX')).toMatchObject({ analytics: { gtagId: null }, imageCDNs: [], launchGameCDNs: [] });
    expect((await setDelivery('MX', { gtagId: 'G-ABCD1234' }, null)).statusCode).toBe(401);
    expect((await setDelivery('ZZ', { gtagId: null })).statusCode).toBe(404);
    expect((await setDelivery('MX', { gtagId: '<script>' })).statusCode).toBe(400);
    expect((await setDelivery('MX', { imageCDNs: ['http://plain.example'] })).statusCode).toBe(400);
    expect((await setDelivery('MX', {})).statusCode).toBe(400);
  });

  it('keeps admin routes closed when the server has no ADMIN_TOKEN', async () => {
    const closed = await testServer(database);
    try {
      const response = await closed.inject({
        method: 'PUT', url: '/admin/system/merchants/BR/status', headers: { 'x-admin-token': '' }, payload: { maintenance: true },
      });
      expect(response.statusCode).toBe(401);
      // Without configured domains every host passes the domain check.
      const route = await closed.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: { host: 'any.example' } });
      expect(route.json()).toMatchObject({ success: true, value: { valid: true } });
    } finally {
      await closed.close();
    }
  });
});

describe('system settings from the environment', () => {
  it('reads domains, country header, geo-IP table and admin token', () => {
    const config = systemConfigFromEnv({
      DOMAINS: '{"BD.Example.com":{"merchantCode":"BD","hiddenLogins":["facebook"]}}',
      MAIN_DOMAIN: 'example.com',
      COUNTRY_HEADER: 'CF-IPCountry',
      IP_COUNTRIES: '{"203.0.113.7":"MX"}',
      ADMIN_TOKEN: 'a-long-enough-admin-token',
    });
    expect(config).toEqual({
      domains: { 'bd.example.com': { merchantCode: 'BD', hiddenLogins: ['facebook'] } },
      mainDomain: 'example.com',
      countryHeader: 'cf-ipcountry',
      ipCountries: { '203.0.113.7': 'MX' },
      adminToken: 'a-long-enough-admin-token',
    });
    expect(systemConfigFromEnv({})).toEqual(defaultSystemConfig);
  });

  it('refuses a short admin token and malformed JSON at start-up', () => {
    expect(() => systemConfigFromEnv({ ADMIN_TOKEN: 'short' })).toThrow(/16 characters/);
    expect(() => systemConfigFromEnv({ DOMAINS: '{not json' })).toThrow(/DOMAINS must be JSON/);
  });
});
