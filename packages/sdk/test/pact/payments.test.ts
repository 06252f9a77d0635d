// Deposits and withdrawals: methods, orders, accounts, the withdrawal and its confirmation (spec §4).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearerFromState, createPact, errorEnvelope, exampleToken } from './pact';
import { EXAMPLE_ORDER, EXAMPLE_UUID, iso, money, ok, run, statePath, stateValue, TX, walletCenterSdkAt } from './walletCenterSdk';

const { eachLike, integer, like, regex, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const funded = ['member {account} is logged in with balance {balance}', { account: 'pact_payer', balance: 50_000 }] as const;
const bound = ['member {account} with transaction password {password} and a bound account is logged in with balance {balance}', { account: 'pact_withdrawer', password: TX, balance: 50_000 }] as const;
const history = ['member {account} has played, deposited, withdrawn and received messages', { account: 'pact_history' }] as const;
const account = { id: string(EXAMPLE_UUID), methodCode: 'PIX', methodName: 'Pix', holderName: 'Pact Player', accountNumber: string('*******8901'), boundAt: iso() };

describe('deposits', () => {
  it('lists the methods with limits', async () => {
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a deposit methods request')
      .withRequest('GET', '/wps/deposit/methods', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ currency: string('BRL'), methods: eachLike({ code: string('PIX'), name: string('Pix'), kind: string('instant'), minAmount: money(1_000), maxAmount: money(5_000_000), presets: eachLike(money(2_000)) }) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.wallet.depositMethods())).methods[0]).toMatchObject({ code: 'PIX', minAmount: 1_000 });
      });
  });

  it('creates an order with its payment page, and refuses an amount under the limit', async () => {
    const body = { methodCode: 'PIX', amount: 5_000, requestId: 'pact-deposit-0001' };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a deposit order')
      .withRequest('POST', '/wps/deposit/orders', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(ok({ orderNo: regex(/^D[0-9A-Z]+$/, 'D20261121ABCDEFGHJK'), methodCode: 'PIX', methodName: 'Pix', amount: 5_000, currency: 'BRL', status: 'pending', createdAt: iso(), expiresAt: iso(), paymentUrl: regex(/^\/sandbox\/pay\/.+\?t=.+$/, '/sandbox/pay/D20261121ABCDEFGHJK?t=secret') })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        const order = await run(sdk.wallet.createDepositOrder(), body);
        expect(order).toMatchObject({ status: 'pending', amount: 5_000 });
        expect(order.paymentUrl).toContain('/sandbox/pay/');
      });
    const small = { ...body, amount: 10, requestId: 'pact-deposit-0002' };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a deposit order under the minimum')
      .withRequest('POST', '/wps/deposit/orders', (b) => b.headers(auth).jsonBody(small))
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope('amount_out_of_range')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.wallet.createDepositOrder(), small)).rejects.toMatchObject({ code: 'amount_out_of_range' });
      });
  });

  it('reads an order and the order list; an unknown order is not found', async () => {
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a deposit order status request')
      .withRequest('GET', statePath('/wps/deposit/orders/${depositOrderNo}', '/wps/deposit/orders/D20261121ABCDEFGHJK'), (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ orderNo: string('D20261121ABCDEFGHJK'), methodCode: 'PIX', methodName: 'Pix', amount: money(20_000), currency: 'BRL', status: string('paid'), createdAt: iso(), settledAt: iso(), expiresAt: iso(), paymentUrl: '' })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await sdk.queryClient.fetchQuery(sdk.wallet.depositOrder('D20261121ABCDEFGHJK'))).toMatchObject({ methodCode: 'PIX' });
      });
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a deposit order list request')
      .withRequest('GET', '/wps/deposit/orders', (b) => b.headers(auth).query({ pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) => b.jsonBody(ok({ list: eachLike({ orderNo: string('D20261121ABCDEFGHJK'), methodCode: 'PIX', methodName: 'Pix', amount: money(20_000), currency: 'BRL', status: string('paid'), createdAt: iso(), expiresAt: iso(), paymentUrl: '' }), pageNo: 1, pageSize: 10, total: integer(4), totalPages: integer(1) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.wallet.depositOrders({ pageNo: 1, pageSize: 10 }))).list.length).toBeGreaterThan(0);
      });
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a request for a deposit order that is not the member’s')
      .withRequest('GET', '/wps/deposit/orders/D20990101ZZZZZZZZZZ', (b) => b.headers(auth))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope('not_found')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(sdk.queryClient.fetchQuery(sdk.wallet.depositOrder('D20990101ZZZZZZZZZZ'))).rejects.toMatchObject({ code: 'not_found' });
      });
  });
});

