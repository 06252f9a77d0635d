// Agent contracts (issue 13): the four §7 relay calls (read and answer), the upline's offers and
// terminations, and the agent's settlement records and income.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createContractMutations, createContractQueries, type ContractType } from '../../src';
import { bearerFromState, createPact, errorEnvelope, exampleToken, sdkAt } from './pact';
import { EXAMPLE_UUID, iso, money, ok, run, stateValue } from './walletCenterSdk';

const { eachLike, integer, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const contractsSdkAt = (url: string) => {
  const sdk = sdkAt(url, exampleToken);
  return {
    ...sdk,
    contracts: { ...createContractQueries(sdk.api), ...createContractMutations(sdk) },
  };
};

const RELAY: Record<ContractType, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily_salary: '/wps/relay/MCS2_processDailySalContract',
  hourly_salary: '/wps/relay/MCS2_processContractHourSalary',
  realtime_salary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

const terms = (rateBps: number) => ({
  rateBps: integer(rateBps),
  activeMembers: integer(0),
  periodValidBet: money(0),
  periodProfitLoss: money(0),
  betAmount: money(0),
  period: string('daily'),
});
const party = (account: string) => ({ account: string(account), nickname: string(account) });
const contract = (
  type: ContractType,
  status: string,
  holder: string,
  upline: string,
  rateBps = 100,
) => ({
  id: string(EXAMPLE_UUID),
  type,
  requestKind: string('new'),
  status,
  terms: terms(rateBps),
  holder: party(holder),
  offeredBy: party(upline),
  createdAt: iso(),
  acceptedAt: status === 'requested' ? null : iso(),
  endedAt: status === 'terminated' ? iso() : null,
  endReason: status === 'terminated' ? string('by_upline') : null,
  agreementSignedAt: type === 'realtime_salary' && status !== 'requested' ? iso() : null,
});

const waiting = (type: ContractType, account: string) =>
  [
    'agent {account} with upline {upline} is logged in with a {type} contract request awaiting it',
    { account, upline: `${account}_up`, type },
  ] as const;
const inForce = (type: ContractType, account: string) =>
  [
    'agent {account} with upline {upline} is logged in with a {type} contract in force and settled periods',
    { account, upline: `${account}_up`, type },
  ] as const;

describe('agent contracts: the holder', () => {
  for (const type of ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const) {
    it(`reads its ${type} contract with the request awaiting it`, async () => {
      const account = `pact_c_${type}`;
      await pact
        .addInteraction()
        .given(...waiting(type, account))
        .uponReceiving(`a ${type} contract state request`)
        .withRequest('GET', RELAY[type], (b) => b.headers(auth))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            ok({
              type,
              current: null,
              request: contract(type, 'requested', account, `${account}_up`),
            }),
          ),
        )
        .executeTest(async (server) => {
          const sdk = contractsSdkAt(server.url);
          const state = await sdk.queryClient.fetchQuery(sdk.contracts.contract(type));
          expect(state.request?.terms.rateBps).toBe(100);
          expect(state.current).toBeNull();
        });
    });
  }

  it('accepts a real-time salary request by signing the agreement', async () => {
    const account = 'pact_c_accept';
    await pact
      .addInteraction()
      .given(...waiting('realtime_salary', account))
      .uponReceiving('accepting a real-time salary request with the agreement signed')
      .withRequest('POST', RELAY.realtime_salary, (b) =>
        b.headers(auth).jsonBody({ action: 'accept', signAgreement: true }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            type: 'realtime_salary',
            current: contract('realtime_salary', 'active', account, `${account}_up`),
            request: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        const state = await run(sdk.contracts.answerContract('realtime_salary'), {
          action: 'accept',
          signAgreement: true,
        });
        expect(state.current?.agreementSignedAt).toBeTruthy();
      });
  });

  it('rejects a dividend request, and accepts a daily and an hourly salary', async () => {
    await pact
      .addInteraction()
      .given(...waiting('dividend', 'pact_c_reject'))
      .uponReceiving('rejecting a dividend request')
      .withRequest('POST', RELAY.dividend, (b) => b.headers(auth).jsonBody({ action: 'reject' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ type: 'dividend', current: null, request: null })),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        expect(await run(sdk.contracts.answerContract('dividend'), { action: 'reject' })).toEqual({
          type: 'dividend',
          current: null,
          request: null,
        });
      });
    for (const type of ['daily_salary', 'hourly_salary'] as const) {
      const account = `pact_c_acc_${type}`;
      await pact
        .addInteraction()
        .given(...waiting(type, account))
        .uponReceiving(`accepting a ${type} request`)
        .withRequest('POST', RELAY[type], (b) => b.headers(auth).jsonBody({ action: 'accept' }))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            ok({
              type,
              current: contract(type, 'active', account, `${account}_up`),
              request: null,
            }),
          ),
        )
        .executeTest(async (server) => {
          const sdk = contractsSdkAt(server.url);
          expect(
            (await run(sdk.contracts.answerContract(type), { action: 'accept' })).current?.status,
          ).toBe('active');
        });
    }
  });

  it('a real-time salary accepted without signing is refused', async () => {
    await pact
      .addInteraction()
      .given(...waiting('realtime_salary', 'pact_c_unsigned'))
      .uponReceiving('accepting a real-time salary request without the agreement')
      .withRequest('POST', RELAY.realtime_salary, (b) =>
        b.headers(auth).jsonBody({ action: 'accept' }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody({
          ...errorEnvelope('validation_failed'),
          fieldErrors: { signAgreement: { rule: 'required' } },
        }),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        await expect(
          run(sdk.contracts.answerContract('realtime_salary'), { action: 'accept' }),
        ).rejects.toMatchObject({ code: 'validation_failed' });
      });
  });

  it('terminates its hourly salary, and reads settlements and income', async () => {
    await pact
      .addInteraction()
      .given(...inForce('hourly_salary', 'pact_c_end'))
      .uponReceiving('the holder terminating its hourly salary contract')
      .withRequest('POST', RELAY.hourly_salary, (b) =>
        b.headers(auth).jsonBody({ action: 'terminate' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ type: 'hourly_salary', current: null, request: null })),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        expect(
          (await run(sdk.contracts.answerContract('hourly_salary'), { action: 'terminate' }))
            .current,
        ).toBeNull();
      });
    await pact
      .addInteraction()
      .given(...inForce('hourly_salary', 'pact_c_records'))
      .uponReceiving('hourly salary settlement records')
      .withRequest('GET', '/wps/agent/contracts/settlements', (b) =>
        b.headers(auth).query({ type: 'hourly_salary' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            pageNo: 1,
            pageSize: 20,
            total: integer(2),
            totalPages: integer(1),
            currency: 'BRL',
            list: eachLike({
              id: string(EXAMPLE_UUID),
              contractId: string(EXAMPLE_UUID),
              type: 'hourly_salary',
              periodStart: iso(),
              periodEnd: iso(),
              teamValidBet: money(10_000),
              teamProfitLoss: integer(-10_000),
              activeMembers: integer(1),
              rateBps: integer(100),
              amount: money(100),
              status: string('paid'),
              settledAt: iso(),
            }),
            totals: { amount: 300, teamValidBet: 30_000, teamProfitLoss: -30_000 },
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        const page = await sdk.queryClient.fetchQuery(
          sdk.contracts.settlements({ type: 'hourly_salary' }),
        );
        expect(page.totals.amount).toBe(300);
      });
    await pact
      .addInteraction()
      .given(...inForce('daily_salary', 'pact_c_income'))
      .uponReceiving('the agent revenue report')
      .withRequest('GET', '/wps/agent/contracts/income', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            currency: 'BRL',
            days: eachLike({
              date: string('2026-11-20'),
              dividend: money(0),
              daily_salary: money(300),
              hourly_salary: money(0),
              realtime_salary: money(0),
              total: money(300),
            }),
            totals: {
              dividend: 0,
              daily_salary: 300,
              hourly_salary: 0,
              realtime_salary: 0,
              total: 300,
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        expect((await sdk.queryClient.fetchQuery(sdk.contracts.income())).totals.daily_salary).toBe(
          300,
        );
      });
  });
});

