// Issue 17's §7 calls: the member icon, the language update, loginV2 and the home's popular and routers.
import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LoginV2Request } from '../../src';
import { catalogueOf, gameBody, gamesSdkAt, loggedIn, okBody } from './gamesPact';
import { bearerFromState, createPact, encBody, errorEnvelope, exampleToken, sdkAt } from './pact';

const { eachLike, regex, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const iconBody = (icon: string) => ({
  icon: string(icon),
  url: string(`/wps/member/avatars/${icon}.svg`),
  choices: eachLike({ id: string('spade'), url: string('/wps/member/avatars/spade.svg') }),
});
const mutate = <V>(options: ReturnType<ReturnType<typeof sdkAt>['mutations']['setMemberIcon']> | object, sdk: ReturnType<typeof sdkAt>, variables: V) =>
  new MutationObserver(sdk.queryClient, options as never).mutate(variables as never);

describe('member icon', () => {
  it("answers the member's avatar and the built-in choices", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn('pact_icon_reader'))
      .uponReceiving('a member icon request')
      .withRequest('GET', '/wps/member/info/icon', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(okBody(iconBody('spade'))))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, exampleToken);
        const icon = await sdk.queryClient.fetchQuery(sdk.queries.memberIcon());
        expect(icon).toMatchObject({ icon: 'spade', url: '/wps/member/avatars/spade.svg' });
        expect(icon.choices[0]).toMatchObject({ id: 'spade' });
      });
  });

  it('chooses a built-in avatar', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn('pact_icon_chooser'))
      .uponReceiving('a choice of the heart avatar')
      .withRequest('PUT', '/wps/member/info/icon', (b) => b.headers(auth).jsonBody({ icon: 'heart' }))
      .willRespondWith(200, (b) => b.jsonBody(okBody(iconBody('heart'))))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, exampleToken);
        await expect(mutate(sdk.mutations.setMemberIcon(), sdk, { icon: 'heart' })).resolves.toMatchObject({ icon: 'heart' });
      });
  });

  it('refuses an upload that is not really an image with avatar_invalid_type', async () => {
    const image = { contentType: 'image/png' as const, data: Buffer.from('GIF89a').toString('base64') };
    await pact
      .addInteraction()
      .given(...loggedIn('pact_icon_uploader'))
      .uponReceiving('an avatar upload of a GIF declared as PNG')
      .withRequest('PUT', '/wps/member/info/icon', (b) => b.headers(auth).jsonBody({ image }))
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope('avatar_invalid_type')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, exampleToken);
        await expect(mutate(sdk.mutations.setMemberIcon(), sdk, { image })).rejects.toMatchObject({ code: 'avatar_invalid_type', status: 422 });
      });
  });

  it('refuses a trial member with real_account_required', async () => {
    await pact
      .addInteraction()
      .given('trial member {account} is logged in', { account: 'pact_icon_trial' })
      .uponReceiving('an avatar choice by a trial account')
      .withRequest('PUT', '/wps/member/info/icon', (b) => b.headers(auth).jsonBody({ icon: 'heart' }))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('real_account_required')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, exampleToken);
        await expect(mutate(sdk.mutations.setMemberIcon(), sdk, { icon: 'heart' })).rejects.toMatchObject({ code: 'real_account_required' });
      });
  });
});

describe('language update', () => {
  it("keeps the member's language on the server", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn('pact_language'))
      .uponReceiving('a language update to Portuguese')
      .withRequest('PUT', '/wps/member/info/language', (b) => b.headers(auth).jsonBody({ language: 'pt' }))
      .willRespondWith(200, (b) => b.jsonBody(okBody({ language: string('pt') })))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, exampleToken);
        await expect(mutate(sdk.mutations.updateMemberLanguage(), sdk, { language: 'pt' })).resolves.toEqual({ language: 'pt' });
      });
  });
});

describe('POST /wps/session/loginV2', () => {
  it('refuses a wrong captcha with captcha_invalid and the captcha flag, before the password', async () => {
    const body: LoginV2Request = { username: 'captcha_player', password: 'Player1234!', captcha: 'NOPE' };
    const enc = await encBody(body);
    await pact
      .addInteraction()
      .given('member {account} exists with password {password}', { account: 'captcha_player', password: 'Player1234!' })
      .uponReceiving('a loginV2 with a wrong captcha')
      .withRequest('POST', '/wps/session/loginV2', (b) => b.jsonBody(enc))
      .willRespondWith(401, (b) => b.jsonBody({ ...errorEnvelope('captcha_invalid'), captcha: true }))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        await expect(mutate(sdk.mutations.loginV2(), sdk, body)).rejects.toMatchObject({ code: 'captcha_invalid', captcha: true });
        expect(sdk.tokenStore.get()).toBeNull();
      });
  });
});

describe('GET /wps/home/popularAndRouters', () => {
  it('answers the popular games, their basis and the home routes', async () => {
    await pact
      .addInteraction()
      .given(...catalogueOf('PG'))
      .uponReceiving('a popular and routers request')
      .withRequest('GET', '/wps/home/popularAndRouters')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            games: eachLike(gameBody('PG-RNG-0001', 'RNG', 'PG')),
            basis: regex('^(bets|hot)$', 'hot'),
            routers: eachLike({ key: string('promotions'), path: string('/promotions') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const popular = await sdk.queryClient.fetchQuery(sdk.lobby.popularAndRouters());
        expect(popular.games[0]).toMatchObject({ vassalage: 'PG' });
        expect(popular.routers[0]).toEqual({ key: 'promotions', path: '/promotions' });
      });
  });
});
