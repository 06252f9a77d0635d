import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSessionMutations, type LoginRequest } from '../../src';
import { createPact, encBody, errorEnvelope, exampleToken, sdkAt } from './pact';

const { boolean, like, eachLike, integer, string } = MatchersV3;
const pact = createPact();

const sessionSdk = (url: string, token: string | null = null) => {
  const sdk = sdkAt(url, token);
  return { ...sdk, session: createSessionMutations(sdk) };
};
const loginResult = { token: like(exampleToken), firstTimeLogin: boolean(true), passwordExpired: boolean(false), captcha: boolean(false) };
const loginWith = (sdk: ReturnType<typeof sessionSdk>, body: LoginRequest) => new MutationObserver(sdk.queryClient, sdk.mutations.login()).mutate(body);

describe('POST /wps/session/login (flows)', () => {
  it('logs in by mobile number and SMS code', async () => {
    const body: LoginRequest = { type: 'sms', mobileNum: '11987650000', verificationCode: '123456' };
    const enc = await encBody(body);
    await pact
      .addInteraction()
      .given('member {account} has mobile number {mobileNum} and login code {code}', { account: 'sms_login', mobileNum: '11987650000', code: '123456' })
      .uponReceiving('a login by SMS code')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(enc))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: loginResult }))
      .executeTest(async (server) => {
        const sdk = sessionSdk(server.url);
        await expect(loginWith(sdk, body)).resolves.toMatchObject({ token: exampleToken });
        expect(sdk.tokenStore.get()).toBe(exampleToken);
      });
  });

  it('answers a failure that turns the captcha on with captcha: true', async () => {
    const body: LoginRequest = { type: 'username', username: 'often_wrong', password: 'still-wrong' };
    const enc = await encBody(body);
    await pact
      .addInteraction()
      .given('member {account} failed to log in {failures} times', { account: 'often_wrong', failures: 2 })
      .uponReceiving('a third wrong password')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(enc))
      .willRespondWith(401, (b) => b.jsonBody({ ...errorEnvelope('invalid_credentials'), captcha: true }))
      .executeTest(async (server) => {
        await expect(loginWith(sessionSdk(server.url), body)).rejects.toMatchObject({ code: 'invalid_credentials', captcha: true });
      });
  });

  it('refuses a non-member account with member_no_enter', async () => {
    const body: LoginRequest = { type: 'username', username: 'staff_one', password: 'Staff1234!' };
    const enc = await encBody(body);
    await pact
      .addInteraction()
      .given('member {account} of type {type} exists with password {password}', { account: 'staff_one', type: 3, password: 'Staff1234!' })
      .uponReceiving('a login of a non-member account')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(enc))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('member_no_enter')))
      .executeTest(async (server) => {
        await expect(loginWith(sessionSdk(server.url), body)).rejects.toMatchObject({ code: 'member_no_enter', status: 403 });
      });
  });

  it('refuses a player on the agent login with error_not_agent', async () => {
    const body: LoginRequest = { type: 'username', username: 'plain_player', password: 'Player1234!', agentLogin: true };
    const enc = await encBody(body);
    await pact
      .addInteraction()
      .given('member {account} of type {type} exists with password {password}', { account: 'plain_player', type: 0, password: 'Player1234!' })
      .uponReceiving('an agent-page login of a player')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(enc))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('error_not_agent')))
      .executeTest(async (server) => {
        await expect(loginWith(sessionSdk(server.url), body)).rejects.toMatchObject({ code: 'error_not_agent' });
      });
  });

  it('asks a login from a new IP for extra verification, naming the ways', async () => {
    const body: LoginRequest = { type: 'username', username: 'far_away', password: 'Far1234!' };
    const enc = await encBody(body);
    await pact
      .addInteraction()
      .given('member {account} with password {password} and mobile {mobileNum} logged in before from elsewhere', { account: 'far_away', password: 'Far1234!', mobileNum: '11987651111' })
      .uponReceiving('a login from an IP the member has not used')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(enc))
      .willRespondWith(403, (b) =>
        b.jsonBody({ ...errorEnvelope('verification_required'), verificationMethods: eachLike({ method: 'sms', destination: string('+55 •••••••1111') }) }),
      )
      .executeTest(async (server) => {
        await expect(loginWith(sessionSdk(server.url), body)).rejects.toMatchObject({
          code: 'verification_required',
          verificationMethods: [{ method: 'sms', destination: '+55 •••••••1111' }],
        });
      });
  });
});

describe('POST /wps/session/login (identity provider)', () => {
  it('refuses an identity-provider token that does not verify', async () => {
    const body: LoginRequest = { type: 'firebase', firebaseIdToken: 'sandbox.e30.not-signed-by-the-provider' };
    const enc = await encBody(body);
    await pact
      .addInteraction()
      .uponReceiving('a login with a forged identity-provider token')
      .withRequest('POST', '/wps/session/login', (b) => b.jsonBody(enc))
      .willRespondWith(401, (b) => b.jsonBody({ ...errorEnvelope('invalid_credentials') }))
      .executeTest(async (server) => {
        await expect(loginWith(sessionSdk(server.url), body)).rejects.toMatchObject({ code: 'invalid_credentials', status: 401 });
      });
  });
});

describe('POST /wps/session/login/verification', () => {
  it('sends the extra-verification code by SMS', async () => {
    const body = { username: 'far_away2', password: 'Far1234!', method: 'sms' as const };
    const enc = await encBody(body);
    await pact
      .addInteraction()
      .given('member {account} with password {password} and mobile {mobileNum} logged in before from elsewhere', { account: 'far_away2', password: 'Far1234!', mobileNum: '11987652222' })
      .uponReceiving('a request for the extra-verification SMS code')
      .withRequest('POST', '/wps/session/login/verification', (b) => b.jsonBody(enc))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }))
      .executeTest(async (server) => {
        const sdk = sessionSdk(server.url);
        await expect(new MutationObserver(sdk.queryClient, sdk.session.sendLoginVerificationCode()).mutate(body)).resolves.toEqual({ expiredMinutes: 5 });
      });
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('logs in a new trial member and keeps the token', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a free-play login')
      .withRequest('POST', '/wps/session/login/freeplay', (b) => b.jsonBody({ platform: 'W' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: loginResult }))
      .executeTest(async (server) => {
        const sdk = sessionSdk(server.url);
        await new MutationObserver(sdk.queryClient, sdk.session.loginFreePlay()).mutate();
        expect(sdk.tokenStore.get()).toBe(exampleToken);
      });
  });
});
