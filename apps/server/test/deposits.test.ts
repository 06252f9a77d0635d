import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { testServer } from './helpers/server';
import { adminConfig, admin, balanceOf, call, fundedMember, requestId } from './helpers/walletCenter';

const pageToken = (paymentUrl: string) => new URL(paymentUrl, 'http://x').searchParams.get('t')!;

describe.each(databases())('deposits through the sandbox provider on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: { ...adminConfig, sandbox: { ...defaultConfig.sandbox, paymentWindowMs: 60_000 } } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const deposit = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call(app, { method: 'POST', url: '/wps/deposit/orders', headers, payload: { methodCode: 'PIX', requestId: requestId('dep'), ...body } });

  it('each merchant offers its usual methods with limits', async () => {
    const br = await fundedMember(app, database, 0);
    const mx = await fundedMember(app, database, 0, { merchantCode: 'MX', currency: 'MXN' });
    const brMethods = await call(app, { method: 'GET', url: '/wps/deposit/methods', headers: br.headers });
    expect(brMethods.body.value.methods.map((m: { code: string }) => m.code)).toEqual(['PIX']);
    const mxMethods = await call(app, { method: 'GET', url: '/wps/deposit/methods', headers: mx.headers });
    expect(mxMethods.body.value).toMatchObject({ currency: 'MXN', methods: [{ code: 'SPEI' }, { code: 'OXXO', kind: 'voucher' }] });
  });

  it('confirming on the payment page credits the wallet once, through the ledger, and the socket hears it', async () => {
    const member = await fundedMember(app, database, 0);
    const created = await deposit(member.headers, { amount: 5_000 });
    expect(created.body.value).toMatchObject({ status: 'pending', amount: 5_000, currency: 'BRL', methodName: 'Pix' });
    const { orderNo, paymentUrl } = created.body.value;

    const socket = await app.injectWS('/socket');
    const heard: { type: string }[] = [];
    socket.on('message', (data: Buffer) => heard.push(JSON.parse(String(data))));
    socket.send(JSON.stringify({ type: 'auth', token: member.token }));
    await expect.poll(() => heard.map((m) => m.type)).toContain('ready');

    const page = await app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm payment');
    const form = { t: pageToken(paymentUrl), outcome: 'paid' };
    const paid = await app.inject({ method: 'POST', url: `/sandbox/pay/${orderNo}`, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.body).toContain('Payment confirmed');
    await app.inject({ method: 'POST', url: `/sandbox/pay/${orderNo}`, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    expect(await balanceOf(app, member)).toBe(5_000);
    const order = await call(app, { method: 'GET', url: `/wps/deposit/orders/${orderNo}`, headers: member.headers });
    expect(order.body.value.status).toBe('paid');
    await expect.poll(() => heard.map((m) => m.type)).toEqual(expect.arrayContaining(['deposit.paid', 'balance']));
    expect(heard.find((m) => m.type === 'balance')).toMatchObject({ balance: 5_000, currency: 'BRL' });
    socket.terminate();
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('a declined payment fails the order and moves nothing', async () => {
    const member = await fundedMember(app, database, 0);
    const { orderNo, paymentUrl } = (await deposit(member.headers, { amount: 2_000 })).body.value;
    await app.inject({ method: 'POST', url: `/sandbox/pay/${orderNo}`, payload: `t=${pageToken(paymentUrl)}&outcome=failed`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const order = await call(app, { method: 'GET', url: `/wps/deposit/orders/${orderNo}`, headers: member.headers });
    expect(order.body.value).toMatchObject({ status: 'failed', failureReason: 'declined' });
    expect(await balanceOf(app, member)).toBe(0);
    // Paying after the decline is refused: an order settles once.
    const late = await call(app, { method: 'POST', url: `/admin/deposits/${orderNo}/settle`, headers: admin, payload: { outcome: 'paid' } });
    expect(late).toMatchObject({ status: 409, body: { code: 'order_state_conflict' } });
  });

  it('the payment page needs the secret of its link', async () => {
    const member = await fundedMember(app, database, 0);
    const { orderNo } = (await deposit(member.headers, { amount: 2_000 })).body.value;
    const page = await app.inject({ method: 'GET', url: `/sandbox/pay/${orderNo}?t=wrong` });
    expect(page.statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: `/sandbox/pay/${orderNo}`, payload: 't=wrong&outcome=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.statusCode).toBe(404);
    expect(await balanceOf(app, member)).toBe(0);
  });

  it('refuses amounts outside the limits and unknown methods; a replayed requestId answers the same order', async () => {
    const member = await fundedMember(app, database, 0);
    expect(await deposit(member.headers, { amount: 999 })).toMatchObject({ status: 422, body: { code: 'amount_out_of_range' } });
    expect(await deposit(member.headers, { amount: 5_000, methodCode: 'OXXO' })).toMatchObject({ status: 422, body: { code: 'unknown_payment_method' } });
    const id = requestId('replay');
    const first = await deposit(member.headers, { amount: 3_000, requestId: id });
    const again = await deposit(member.headers, { amount: 3_000, requestId: id });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    expect(await deposit(member.headers, { amount: 4_000, requestId: id })).toMatchObject({ status: 409, body: { code: 'idempotency_conflict' } });
    const list = await call(app, { method: 'GET', url: '/wps/deposit/orders?status=pending', headers: member.headers });
    expect(list.body.value).toMatchObject({ total: 1, pageNo: 1 });
  });

  it('an unpaid order expires on the sandbox timer', async () => {
    const member = await fundedMember(app, database, 0);
    const { orderNo } = (await deposit(member.headers, { amount: 2_000 })).body.value;
    const later = new Date(Date.now() + 2 * 60_000).toISOString();
    const tick = await call(app, { method: 'POST', url: '/admin/sandbox/tick', headers: admin, payload: { at: later } });
    expect(tick.body.value.expiredDeposits).toContain(orderNo);
    const order = await call(app, { method: 'GET', url: `/wps/deposit/orders/${orderNo}`, headers: member.headers });
    expect(order.body.value).toMatchObject({ status: 'failed', failureReason: 'expired' });
  });

  it('trial accounts and strangers are kept out', async () => {
    const trial = await fundedMember(app, database, 0, { type: 4, txPassword: false });
    expect(await deposit(trial.headers, { amount: 5_000 })).toMatchObject({ status: 403, body: { code: 'real_account_required' } });
    expect(await call(app, { method: 'GET', url: '/wps/deposit/methods' })).toMatchObject({ status: 401, body: { code: 'not_logged_in' } });
    expect(await call(app, { method: 'POST', url: '/admin/sandbox/tick', payload: {} })).toMatchObject({ status: 401, body: { code: 'admin_unauthorized' } });
    expect(await call(app, { method: 'POST', url: '/admin/sandbox/tick', headers: { 'x-admin-token': 'nope' }, payload: {} })).toMatchObject({ status: 401 });
  });
});
