// Responsible gaming (issue 15): the member's state, setting and cancelling limits, the reality check and
// a break.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createResponsibleGamingMutations, createResponsibleGamingQueries } from '../../src';
import { bearerFromState, createPact, exampleToken, sdkAt } from './pact';
import { iso, money, ok, run } from './walletCenterSdk';

const { boolean, eachLike, integer, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const loggedIn = (account: string) => ['member {account} is logged in with balance {balance}', { account, balance: 0 }] as const;

const rgSdkAt = (url: string) => {
  const sdk = sdkAt(url, exampleToken);
  return { ...sdk, rg: { ...createResponsibleGamingQueries(sdk.api), ...createResponsibleGamingMutations(sdk) } };
};

/** The fields of the state the site reads. */
const state = (extra: Record<string, unknown> = {}) =>
  ok({
    profile: {
      merchantCode: string('BR'),
      minimumAge: integer(18),
      mandatory: eachLike('depositLimit'),
      limitPeriods: eachLike('day'),
      breakDays: eachLike(1),
      exclusionMonths: eachLike(6),
      idleMinutes: integer(30),
      realMoney: boolean(true),
      deposits: boolean(true),
      helpOrganisation: { name: string('Jogadores Anônimos Brasil'), url: string('https://jogadoresanonimos.com.br') },
    },
    currency: string('BRL'),
    session: { startedAt: iso(), stakes: money(0), netResult: money(0) },
    ...extra,
  });

describe('responsible gaming', () => {
  it('reads the member’s state with the jurisdiction profile', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn('pact_rg_state'))
      .uponReceiving('a responsible gaming state request')
      .withRequest('GET', '/wps/responsibleGaming', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(state({ limits: [], realityCheckMinutes: null, exclusion: null })))
      .executeTest(async (server) => {
        const sdk = rgSdkAt(server.url);
        expect(await sdk.queryClient.fetchQuery(sdk.rg.state())).toMatchObject({ currency: 'BRL', limits: [] });
      });
  });

  it('sets a deposit limit, in force at once', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn('pact_rg_limit'))
      .uponReceiving('a request to set a daily deposit limit')
      .withRequest('PUT', '/wps/responsibleGaming/limits', (b) => b.headers(auth).jsonBody({ kind: 'deposit', period: 'day', amount: 5_000 }))
      .willRespondWith(200, (b) =>
        b.jsonBody(state({ limits: [{ kind: 'deposit', period: 'day', amount: money(5_000), used: money(0), pending: null }] })),
      )
      .executeTest(async (server) => {
        const sdk = rgSdkAt(server.url);
        const after = await run(sdk.rg.setLimit(), { kind: 'deposit', period: 'day', amount: 5_000 });
        expect(after.limits[0]).toMatchObject({ kind: 'deposit', amount: 5_000, pending: null });
      });
  });

  it('cancels a pending raise', async () => {
    await pact
      .addInteraction()
      .given('member {account} is logged in with a daily deposit limit of 5000 raised to 20000 pending', { account: 'pact_rg_pending' })
      .uponReceiving('a request to cancel a pending limit change')
      .withRequest('POST', '/wps/responsibleGaming/limits/cancel', (b) => b.headers(auth).jsonBody({ kind: 'deposit', period: 'day' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(state({ limits: [{ kind: 'deposit', period: 'day', amount: money(5_000), used: money(0), pending: null }] })),
      )
      .executeTest(async (server) => {
        const sdk = rgSdkAt(server.url);
        const after = await run(sdk.rg.cancelLimitChange(), { kind: 'deposit', period: 'day' });
        expect(after.limits[0]).toMatchObject({ amount: 5_000, pending: null });
      });
  });

  it('sets the reality check interval', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn('pact_rg_reality'))
      .uponReceiving('a request to set the reality check interval')
      .withRequest('PUT', '/wps/responsibleGaming/realityCheck', (b) => b.headers(auth).jsonBody({ minutes: 30 }))
      .willRespondWith(200, (b) => b.jsonBody(state({ realityCheckMinutes: integer(30) })))
      .executeTest(async (server) => {
        const sdk = rgSdkAt(server.url);
        expect((await run(sdk.rg.setRealityCheck(), { minutes: 30 })).realityCheckMinutes).toBe(30);
      });
  });

  it('takes a 24-hour break', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn('pact_rg_break'))
      .uponReceiving('a request to take a 24-hour break')
      .withRequest('POST', '/wps/responsibleGaming/exclusion', (b) => b.headers(auth).jsonBody({ kind: 'break', duration: 1 }))
      .willRespondWith(200, (b) => b.jsonBody(state({ exclusion: { kind: 'break', startsAt: iso(), endsAt: iso('2026-11-21T12:00:00.000Z') } })))
      .executeTest(async (server) => {
        const sdk = rgSdkAt(server.url);
        const after = await run(sdk.rg.startExclusion(), { kind: 'break', duration: 1 });
        expect(after.exclusion).toMatchObject({ kind: 'break' });
      });
  });
});
