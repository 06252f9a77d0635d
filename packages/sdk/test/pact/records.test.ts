// Records (betting, account, profit/loss, bonuses) and messages with their unread badges.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearerFromState, createPact, errorEnvelope, exampleToken } from './pact';
import { EXAMPLE_UUID, iso, money, ok, run, stateValue, walletCenterSdkAt } from './walletCenterSdk';

const { eachLike, integer, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const history = ['member {account} has played, deposited, withdrawn and received messages', { account: 'pact_records' }] as const;
const page = { pageNo: 1, pageSize: 20, total: integer(6), totalPages: integer(1) };
const totals = { betAmount: money(3_000), validBet: money(2_500), winAmount: money(2_000), profit: integer(-500) };

describe('records', () => {
  it('betting record with totals', async () => {
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a betting record request')
      .withRequest('GET', '/wps/records/bets', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ ...page, list: eachLike({ betId: string('seed-1'), vendor: string('PG'), gameType: string('RNG'), gameName: string('Fortune Tiger'), betAmount: money(500), validBet: money(500), winAmount: money(0), profit: integer(-500), status: string('settled'), betAt: iso() }), totals, currency: 'BRL' })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        const bets = await sdk.queryClient.fetchQuery(sdk.records.betRecords());
        expect(bets.list[0]).toHaveProperty('gameName');
        expect(bets.totals).toHaveProperty('profit');
      });
  });

  it('account record filtered by type, and a bad date filter', async () => {
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('an account record request for deposits')
      .withRequest('GET', '/wps/records/transactions', (b) => b.headers(auth).query({ type: 'deposit' }))
      .willRespondWith(200, (b) => b.jsonBody(ok({ ...page, list: eachLike({ referenceNo: string('D20261121ABCDEFGHJK'), time: iso(), type: 'deposit', name: string('Pix'), amount: integer(20_000), status: string('completed') }), totals: { in: money(80_000), out: money(0) }, currency: 'BRL' })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        const records = await sdk.queryClient.fetchQuery(sdk.records.accountRecords({ type: 'deposit' }));
        expect(records.list.every((r) => r.type === 'deposit')).toBe(true);
      });
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('an account record request with a malformed date')
      .withRequest('GET', '/wps/records/transactions', (b) => b.headers(auth).query({ startDate: 'yesterday' }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope('bad_request')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(sdk.queryClient.fetchQuery(sdk.records.accountRecords({ startDate: 'yesterday' }))).rejects.toMatchObject({ code: 'bad_request' });
      });
  });

  it('personal profit/loss and bonus details', async () => {
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a personal profit request')
      .withRequest('GET', '/wps/records/profit', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ currency: 'BRL', rows: eachLike({ gameType: string('RNG'), bets: integer(2), ...totals }), totals, deposits: money(205_000), withdrawals: money(30_000), bonuses: money(8_734) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.records.personalProfit())).rows.length).toBeGreaterThan(0);
      });
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a bonus details request')
      .withRequest('GET', '/wps/records/bonuses', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ ...page, list: eachLike({ referenceNo: string('J3'), time: iso(), name: string('Welcome bonus'), amount: money(5_000) }), totals: { amount: 8_734 }, currency: 'BRL' })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.records.bonusRecords())).totals.amount).toBe(8_734);
      });
  });
});

describe('messages', () => {
  it('unread counts per badge, the message list, and marking one read', async () => {
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('an unread count request')
      .withRequest('GET', '/wps/relay/CSP_unreadCount', (b) => b.headers(auth))
      // messageV2 counts every unread message (4); the other badges what can be claimed (the week's deposit completes a mission).
      .willRespondWith(200, (b) => b.jsonBody(ok({ messageV2: 4, missionLeaderboard: 1, rewardCenter: 0, total: 5 })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await sdk.queryClient.fetchQuery(sdk.messages.unreadCount())).toEqual({ messageV2: 4, missionLeaderboard: 1, rewardCenter: 0, total: 5 });
      });
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a list of unread messages')
      .withRequest('GET', '/wps/messages', (b) => b.headers(auth).query({ read: 'false' }))
      .willRespondWith(200, (b) => b.jsonBody(ok({ ...page, list: eachLike({ id: string(EXAMPLE_UUID), category: string('platform'), title: string('Scheduled maintenance'), content: string('Text'), createdAt: iso(), read: false }), unread: 4 })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.messages.messages({ read: false }))).list[0]).toMatchObject({ read: false });
      });
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('marking a message read')
      .withRequest('POST', '/wps/messages/read', (b) => b.headers(auth).jsonBody({ ids: [stateValue('messageId', EXAMPLE_UUID)] }))
      .willRespondWith(200, (b) => b.jsonBody(ok({ messageV2: integer(3), missionLeaderboard: integer(1), rewardCenter: integer(0), total: integer(4) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await run(sdk.messages.markMessagesRead(), { ids: [EXAMPLE_UUID] })).total).toBe(4);
      });
  });

  it('a trial account gets no unread counts (spec §4)', async () => {
    await pact
      .addInteraction()
      .given('trial member {account} is logged in', { account: 'pact_trial_unread' })
      .uponReceiving('an unread count request from a trial account')
      .withRequest('GET', '/wps/relay/CSP_unreadCount', (b) => b.headers(auth))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('real_account_required')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(sdk.queryClient.fetchQuery(sdk.messages.unreadCount())).rejects.toMatchObject({ code: 'real_account_required' });
      });
  });
});
