// The agent centre's team (issue 13): one interaction per operation, and the refusals the site shows.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createAgentMutations, createAgentQueries } from '../../src';
import { bearerFromState, createPact, errorEnvelope, exampleToken, sdkAt } from './pact';
import { EXAMPLE_UUID, iso, money, ok, run, statePath, stateValue, TX } from './walletCenterSdk';

const { eachLike, integer, string, boolean, uuid, regex } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const team = [
  'agent {account} with sub-agent {subAgent}, member {member} and deep member {deep}, and an outsider {outsider}, is logged in with transaction password {password}',
  {
    account: 'pact_agent',
    subAgent: 'pact_sub',
    member: 'pact_direct',
    deep: 'pact_deep',
    outsider: 'pact_outsider',
    password: TX,
  },
] as const;
const page = { pageNo: 1, pageSize: integer(20), total: integer(2), totalPages: integer(1) };
const betTotals = {
  betAmount: money(2_000),
  validBet: money(2_000),
  winAmount: money(3_000),
  profit: integer(1_000),
};
const teamMember = {
  memberId: uuid(EXAMPLE_UUID),
  account: string('pact_direct'),
  nickname: string('pact_direct'),
  type: integer(0),
  isAgent: boolean(false),
  balance: money(20_500),
  directMembers: integer(0),
  createdAt: iso(),
  lastLoginAt: null,
  status: regex('^(active|dormant|new)$', 'new'),
};

const agentSdkAt = (url: string) => {
  const sdk = sdkAt(url, exampleToken);
  return { ...sdk, agent: { ...createAgentQueries(sdk.api), ...createAgentMutations(sdk) } };
};