describe('agent contracts: the upline', () => {
  it('offers a new contract to its direct sub-agent', async () => {
    await pact
      .addInteraction()
      .given('agent {account} is logged in with sub-agent {subAgent}', {
        account: 'pact_up_offer',
        subAgent: 'pact_sub_offer',
      })
      .uponReceiving('an offer of a real-time salary contract')
      .withRequest('POST', '/wps/agent/contracts/offer', (b) =>
        b
          .headers(auth)
          .jsonBody({
            account: 'pact_sub_offer',
            type: 'realtime_salary',
            requestKind: 'new',
            terms: {
              rateBps: 100,
              activeMembers: 0,
              periodValidBet: 0,
              periodProfitLoss: 0,
              betAmount: 0,
              period: 'daily',
            },
          }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok(contract('realtime_salary', 'requested', 'pact_sub_offer', 'pact_up_offer'))),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        const offered = await run(sdk.contracts.offerContract(), {
          account: 'pact_sub_offer',
          type: 'realtime_salary',
          requestKind: 'new',
          terms: {
            rateBps: 100,
            activeMembers: 0,
            periodValidBet: 0,
            periodProfitLoss: 0,
            betAmount: 0,
            period: 'daily',
          },
        });
        expect(offered.status).toBe('requested');
      });
  });

  it('a sub-agent of another upline cannot be offered a contract', async () => {
    await pact
      .addInteraction()
      .given('agent {account} is logged in with sub-agent {subAgent}', {
        account: 'pact_up_far',
        subAgent: 'pact_sub_far',
      })
      .uponReceiving('an offer to an account that is not a direct sub-agent')
      .withRequest('POST', '/wps/agent/contracts/offer', (b) =>
        b
          .headers(auth)
          .jsonBody({ account: 'pact_stranger', type: 'dividend', requestKind: 'termination' }),
      )
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('not_direct_downline')))
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        await expect(
          run(sdk.contracts.offerContract(), {
            account: 'pact_stranger',
            type: 'dividend',
            requestKind: 'termination',
          }),
        ).rejects.toMatchObject({ code: 'not_direct_downline' });
      });
  });

  it('lists its offers and terminates a contract it gave', async () => {
    const holding = [
      'agent {account} is logged in with sub-agent {subAgent} holding its {type} contract',
      { account: 'pact_up_end', subAgent: 'pact_sub_end', type: 'daily_salary' },
    ] as const;
    await pact
      .addInteraction()
      .given(...holding)
      .uponReceiving('the list of contracts given to sub-agents')
      .withRequest('GET', '/wps/agent/contracts/offers', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            pageNo: 1,
            pageSize: 20,
            total: integer(1),
            totalPages: integer(1),
            list: eachLike(contract('daily_salary', 'active', 'pact_sub_end', 'pact_up_end', 150)),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        expect(
          (await sdk.queryClient.fetchQuery(sdk.contracts.offers())).list[0]?.holder.account,
        ).toBe('pact_sub_end');
      });
    await pact
      .addInteraction()
      .given(...holding)
      .uponReceiving('the upline terminating a contract it gave')
      .withRequest('POST', '/wps/agent/contracts/terminate', (b) =>
        b.headers(auth).jsonBody({ contractId: stateValue('contractId', EXAMPLE_UUID) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok(contract('daily_salary', 'terminated', 'pact_sub_end', 'pact_up_end', 150))),
      )
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        expect(
          (await run(sdk.contracts.terminateContract(), { contractId: EXAMPLE_UUID })).status,
        ).toBe('terminated');
      });
  });

  it('a player asking for contracts gets error_not_agent', async () => {
    await pact
      .addInteraction()
      .given('member {account} is logged in with balance {balance}', {
        account: 'pact_c_player',
        balance: 0,
      })
      .uponReceiving('a contract offers request from a player')
      .withRequest('GET', '/wps/agent/contracts/offers', (b) => b.headers(auth))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('error_not_agent')))
      .executeTest(async (server) => {
        const sdk = contractsSdkAt(server.url);
        await expect(sdk.queryClient.fetchQuery(sdk.contracts.offers())).rejects.toMatchObject({
          code: 'error_not_agent',
        });
      });
  });
});
