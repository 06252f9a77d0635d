import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { testServer } from './helpers/server';
import { adminConfig, admin, balanceOf, call, fundedMember, requestId, TX_PASSWORD, type TestMember } from './helpers/walletCenter';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
const NOT_AN_IMAGE = Buffer.from('GIF89a not really').toString('base64');

describe.each(databases())('withdrawals and their confirmation on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: { ...adminConfig } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const bind = (who: TestMember, body: Record<string, unknown> = {}) =>
    call(app, {
      method: 'PUT',
      url: '/wps/withdraw/accounts',
      headers: who.headers,
      payload: { methodCode: 'PIX', holderName: 'Maria Souza', accountNumber: '12345678901', transactionPassword: TX_PASSWORD, ...body },
    });
  const withdraw = (who: TestMember, accountId: string, body: Record<string, unknown> = {}) =>
    call(app, {
      method: 'POST',
      url: '/wps/withdraw/orders',
      headers: who.headers,
      payload: { accountId, amount: 10_000, transactionPassword: TX_PASSWORD, requestId: requestId('wd'), ...body },
    });
  const confirm = (who: TestMember, orderNo: string, body: Record<string, unknown>) =>
    call(app, { method: 'POST', url: `/wps/withdraw/orders/${orderNo}/confirmation`, headers: who.headers, payload: body });
  const approve = (orderNo: string) => call(app, { method: 'POST', url: `/admin/withdrawals/${orderNo}/approve`, headers: admin });
  const ready = async (balance: number) => {
    const who = await fundedMember(app, database, balance);
    const account = (await bind(who)).body.value;
    return { who, accountId: account.id as string };
  };

  it('the transaction password is set with the login password, then changed with the old one', async () => {
    const who = await fundedMember(app, database, 0, { txPassword: false });
    const set = (payload: Record<string, unknown>) => call(app, { method: 'POST', url: '/wps/member/transactionPassword', headers: who.headers, payload });
    expect(await set({ newPassword: '12345', confirmPassword: '12345', loginPassword: 'Secret123!' })).toMatchObject({ status: 422, body: { fieldErrors: { newPassword: { rule: 'pattern' } } } });
    expect(await set({ newPassword: '123456', confirmPassword: '654321', loginPassword: 'Secret123!' })).toMatchObject({ status: 422, body: { fieldErrors: { confirmPassword: { rule: 'mismatch' } } } });
    expect(await set({ newPassword: '123456', confirmPassword: '123456', loginPassword: 'wrong' })).toMatchObject({ status: 403, body: { code: 'incorrect_password' } });
    expect(await set({ newPassword: '123456', confirmPassword: '123456', loginPassword: 'Secret123!' })).toMatchObject({ status: 200 });
    expect(await set({ newPassword: '654321', confirmPassword: '654321', oldPassword: '000000' })).toMatchObject({ status: 403, body: { code: 'incorrect_password' } });
    expect(await set({ newPassword: '654321', confirmPassword: '654321', oldPassword: '123456' })).toMatchObject({ status: 200 });
    const info = await call(app, { method: 'GET', url: '/wps/withdraw/info', headers: who.headers });
    expect(info.body.value).toMatchObject({ hasTransactionPassword: true, maxAccounts: 3, confirmationMinutes: 60, limits: { minAmount: 2_000 } });
  });

  it('binding checks the account format and the transaction password, and masks the number', async () => {
    const who = await fundedMember(app, database, 0);
    expect(await bind(who, { accountNumber: '123' })).toMatchObject({ status: 422, body: { fieldErrors: { accountNumber: { rule: 'pattern' } } } });
    expect(await bind(who, { transactionPassword: '000000' })).toMatchObject({ status: 403, body: { code: 'incorrect_password' } });
    const bound = await bind(who);
    expect(bound.body.value).toMatchObject({ methodName: 'Pix', holderName: 'Maria Souza', accountNumber: '*******8901' });
    await bind(who, { accountNumber: 'a@b.com' });
    await bind(who, { accountNumber: '+5511999998888' });
    expect(await bind(who, { accountNumber: '98765432100' })).toMatchObject({ status: 409, body: { code: 'withdrawal_account_limit' } });
  });

  it('a request holds the amount; approval disburses it; the member confirms receipt', async () => {
    const { who, accountId } = await ready(50_000);
    const asked = await withdraw(who, accountId, { amount: 20_000 });
    expect(asked.body.value).toMatchObject({ status: 'reviewing', amount: 20_000 });
    expect(await balanceOf(app, who)).toBe(30_000);
    const funds = await call(app, { method: 'GET', url: '/wps/member/info/funds/consolidated', headers: who.headers });
    expect(funds.body.value).toMatchObject({ balance: 30_000, held: 20_000, total: 50_000 });

    const approved = await approve(asked.body.value.orderNo);
    expect(approved.body.value).toMatchObject({ status: 'disbursed' });
    expect(approved.body.value.confirmBy).toBeDefined();
    expect(await approve(asked.body.value.orderNo)).toMatchObject({ status: 409, body: { code: 'order_state_conflict' } });

    const done = await confirm(who, asked.body.value.orderNo, { result: 'received' });
    expect(done.body.value).toMatchObject({ status: 'received', confirmation: { result: 'received', forced: false, refunded: false, receivedAmount: 20_000, remainingAmount: 0 } });
    expect(await confirm(who, asked.body.value.orderNo, { result: 'received' })).toMatchObject({ status: 409 });
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('partly received records both amounts; not received needs png/jpg proof of at most 3 images', async () => {
    const { who, accountId } = await ready(50_000);
    const first = (await withdraw(who, accountId)).body.value.orderNo;
    const second = (await withdraw(who, accountId)).body.value.orderNo;
    await approve(first);
    await approve(second);
    expect(await confirm(who, first, { result: 'partly_received', receivedAmount: 10_000 })).toMatchObject({ status: 422, body: { code: 'amount_out_of_range' } });
    const partly = await confirm(who, first, { result: 'partly_received', receivedAmount: 6_000, proofImages: [{ contentType: 'image/png', data: PNG }] });
    expect(partly.body.value.confirmation).toMatchObject({ result: 'partly_received', receivedAmount: 6_000, remainingAmount: 4_000, proofImageCount: 1 });

    expect(await confirm(who, second, { result: 'not_received' })).toMatchObject({ status: 422, body: { code: 'invalid_image' } });
    expect(await confirm(who, second, { result: 'not_received', proofImages: [{ contentType: 'image/png', data: NOT_AN_IMAGE }] })).toMatchObject({ status: 422, body: { code: 'invalid_image' } });
    const four = Array.from({ length: 4 }, () => ({ contentType: 'image/png', data: PNG }));
    expect(await confirm(who, second, { result: 'not_received', proofImages: four })).toMatchObject({ status: 400 });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    expect(await confirm(who, second, { result: 'not_received', proofImages: [{ contentType: 'image/jpeg', data: big.toString('base64') }] })).toMatchObject({ status: 422, body: { code: 'invalid_image' } });
    const not = await confirm(who, second, { result: 'not_received', proofImages: [{ contentType: 'image/png', data: PNG }, { contentType: 'image/png', data: PNG }] });
    expect(not.body.value).toMatchObject({ status: 'not_received', confirmation: { receivedAmount: 0, remainingAmount: 10_000, proofImageCount: 2 } });
  });

  it('no answer within the configured minutes is a forced receipt: counted as received and not refunded', async () => {
    const { who, accountId } = await ready(30_000);
    const orderNo = (await withdraw(who, accountId)).body.value.orderNo;
    await approve(orderNo);
    const early = await call(app, { method: 'POST', url: '/admin/sandbox/tick', headers: admin, payload: { at: new Date(Date.now() + 59 * 60_000).toISOString() } });
    expect(early.body.value.forcedReceipts).not.toContain(orderNo);
    const late = await call(app, { method: 'POST', url: '/admin/sandbox/tick', headers: admin, payload: { at: new Date(Date.now() + 61 * 60_000).toISOString() } });
    expect(late.body.value.forcedReceipts).toContain(orderNo);
    const order = await call(app, { method: 'GET', url: `/wps/withdraw/orders/${orderNo}`, headers: who.headers });
    expect(order.body.value).toMatchObject({ status: 'auto_received', confirmation: { forced: true, refunded: false, receivedAmount: 10_000 } });
    expect(await balanceOf(app, who)).toBe(20_000);
    expect(await confirm(who, orderNo, { result: 'not_received', proofImages: [{ contentType: 'image/png', data: PNG }] })).toMatchObject({ status: 409 });
  });

  it('rejection returns the held amount; the sandbox reviewer rejects a holder name that is not the real name', async () => {
    const { who, accountId } = await ready(30_000);
    const orderNo = (await withdraw(who, accountId)).body.value.orderNo;
    const rejected = await call(app, { method: 'POST', url: `/admin/withdrawals/${orderNo}/reject`, headers: admin, payload: { reason: 'Test rejection' } });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', rejectReason: 'Test rejection' });
    expect(await balanceOf(app, who)).toBe(30_000);

    await call(app, { method: 'PUT', url: '/wps/member/profile', headers: who.headers, payload: { values: { payeeName: 'Joana Lima' } } });
    const mismatch = (await withdraw(who, accountId)).body.value.orderNo;
    const tick = await call(app, { method: 'POST', url: '/admin/sandbox/tick', headers: admin, payload: { at: new Date(Date.now() + 10 * 60_000).toISOString() } });
    expect(tick.body.value.approvedWithdrawals).not.toContain(mismatch);
    const order = await call(app, { method: 'GET', url: `/wps/withdraw/orders/${mismatch}`, headers: who.headers });
    expect(order.body.value).toMatchObject({ status: 'rejected' });
    expect(await balanceOf(app, who)).toBe(30_000);
  });

  it('limits, balance, password and replays are enforced before any money moves', async () => {
    const { who, accountId } = await ready(12_000);
    expect(await withdraw(who, accountId, { amount: 1_999 })).toMatchObject({ status: 422, body: { code: 'amount_out_of_range' } });
    expect(await withdraw(who, accountId, { amount: 12_001 })).toMatchObject({ status: 422, body: { code: 'insufficient_balance' } });
    expect(await withdraw(who, accountId, { transactionPassword: '999999' })).toMatchObject({ status: 403, body: { code: 'incorrect_password' } });
    const id = requestId('same');
    const first = await withdraw(who, accountId, { requestId: id });
    const again = await withdraw(who, accountId, { requestId: id });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    expect(await balanceOf(app, who)).toBe(2_000);
    const list = await call(app, { method: 'GET', url: '/wps/withdraw/orders', headers: who.headers });
    expect(list.body.value).toMatchObject({ total: 1, awaitingConfirmation: 0 });
    const info = await call(app, { method: 'GET', url: '/wps/withdraw/info', headers: who.headers });
    expect(info.body.value.usedToday).toEqual({ count: 1, amount: 10_000 });
  });
});
