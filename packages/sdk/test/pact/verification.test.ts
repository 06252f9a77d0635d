import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createVerificationMutations, createVerificationQueries } from '../../src';
import { createPact, errorEnvelope, sdkAt } from './pact';

const { integer, regex } = MatchersV3;
const pact = createPact();

const verificationSdk = (url: string) => {
  const sdk = sdkAt(url);
  return { ...sdk, verification: createVerificationMutations(sdk), captcha: createVerificationQueries(sdk.api) };
};
const memberWithMobile = ['member {account} has mobile number {mobileNum}', { account: 'sms_player', mobileNum: '11987654321' }] as const;

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a login code and tells how long it lives', async () => {
    await pact
      .addInteraction()
      .given(...memberWithMobile)
      .uponReceiving('a login SMS code request for a member’s number')
      .withRequest('POST', '/wps/verification/sms/noLogin', (b) => b.jsonBody({ mobileNum: '11987654321', countryDialingCode: '55' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }))
      .executeTest(async (server) => {
        const sdk = verificationSdk(server.url);
        const send = new MutationObserver(sdk.queryClient, sdk.verification.sendLoginSmsCode());
        await expect(send.mutate({ mobileNum: '11987654321', countryDialingCode: '55' })).resolves.toEqual({ expiredMinutes: 5 });
      });
  });

  it('refuses a malformed number with the field and its digit bounds', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a login SMS code request with a malformed number')
      .withRequest('POST', '/wps/verification/sms/noLogin', (b) => b.jsonBody({ mobileNum: '12ab' }))
      .willRespondWith(422, (b) =>
        b.jsonBody({ ...errorEnvelope('validation_failed'), fieldErrors: { mobileNum: { rule: 'pattern', min: integer(10), max: integer(11) } } }),
      )
      .executeTest(async (server) => {
        const sdk = verificationSdk(server.url);
        const send = new MutationObserver(sdk.queryClient, sdk.verification.sendLoginSmsCode());
        await expect(send.mutate({ mobileNum: '12ab' })).rejects.toMatchObject({
          code: 'validation_failed',
          fieldErrors: { mobileNum: { rule: 'pattern', min: 10, max: 11 } },
        });
      });
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a registration code', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a registration SMS code request')
      .withRequest('POST', '/wps/verification/sms/register', (b) => b.jsonBody({ mobileNo: '11912345678', countryDialingCode: '55' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }))
      .executeTest(async (server) => {
        const sdk = verificationSdk(server.url);
        const send = new MutationObserver(sdk.queryClient, sdk.verification.sendRegisterSmsCode());
        await expect(send.mutate({ mobileNo: '11912345678', countryDialingCode: '55' })).resolves.toEqual({ expiredMinutes: 5 });
      });
  });

  it('makes a number that asked too often wait (sms_too_many_requests)', async () => {
    await pact
      .addInteraction()
      .given('mobile number {mobileNum} was sent too many codes', { mobileNum: '11955554444' })
      .uponReceiving('a registration SMS code request for a number that asked too often')
      .withRequest('POST', '/wps/verification/sms/register', (b) => b.jsonBody({ mobileNo: '11955554444' }))
      .willRespondWith(429, (b) => b.jsonBody(errorEnvelope('sms_too_many_requests')))
      .executeTest(async (server) => {
        const sdk = verificationSdk(server.url);
        const send = new MutationObserver(sdk.queryClient, sdk.verification.sendRegisterSmsCode());
        await expect(send.mutate({ mobileNo: '11955554444' })).rejects.toMatchObject({ code: 'sms_too_many_requests', status: 429 });
      });
  });
});

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';
    await pact
      .addInteraction()
      .uponReceiving('a captcha request')
      .withRequest('GET', '/wps/captcha')
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: regex('^iVBORw0KGgo[A-Za-z0-9+/]+=*$', png) }))
      .executeTest(async (server) => {
        const sdk = verificationSdk(server.url);
        const value = await sdk.queryClient.fetchQuery(sdk.captcha.captcha());
        expect(Buffer.from(value, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
      });
  });
});