describe('agent team', () => {
  it('team overview', async () => {
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a team overview request')
      .withRequest('GET', '/wps/agent/team/overview', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            currency: 'BRL',
            directMembers: integer(2),
            teamMembers: integer(3),
            newMembers: integer(3),
            activeMembers: integer(2),
            deposits: money(40_000),
            withdrawals: money(0),
            bonuses: money(1_000),
            betAmount: money(2_000),
            validBet: money(2_000),
            profit: integer(1_000),
            days: eachLike({
              date: string('2026-11-25'),
              newMembers: integer(3),
              deposits: money(40_000),
              withdrawals: money(0),
              validBet: money(2_000),
              profit: integer(1_000),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const overview = await sdk.queryClient.fetchQuery(sdk.agent.teamOverview());
        expect(overview.days[0]).toHaveProperty('validBet');
      });
  });

  it('a player is refused with error_not_agent', async () => {
    await pact
      .addInteraction()
      .given('member {account} is logged in with balance {balance}', {
        account: 'pact_not_agent',
        balance: 0,
      })
      .uponReceiving('a team overview request from a player')
      .withRequest('GET', '/wps/agent/team/overview', (b) => b.headers(auth))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('error_not_agent')))
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        await expect(sdk.queryClient.fetchQuery(sdk.agent.teamOverview())).rejects.toMatchObject({
          code: 'error_not_agent',
        });
      });
  });

  it('team members, searched by account, and one member in detail', async () => {
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a team members request searching an account')
      .withRequest('GET', '/wps/agent/team/members', (b) =>
        b.headers(auth).query({ account: 'pact_direct' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            ...page,
            list: eachLike(teamMember),
            path: eachLike({ memberId: uuid(EXAMPLE_UUID), account: string('pact_agent') }),
            currency: 'BRL',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const members = await sdk.queryClient.fetchQuery(
          sdk.agent.teamMembers({ account: 'pact_direct' }),
        );
        expect(members.list[0]?.account).toBe('pact_direct');
      });
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a request for a member of the team')
      .withRequest(
        'GET',
        statePath('/wps/agent/team/members/${memberId}', `/wps/agent/team/members/${EXAMPLE_UUID}`),
        (b) => b.headers(auth),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            member: teamMember,
            level: integer(1),
            upline: string('pact_agent'),
            teamMembers: integer(0),
            deposits: money(20_000),
            withdrawals: money(0),
            validBet: money(1_000),
            profit: integer(500),
            currency: 'BRL',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const details = await sdk.queryClient.fetchQuery(sdk.agent.teamMember(EXAMPLE_UUID));
        expect(details.member.account).toBe('pact_direct');
      });
  });

  it('register center adds a member under me', async () => {
    const body = {
      username: 'pactnew01',
      password: 'Start1234',
      confirmPassword: 'Start1234',
      accountType: 'member' as const,
    };
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a registration of a member under the agent')
      .withRequest('POST', '/wps/agent/team/register', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            ...teamMember,
            account: 'pactnew01',
            nickname: string('pactnew01'),
            balance: money(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        await expect(run(sdk.agent.registerDownline(), body)).resolves.toMatchObject({
          account: 'pactnew01',
        });
      });
  });

  it('team betting, user loss and account details with totals', async () => {
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a team betting request for slots')
      .withRequest('GET', '/wps/agent/team/bets', (b) => b.headers(auth).query({ gameType: 'RNG' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            ...page,
            list: eachLike({
              account: string('pact_deep'),
              betId: string('pact-1'),
              vendor: string('PG'),
              gameType: 'RNG',
              gameName: string('Fortune Tiger'),
              betAmount: money(1_000),
              validBet: money(1_000),
              winAmount: money(1_500),
              profit: integer(500),
              status: string('settled'),
              betAt: iso(),
              settledAt: iso(),
            }),
            totals: betTotals,
            currency: 'BRL',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const bets = await sdk.queryClient.fetchQuery(sdk.agent.teamBets({ gameType: 'RNG' }));
        expect(bets.list[0]).toHaveProperty('account');
      });
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a user loss request')
      .withRequest('GET', '/wps/agent/team/profit', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            ...page,
            list: eachLike({
              memberId: uuid(EXAMPLE_UUID),
              account: string('pact_deep'),
              bets: integer(1),
              betAmount: money(1_000),
              validBet: money(1_000),
              winAmount: money(1_500),
              profit: integer(500),
            }),
            totals: betTotals,
            currency: 'BRL',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const loss = await sdk.queryClient.fetchQuery(sdk.agent.userLoss());
        expect(loss.totals).toHaveProperty('profit');
      });
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('an account details request for deposits')
      .withRequest('GET', '/wps/agent/team/transactions', (b) =>
        b.headers(auth).query({ type: 'deposit' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            ...page,
            list: eachLike({
              referenceNo: string('J1'),
              time: iso(),
              account: string('pact_deep'),
              type: 'deposit',
              amount: integer(20_000),
            }),
            totals: {
              deposits: money(40_000),
              withdrawals: money(0),
              transfersIn: money(0),
              transfersOut: money(0),
              bonuses: money(0),
            },
            currency: 'BRL',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const details = await sdk.queryClient.fetchQuery(
          sdk.agent.teamTransactions({ type: 'deposit' }),
        );
        expect(details.list.every((r) => r.type === 'deposit')).toBe(true);
      });
  });

  it('agent announcements and the credit report', async () => {
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('an agent announcements request')
      .withRequest('GET', '/wps/agent/announcements', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            pageNo: 1,
            pageSize: 9,
            total: integer(2),
            totalPages: integer(1),
            list: eachLike({
              id: uuid(EXAMPLE_UUID),
              title: string('Weekly team report'),
              content: string('Details.'),
              time: iso(),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const announcements = await sdk.queryClient.fetchQuery(sdk.agent.announcements());
        expect(announcements.pageSize).toBe(9);
      });
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a credit report request')
      .withRequest('GET', '/wps/agent/credit-report', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            rows: eachLike({
              date: string('2026-11-25'),
              received: money(500_000),
              transferred: money(0),
              paid: money(0),
            }),
            totals: { received: money(500_000), transferred: money(0), paid: money(0) },
            balance: money(500_000),
            currency: 'BRL',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const report = await sdk.queryClient.fetchQuery(sdk.agent.creditReport());
        expect(report.totals).toHaveProperty('received');
      });
  });

  it('transfer to downline: its terms, a transfer, and a member outside the team', async () => {
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a transfer to downline info request')
      .withRequest('GET', '/wps/agent/team/transfer', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            balance: money(500_000),
            currency: 'BRL',
            minAmount: money(100),
            maxAmount: money(1_000_000),
            hasTransactionPassword: true,
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const info = await sdk.queryClient.fetchQuery(sdk.agent.downlineTransferInfo());
        expect(info.hasTransactionPassword).toBe(true);
      });
    const body = {
      memberId: stateValue('deepId', EXAMPLE_UUID),
      amount: 10_000,
      transactionPassword: TX,
      requestId: 'pact-downline-0001',
    };
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a transfer to a member two levels down')
      .withRequest('POST', '/wps/agent/team/transfer', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            referenceNo: string('J9'),
            time: iso(),
            type: 'agent_transfer',
            name: string('pact_deep'),
            amount: -10_000,
            status: 'completed',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        const record = await run(sdk.agent.transferToDownline(), {
          memberId: EXAMPLE_UUID,
          amount: 10_000,
          transactionPassword: TX,
          requestId: 'pact-downline-0001',
        });
        expect(record.amount).toBe(-10_000);
      });
    const outside = {
      memberId: stateValue('outsiderId', EXAMPLE_UUID),
      amount: 10_000,
      transactionPassword: TX,
      requestId: 'pact-downline-0002',
    };
    await pact
      .addInteraction()
      .given(...team)
      .uponReceiving('a transfer to a member outside the team')
      .withRequest('POST', '/wps/agent/team/transfer', (b) => b.headers(auth).jsonBody(outside))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('not_in_team')))
      .executeTest(async (server) => {
        const sdk = agentSdkAt(server.url);
        await expect(
          run(sdk.agent.transferToDownline(), {
            memberId: EXAMPLE_UUID,
            amount: 10_000,
            transactionPassword: TX,
            requestId: 'pact-downline-0002',
          }),
        ).rejects.toMatchObject({ code: 'not_in_team' });
      });
  });
});
