// Wallet: balances, consolidated funds, vendor wallets and transfers, transfer to upline.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearerFromState, createPact, errorEnvelope, exampleToken } from './pact';
import { money, ok, run, TX, walletCenterSdkAt } from './walletCenterSdk';

const { boolean, eachLike, like, string } = MatchersV3;
const pact = createPact();
const funded = (account: string, balance = 50_000) =>
  ['member {account} is logged in with balance {balance}', { account, balance }] as const;
const auth = { Authorization: bearerFromState() };

describe('wallet operations', () => {
  it('consolidated funds: main, vendor wallets, held and the contract flags', async () => {
    await pact
      .addInteraction()
      .given(...funded('pact_funds'))
      .uponReceiving('a consolidated funds request')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ balance: money(50_000), gameWallets: money(0), held: money(0), total: money(50_000), currency: string('BRL'), dailysalreqtype: boolean(false), divtypereq: boolean(false), contracthoursalreq: boolean(false), realtimesalreqtype: boolean(false) })),
      )
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await sdk.queryClient.fetchQuery(sdk.wallet.consolidatedFunds())).toMatchObject({ balance: 50_000, total: 50_000 });
      });
  });

  it('consolidated contract info: the kinds of contract request awaiting an agent are true', async () => {
    await pact
      .addInteraction()
      .given('agent {account} is logged in with dividend and daily salary contract requests awaiting it', { account: 'pact_contracts' })
      .uponReceiving('a consolidated funds request of an agent with contract requests')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ balance: money(0), gameWallets: money(0), held: money(0), total: money(0), currency: string('BRL'), dailysalreqtype: true, divtypereq: true, contracthoursalreq: false, realtimesalreqtype: false })),
      )
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await sdk.queryClient.fetchQuery(sdk.wallet.consolidatedFunds())).toMatchObject({ dailysalreqtype: true, divtypereq: true, contracthoursalreq: false, realtimesalreqtype: false });
      });
  });

  it('merchant wallet mode and the wallet list', async () => {
    await pact
      .addInteraction()
      .given(...funded('pact_mode'))
      .uponReceiving('a merchant wallet request')
      .withRequest('GET', '/wps/relay/GCS_merchantWallet', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ isSingle: boolean(false) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await sdk.queryClient.fetchQuery(sdk.wallet.merchantWallet())).toEqual({ isSingle: false });
      });
    await pact
      .addInteraction()
      .given(...funded('pact_wallets'))
      .uponReceiving('a wallet list request')
      .withRequest('GET', '/wps/v2/wallets', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ isSingle: boolean(false), currency: string('BRL'), wallets: eachLike({ code: string('MAIN'), balance: money(50_000) }) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        const list = await sdk.queryClient.fetchQuery(sdk.wallet.wallets());
        expect(list.wallets[0]).toEqual({ code: 'MAIN', balance: 50_000 });
      });
  });

  it('transfers to a vendor wallet, and refuses more than the balance', async () => {
    const body = { from: 'MAIN', to: 'PG', amount: 20_000, requestId: 'pact-transfer-0001' };
    await pact
      .addInteraction()
      .given(...funded('pact_transfer'))
      .uponReceiving('a transfer from the main wallet to PG')
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(ok({ isSingle: false, currency: 'BRL', wallets: like([{ code: 'MAIN', balance: 30_000 }, { code: 'PG', balance: 20_000 }]) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        const after = await run(sdk.wallet.walletTransfer(), body as never);
        expect(after.wallets.slice(0, 2)).toEqual([{ code: 'MAIN', balance: 30_000 }, { code: 'PG', balance: 20_000 }]);
      });
    const tooMuch = { ...body, amount: 60_000, requestId: 'pact-transfer-0002' };
    await pact
      .addInteraction()
      .given(...funded('pact_transfer_poor'))
      .uponReceiving('a transfer larger than the balance')
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) => b.headers(auth).jsonBody(tooMuch))
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope('insufficient_balance')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.wallet.walletTransfer(), tooMuch as never)).rejects.toMatchObject({ code: 'insufficient_balance', status: 422 });
      });
  });

  it('transfer to upline: info, a transfer, and a wrong transaction password', async () => {
    const state = ['member {account} with upline {upline} and transaction password {password} is logged in with balance {balance}', { account: 'pact_down', upline: 'pact_up', password: TX, balance: 10_000 }] as const;
    await pact
      .addInteraction()
      .given(...state)
      .uponReceiving('an upline transfer info request')
      .withRequest('GET', '/wps/member/transferUpline', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ upline: { account: 'pact_up', nickname: string('pact_up') }, balance: money(10_000), currency: string('BRL'), minAmount: money(100), maxAmount: money(1_000_000), hasTransactionPassword: boolean(true) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.wallet.uplineTransferInfo())).upline).toMatchObject({ account: 'pact_up' });
      });
    const body = { amount: 2_000, transactionPassword: TX, requestId: 'pact-upline-0001' };
    await pact
      .addInteraction()
      .given(...state)
      .uponReceiving('a transfer to the upline')
      .withRequest('POST', '/wps/member/transferUpline', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(ok({ referenceNo: string('J42'), time: string('2026-11-21T09:00:00.000Z'), type: 'agent_transfer', name: 'pact_up', amount: -2_000, status: 'completed' })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await run(sdk.wallet.transferToUpline(), body)).toMatchObject({ amount: -2_000, type: 'agent_transfer' });
      });
    const wrong = { ...body, transactionPassword: '000000', requestId: 'pact-upline-0002' };
    await pact
      .addInteraction()
      .given(...state)
      .uponReceiving('a transfer to the upline with a wrong transaction password')
      .withRequest('POST', '/wps/member/transferUpline', (b) => b.headers(auth).jsonBody(wrong))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('incorrect_password')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.wallet.transferToUpline(), wrong)).rejects.toMatchObject({ code: 'incorrect_password' });
      });
  });

  it('a trial account is refused', async () => {
    await pact
      .addInteraction()
      .given('trial member {account} is logged in', { account: 'pact_trial' })
      .uponReceiving('a wallet list request from a trial account')
      .withRequest('GET', '/wps/v2/wallets', (b) => b.headers(auth))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('real_account_required')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(sdk.queryClient.fetchQuery(sdk.wallet.wallets())).rejects.toMatchObject({ code: 'real_account_required', status: 403 });
      });
  });
});
