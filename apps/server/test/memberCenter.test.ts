import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { MemberType } from '../src/modules/member/memberTypes';
import { members } from '../src/modules/member/tables';
import { readInbox } from '../src/modules/verification/providers';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { newMember, testServer } from './helpers/server';
import { balanceOf, call, fundedMember, requestId, TX_PASSWORD } from './helpers/walletCenter';

describe.each(databases())('wallets, transfers, profile, help, feedback and chat on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database, { config: { sandbox: { ...defaultConfig.sandbox, agentReplyMs: 10 } } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('moves money between the main and a vendor wallet, once per requestId', async () => {
    const who = await fundedMember(app, database, 10_000);
    const transfer = (body: Record<string, unknown>) => call(app, { method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: who.headers, payload: body });
    const id = requestId('tf');
    const moved = await transfer({ from: 'MAIN', to: 'PG', amount: 4_000, requestId: id });
    expect(moved.body.value.wallets.slice(0, 2)).toEqual([{ code: 'MAIN', balance: 6_000 }, { code: 'PG', balance: 4_000 }]);
    await transfer({ from: 'MAIN', to: 'PG', amount: 4_000, requestId: id });
    expect(await balanceOf(app, who)).toBe(6_000);
    expect(await transfer({ from: 'PG', to: 'MAIN', amount: 4_001, requestId: requestId() })).toMatchObject({ status: 422, body: { code: 'insufficient_balance' } });
    expect(await transfer({ from: 'PG', to: 'JL', amount: 1, requestId: requestId() })).toMatchObject({ status: 400 });
    const mx = await fundedMember(app, database, 10_000, { merchantCode: 'MX', currency: 'MXN' });
    expect((await call(app, { method: 'GET', url: '/wps/relay/GCS_merchantWallet', headers: mx.headers })).body.value).toEqual({ isSingle: true });
    expect(await call(app, { method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: mx.headers, payload: { from: 'MAIN', to: 'PG', amount: 1, requestId: requestId() } })).toMatchObject({ status: 422, body: { code: 'single_wallet' } });
  });

  it('a downline member transfers to the upline agent; a member without upline cannot', async () => {
    const agent = await newMember(database, { type: MemberType.AGENT });
    const downline = await fundedMember(app, database, 5_000, { parentId: agent.id });
    const info = await call(app, { method: 'GET', url: '/wps/member/transferUpline', headers: downline.headers });
    expect(info.body.value).toMatchObject({ upline: { account: agent.account }, balance: 5_000, hasTransactionPassword: true });
    const send = (who: typeof downline, body: Record<string, unknown>) =>
      call(app, { method: 'POST', url: '/wps/member/transferUpline', headers: who.headers, payload: { amount: 2_000, transactionPassword: TX_PASSWORD, requestId: requestId('up'), ...body } });
    const sent = await send(downline, {});
    expect(sent.body.value).toMatchObject({ type: 'agent_transfer', amount: -2_000, name: agent.account, status: 'completed' });
    expect(await balanceOf(app, downline)).toBe(3_000);
    expect(await send(downline, { transactionPassword: '000000' })).toMatchObject({ status: 403, body: { code: 'incorrect_password' } });
    const loner = await fundedMember(app, database, 5_000);
    expect(await send(loner, {})).toMatchObject({ status: 422, body: { code: 'no_upline' } });
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('profile: only enabled labels, checked, identity fields lock once set', async () => {
    const who = await fundedMember(app, database, 0);
    const update = (values: Record<string, string>) => call(app, { method: 'PUT', url: '/wps/member/profile', headers: who.headers, payload: { values } });
    expect(await update({ birthday: `${new Date().getUTCFullYear() - 10}-01-01`, whatsapp: 'abcdefghij' })).toMatchObject({
      status: 422,
      body: { fieldErrors: { birthday: { rule: 'pattern' }, whatsapp: { rule: 'pattern' } } },
    });
    expect(await update({ zalo: '12345678' })).toMatchObject({ status: 400 });
    const saved = await update({ payeeName: 'Carla Dias', nickname: 'Carla', whatsapp: '+5511912345678' });
    const field = (label: string) => saved.body.value.fields.find((f: { label: string }) => f.label === label);
    expect(field('payeeName')).toMatchObject({ value: 'Carla Dias', editable: false });
    expect(field('nickname')).toMatchObject({ value: 'Carla', editable: true });
    expect(await update({ payeeName: 'Someone Else' })).toMatchObject({ status: 409, body: { code: 'profile_field_locked' } });
    expect(await update({ nickname: '' })).toMatchObject({ status: 422, body: { fieldErrors: { nickname: { rule: 'required' } } } });
    const info = await call(app, { method: 'GET', url: '/wps/member/info', headers: who.headers });
    expect(info.body.value.nickname).toBe('Carla');
  });

  it('binds a phone with a code from the sandbox SMS; stored on the member, where SMS login looks it up', async () => {
    const who = await fundedMember(app, database, 0, { txPassword: false });
    const other = await fundedMember(app, database, 0, { txPassword: false });
    const send = (headers: typeof who.headers, target: string) =>
      call(app, { method: 'POST', url: '/wps/member/contact/code', headers, payload: { channel: 'sms', target } });
    const bind = (headers: typeof who.headers, code: string) =>
      call(app, { method: 'PUT', url: '/wps/member/contact', headers, payload: { channel: 'sms', target: '+55 11 91234-5678', code } });
    expect(await send(who.headers, '12345')).toMatchObject({ status: 422, body: { fieldErrors: { target: { rule: 'pattern' } } } });
    expect(await send(who.headers, '+55 11 91234-5678')).toMatchObject({ status: 200, body: { value: { expiredMinutes: 5 } } });
    // §9: one send per destination per second, whoever asks.
    expect(await send(who.headers, '+5511912345678')).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    const code = readInbox('11912345678')[0]!;
    expect(code).toMatchObject({ channel: 'sms', to: '+55 11912345678', purpose: 'bind' });
    const wrong = code.code === '000000' ? '111111' : '000000';
    expect(await bind(who.headers, wrong)).toMatchObject({ status: 422, body: { fieldErrors: { code: { rule: 'pattern' } } } });
    const bound = await bind(who.headers, code.code);
    expect(bound.body.value.mobile).toBe('+55 •••••••5678');
    expect(await bind(who.headers, code.code)).toMatchObject({ status: 422, body: { fieldErrors: { code: { rule: 'pattern' } } } });
    const byMobile = await database.db.select().from(members).where(eq(members.mobileNum, '+55 11912345678'));
    expect(byMobile.map((m) => m.id)).toEqual([who.id]);
    // The number is the member's now: another member cannot have it too.
    expect(await send(other.headers, '11912345678')).toMatchObject({ status: 422, body: { fieldErrors: { target: { rule: 'taken' } } } });
  });

  it('binds an e-mail with a code from the sandbox e-mail, refusing one another member has', async () => {
    const who = await fundedMember(app, database, 0, { txPassword: false });
    const other = await fundedMember(app, database, 0, { txPassword: false });
    const email = `bind-${who.id.slice(0, 8)}@example.com`;
    const send = (headers: typeof who.headers, target: string) =>
      call(app, { method: 'POST', url: '/wps/member/contact/code', headers, payload: { channel: 'email', target } });
    expect(await send(who.headers, 'not-an-email')).toMatchObject({ status: 422, body: { fieldErrors: { target: { rule: 'pattern' } } } });
    expect(await send(who.headers, email.toUpperCase())).toMatchObject({ status: 200 });
    const { code } = readInbox(email)[0]!;
    const bound = await call(app, { method: 'PUT', url: '/wps/member/contact', headers: who.headers, payload: { channel: 'email', target: email, code } });
    expect(bound).toMatchObject({ status: 200, body: { value: { email: `${email.slice(0, 2)}•••@example.com` } } });
    const [row] = await database.db.select().from(members).where(eq(members.id, who.id));
    expect(row!.email).toBe(email);
    expect(await send(other.headers, email)).toMatchObject({ status: 422, body: { fieldErrors: { target: { rule: 'taken' } } } });
  });

  it('external accounts: pending can change or go, confirmed cannot', async () => {
    const who = await fundedMember(app, database, 0);
    const bind = (externalId: string) => call(app, { method: 'PUT', url: '/wps/member/externalAccounts', headers: who.headers, payload: { provider: 'GOOGLE', externalId } });
    await bind('first@example.com');
    expect((await bind('second@example.com')).body.value.accounts).toEqual([expect.objectContaining({ externalId: 'second@example.com', status: 'pending' })]);
    const confirmed = await call(app, { method: 'POST', url: '/wps/member/externalAccounts/GOOGLE/confirm', headers: who.headers });
    expect(confirmed.body.value.accounts[0]).toMatchObject({ status: 'confirmed' });
    expect(await bind('third@example.com')).toMatchObject({ status: 409, body: { code: 'binding_locked' } });
    expect(await call(app, { method: 'DELETE', url: '/wps/member/externalAccounts/GOOGLE', headers: who.headers })).toMatchObject({ status: 409, body: { code: 'binding_locked' } });
    expect(await call(app, { method: 'DELETE', url: '/wps/member/externalAccounts/TELEGRAM', headers: who.headers })).toMatchObject({ status: 404 });
  });

  it('help centre in the asked language, English otherwise; the terms and the privacy policy are included', async () => {
    const pt = (await call(app, { method: 'GET', url: '/wps/system/helpCenter?lang=PT&device=WEB' })).body.value;
    expect(pt).toMatchObject({ lang: 'PT', terms: { id: 'terms', title: 'Termos e condições' }, privacy: { id: 'privacy', title: 'Política de privacidade' } });
    expect((await call(app, { method: 'GET', url: '/wps/system/helpCenter?lang=ja&device=WEB' })).body.value.lang).toBe('EN');
    expect(await call(app, { method: 'GET', url: '/wps/system/helpCenter?lang=en&device=APP' })).toMatchObject({ status: 400 });
  });

  it('feedback: 140 characters at most, with or without a session', async () => {
    const send = (payload: Record<string, unknown>, headers: typeof who.headers = {}) => call(app, { method: 'PUT', url: '/wps/feedback', headers, payload });
    expect(await send({ questionType: 'deposit', content: '   ' })).toMatchObject({ status: 422, body: { fieldErrors: { content: { rule: 'required' } } } });
    expect(await send({ questionType: 'game', content: 'x'.repeat(141) })).toMatchObject({ status: 422, body: { fieldErrors: { content: { rule: 'length', max: 140 } } } });
    expect(await send({ questionType: 'refund', content: 'hi' })).toMatchObject({ status: 400 });
    expect((await send({ questionType: 'withdraw', content: 'x'.repeat(140), contact: '+55 11 9999' })).status).toBe(200);
    const who = await fundedMember(app, database, 0, { txPassword: false });
    expect((await send({ questionType: 'other', content: 'Great site' }, who.headers)).body.value.id).toBeDefined();
  });

  it('chat: launch a queue, send over the socket, the sandbox agent answers', async () => {
    const who = await fundedMember(app, database, 0, { txPassword: false });
    const models = (await call(app, { method: 'GET', url: '/wps/relay/CBS_modelList' })).body.value;
    expect(models.map((m: { modelId: string }) => m.modelId)).toEqual(['payments', 'games', 'general']);
    const chat = (await call(app, { method: 'POST', url: '/wps/relay/CBS_launchChat', headers: { ...who.headers, 'accept-language': 'pt-BR' }, payload: { modelId: 'payments' } })).body.value;
    expect(chat.messages).toEqual([expect.objectContaining({ from: 'agent', text: 'Olá! Como posso ajudar hoje?' })]);

    const socket = await app.injectWS('/socket');
    const heard: { type: string; message?: { from: string; text: string } }[] = [];
    socket.on('message', (data: Buffer) => heard.push(JSON.parse(String(data))));
    socket.send(JSON.stringify({ type: 'auth', token: who.token }));
    await expect.poll(() => heard.some((m) => m.type === 'ready')).toBe(true);
    socket.send(JSON.stringify({ type: 'chat.send', chatId: chat.chatId, text: 'Meu depósito não chegou' }));
    await expect.poll(() => heard.filter((m) => m.type === 'chat.message').map((m) => m.message!.from)).toEqual(['member', 'agent']);
    expect(heard.at(-1)!.message!.text).toContain('depósitos');
    socket.send(JSON.stringify({ type: 'chat.send', chatId: '00000000-0000-0000-0000-000000000000', text: 'hi' }));
    await expect.poll(() => heard.at(-1)).toEqual({ type: 'error', code: 'not_found' });
    socket.terminate();

    const again = (await call(app, { method: 'POST', url: '/wps/relay/CBS_launchChat', headers: who.headers, payload: { modelId: 'payments' } })).body.value;
    expect(again.chatId).toBe(chat.chatId);
    expect(again.messages).toHaveLength(3);
  });

  it('the socket refuses a bad token', async () => {
    const socket = await app.injectWS('/socket');
    const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
    socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await closed).toBe(4401);
  });
});