describe('withdrawals', () => {
  it('the withdraw page info', async () => {
    await pact
      .addInteraction()
      .given(...bound)
      .uponReceiving('a withdrawal info request')
      .withRequest('GET', '/wps/withdraw/info', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ balance: money(50_000), currency: 'BRL', accounts: eachLike(account), methods: eachLike({ code: 'PIX', name: 'Pix', accountPattern: string('^.+$'), accountHint: string('CPF') }), limits: { minAmount: money(2_000), maxAmount: money(5_000_000), dailyCount: integer(5), dailyAmount: money(10_000_000) }, usedToday: { count: integer(0), amount: money(0) }, hasTransactionPassword: true, maxAccounts: integer(3), confirmationMinutes: integer(60) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await sdk.queryClient.fetchQuery(sdk.wallet.withdrawalInfo())).toMatchObject({ hasTransactionPassword: true, limits: { minAmount: 2_000 } });
      });
  });

  it('binds an account, and names a malformed account number', async () => {
    const body = { methodCode: 'PIX', holderName: 'Pact Player', accountNumber: 'pact@example.com', transactionPassword: TX };
    await pact
      .addInteraction()
      .given(...bound)
      .uponReceiving('a withdrawal account binding')
      .withRequest('PUT', '/wps/withdraw/accounts', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(ok({ ...account, accountNumber: string('************.com') })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await run(sdk.wallet.bindWithdrawalAccount(), body)).toMatchObject({ methodCode: 'PIX', holderName: 'Pact Player' });
      });
    const bad = { ...body, accountNumber: '12' };
    await pact
      .addInteraction()
      .given(...bound)
      .uponReceiving('a withdrawal account binding with a malformed number')
      .withRequest('PUT', '/wps/withdraw/accounts', (b) => b.headers(auth).jsonBody(bad))
      .willRespondWith(422, (b) => b.jsonBody({ ...errorEnvelope('validation_failed'), fieldErrors: { accountNumber: { rule: 'pattern' } } }))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.wallet.bindWithdrawalAccount(), bad)).rejects.toMatchObject({ code: 'validation_failed', fieldErrors: { accountNumber: { rule: 'pattern' } } });
      });
  });

  it('asks for a withdrawal (held for review), and refuses one above the balance', async () => {
    const body = { accountId: stateValue('accountId', EXAMPLE_UUID), amount: 10_000, transactionPassword: TX, requestId: 'pact-withdraw-0001' };
    const sent = { ...body, accountId: EXAMPLE_UUID };
    await pact
      .addInteraction()
      .given(...bound)
      .uponReceiving('a withdrawal request')
      .withRequest('POST', '/wps/withdraw/orders', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(ok({ orderNo: regex(/^W[0-9A-Z]+$/, EXAMPLE_ORDER), amount: 10_000, currency: 'BRL', status: 'reviewing', account, createdAt: iso() })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await run(sdk.wallet.createWithdrawal(), sent)).toMatchObject({ status: 'reviewing', amount: 10_000 });
      });
    const tooMuch = { ...body, amount: 60_000, requestId: 'pact-withdraw-0002' };
    await pact
      .addInteraction()
      .given(...bound)
      .uponReceiving('a withdrawal request above the balance')
      .withRequest('POST', '/wps/withdraw/orders', (b) => b.headers(auth).jsonBody(tooMuch))
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope('insufficient_balance')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.wallet.createWithdrawal(), { ...tooMuch, accountId: EXAMPLE_UUID })).rejects.toMatchObject({ code: 'insufficient_balance' });
      });
  });

  it('lists withdrawals and confirms a disbursed one as partly received; refuses a bad proof image', async () => {
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a withdrawal list request')
      .withRequest('GET', '/wps/withdraw/orders', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ list: eachLike({ orderNo: string(EXAMPLE_ORDER), amount: money(10_000), currency: 'BRL', status: string('received'), account: like(account), createdAt: iso() }), pageNo: 1, pageSize: 20, total: integer(3), totalPages: integer(1), awaitingConfirmation: 1 })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.wallet.withdrawals())).awaitingConfirmation).toBe(1);
      });
    const path = statePath('/wps/withdraw/orders/${orderNo}/confirmation', `/wps/withdraw/orders/${EXAMPLE_ORDER}/confirmation`);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
    const partly = { result: 'partly_received' as const, receivedAmount: 1_000, proofImages: [{ contentType: 'image/png' as const, data: png }] };
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a confirmation that a payout arrived in part')
      .withRequest('POST', path, (b) => b.headers(auth).jsonBody(partly))
      .willRespondWith(200, (b) => b.jsonBody(ok({ orderNo: string(EXAMPLE_ORDER), amount: money(20_000), currency: 'BRL', status: 'partly_received', account: like(account), createdAt: iso(), reviewedAt: iso(), confirmation: { result: 'partly_received', forced: false, refunded: false, receivedAmount: 1_000, remainingAmount: money(19_000), proofImageCount: 1, confirmedAt: iso() } })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        const done = await run(sdk.wallet.confirmWithdrawal(), { orderNo: EXAMPLE_ORDER, ...partly });
        expect(done.confirmation).toMatchObject({ result: 'partly_received', forced: false, refunded: false, receivedAmount: 1_000 });
      });
    const notImage = { result: 'not_received' as const, proofImages: [{ contentType: 'image/png' as const, data: Buffer.from('not a picture').toString('base64') }] };
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a not-received confirmation whose proof is not an image')
      .withRequest('POST', path, (b) => b.headers(auth).jsonBody(notImage))
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope('invalid_image')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.wallet.confirmWithdrawal(), { orderNo: EXAMPLE_ORDER, ...notImage })).rejects.toMatchObject({ code: 'invalid_image' });
      });
    await pact
      .addInteraction()
      .given(...history)
      .uponReceiving('a request for one withdrawal')
      .withRequest('GET', statePath('/wps/withdraw/orders/${orderNo}', `/wps/withdraw/orders/${EXAMPLE_ORDER}`), (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ orderNo: string(EXAMPLE_ORDER), amount: money(20_000), currency: 'BRL', status: 'disbursed', account: like(account), createdAt: iso(), reviewedAt: iso(), confirmBy: iso() })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await sdk.queryClient.fetchQuery(sdk.wallet.withdrawal(EXAMPLE_ORDER))).toMatchObject({ status: 'disbursed' });
      });
  });
});
