// securityCenter: profile labels, transaction password, external account binding; help, feedback, chat.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearerFromState, createPact, errorEnvelope, exampleToken } from './pact';
import { EXAMPLE_UUID, iso, ok, run, walletCenterSdkAt } from './walletCenterSdk';

const { boolean, eachLike, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const funded = ['member {account} is logged in with balance {balance}', { account: 'pact_profile', balance: 0 }] as const;
// maxLength is left out: the referrer field has none.
const field = { label: string('nickname'), value: string('pact_profile'), required: boolean(true), editable: boolean(true) };

describe('security center', () => {
  it('reads and updates the profile; names an invalid field', async () => {
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a profile request')
      .withRequest('GET', '/wps/member/profile', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ account: 'pact_profile', fields: eachLike(field), hasTransactionPassword: false })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.memberCenter.profile())).account).toBe('pact_profile');
      });
    const update = { values: { payeeName: 'Pact Player' } };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a profile update')
      .withRequest('PUT', '/wps/member/profile', (b) => b.headers(auth).jsonBody(update))
      .willRespondWith(200, (b) => b.jsonBody(ok({ account: 'pact_profile', fields: eachLike(field), hasTransactionPassword: false })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await run(sdk.memberCenter.updateProfile(), update)).fields.length).toBeGreaterThan(0);
      });
    const bad = { values: { birthday: '2020-01-01' } };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a profile update with an under-age birthday')
      .withRequest('PUT', '/wps/member/profile', (b) => b.headers(auth).jsonBody(bad))
      .willRespondWith(422, (b) => b.jsonBody({ ...errorEnvelope('validation_failed'), fieldErrors: { birthday: { rule: 'pattern', min: 10, max: 10 } } }))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.memberCenter.updateProfile(), bad)).rejects.toMatchObject({ fieldErrors: { birthday: { rule: 'pattern' } } });
      });
  });

  it('sends a code to a phone to bind, and names a malformed number; a wrong code is refused', async () => {
    const body = { channel: 'sms' as const, target: '+5511987654321' };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a request for a phone binding code')
      .withRequest('POST', '/wps/member/contact/code', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(ok({ expiredMinutes: 5 })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await run(sdk.memberCenter.sendContactCode(), body)).toEqual({ expiredMinutes: 5 });
      });
    const bad = { channel: 'sms' as const, target: '12345' };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('a request for a code to a malformed phone number')
      .withRequest('POST', '/wps/member/contact/code', (b) => b.headers(auth).jsonBody(bad))
      .willRespondWith(422, (b) => b.jsonBody({ ...errorEnvelope('validation_failed'), fieldErrors: { target: { rule: 'pattern' } } }))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.memberCenter.sendContactCode(), bad)).rejects.toMatchObject({ fieldErrors: { target: { rule: 'pattern' } } });
      });
    const wrong = { ...body, code: '000000' };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('binding a phone with a code that was never sent')
      .withRequest('PUT', '/wps/member/contact', (b) => b.headers(auth).jsonBody(wrong))
      .willRespondWith(422, (b) => b.jsonBody({ ...errorEnvelope('validation_failed'), fieldErrors: { code: { rule: 'pattern', min: 6, max: 6 } } }))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.memberCenter.bindContact(), wrong)).rejects.toMatchObject({ fieldErrors: { code: { rule: 'pattern' } } });
      });
  });

  it('refuses a code for a phone another member already has bound', async () => {
    const taken = { channel: 'sms' as const, target: '+5511912345678' };
    await pact
      .addInteraction()
      .given(...funded)
      .given('member {account} has mobile number {mobileNum}', { account: 'pact_phone_owner', mobileNum: '11912345678' })
      .uponReceiving('a request for a code to a phone another member has')
      .withRequest('POST', '/wps/member/contact/code', (b) => b.headers(auth).jsonBody(taken))
      .willRespondWith(422, (b) => b.jsonBody({ ...errorEnvelope('validation_failed'), fieldErrors: { target: { rule: 'taken' } } }))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.memberCenter.sendContactCode(), taken)).rejects.toMatchObject({ fieldErrors: { target: { rule: 'taken' } } });
      });
  });

  it('sets the transaction password, and refuses a wrong login password', async () => {
    const body = { loginPassword: 'pact_profile-Pact1!', newPassword: '246810', confirmPassword: '246810' };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('setting a first transaction password')
      .withRequest('POST', '/wps/member/transactionPassword', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: null }))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect(await run(sdk.memberCenter.setTransactionPassword(), body)).toBeNull();
      });
    const wrong = { ...body, loginPassword: 'not-my-password' };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('setting a transaction password with a wrong login password')
      .withRequest('POST', '/wps/member/transactionPassword', (b) => b.headers(auth).jsonBody(wrong))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope('incorrect_password')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.memberCenter.setTransactionPassword(), wrong)).rejects.toMatchObject({ code: 'incorrect_password' });
      });
  });

  it('binds, lists and confirms an external account; a confirmed one cannot be unlinked', async () => {
    const account = { provider: 'TELEGRAM', externalId: '@pact_player', status: 'pending', boundAt: iso() };
    const body = { provider: 'TELEGRAM' as const, externalId: '@pact_player' };
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('binding an external account')
      .withRequest('PUT', '/wps/member/externalAccounts', (b) => b.headers(auth).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(ok({ accounts: [account], providers: eachLike(string('GOOGLE')) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await run(sdk.memberCenter.bindExternalAccount(), body)).accounts[0]).toMatchObject({ status: 'pending' });
      });
    const locked = ['member {account} has a confirmed {provider} binding', { account: 'pact_bound', provider: 'GOOGLE' }] as const;
    await pact
      .addInteraction()
      .given(...locked)
      .uponReceiving('an external accounts request')
      .withRequest('GET', '/wps/member/externalAccounts', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ accounts: [{ provider: 'GOOGLE', externalId: string('pact@example.com'), status: 'confirmed', boundAt: iso(), confirmedAt: iso() }], providers: eachLike(string('GOOGLE')) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await sdk.queryClient.fetchQuery(sdk.memberCenter.externalAccounts())).accounts[0]).toMatchObject({ status: 'confirmed' });
      });
    await pact
      .addInteraction()
      .given(...locked)
      .uponReceiving('confirming an already confirmed binding')
      .withRequest('POST', '/wps/member/externalAccounts/GOOGLE/confirm', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ accounts: eachLike({ provider: 'GOOGLE', externalId: string('pact@example.com'), status: 'confirmed', boundAt: iso(), confirmedAt: iso() }), providers: eachLike(string('GOOGLE')) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await run(sdk.memberCenter.confirmExternalAccount(), 'GOOGLE')).accounts[0]!.status).toBe('confirmed');
      });
    await pact
      .addInteraction()
      .given(...locked)
      .uponReceiving('unlinking a confirmed binding')
      .withRequest('DELETE', '/wps/member/externalAccounts/GOOGLE', (b) => b.headers(auth))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope('binding_locked')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.memberCenter.unlinkExternalAccount(), 'GOOGLE')).rejects.toMatchObject({ code: 'binding_locked', status: 409 });
      });
  });
});

describe('help, feedback and chat', () => {
  it('the help centre in a language for the web', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a help centre request in Portuguese')
      .withRequest('GET', '/wps/system/helpCenter', (b) => b.query({ lang: 'PT', device: 'WEB' }))
      .willRespondWith(200, (b) => b.jsonBody(ok({ lang: 'PT', categories: eachLike({ id: string('deposit'), title: string('Depósitos'), articles: eachLike({ id: string('deposit-how'), title: string('Como faço um depósito?'), content: string('<p>…</p>') }) }), terms: { id: 'terms', title: string('Termos e condições'), content: string('<p>…</p>') }, privacy: { id: 'privacy', title: string('Política de privacidade'), content: string('<p>…</p>') } })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url);
        const help = await sdk.queryClient.fetchQuery(sdk.support.helpCenter('PT'));
        expect([help.terms.id, help.privacy.id]).toEqual(['terms', 'privacy']);
      });
  });

  it('sends feedback, and names content over 140 characters', async () => {
    const body = { questionType: 'deposit' as const, content: 'My Pix deposit took long', contact: 'pact@example.com' };
    await pact
      .addInteraction()
      .uponReceiving('a feedback without a session')
      .withRequest('PUT', '/wps/feedback', (b) => b.jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(ok({ id: string(EXAMPLE_UUID), createdAt: iso() })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url);
        expect(await run(sdk.support.submitFeedback(), body)).toHaveProperty('id');
      });
    const long = { questionType: 'other' as const, content: 'x'.repeat(141) };
    await pact
      .addInteraction()
      .uponReceiving('a feedback over 140 characters')
      .withRequest('PUT', '/wps/feedback', (b) => b.jsonBody(long))
      .willRespondWith(422, (b) => b.jsonBody({ ...errorEnvelope('validation_failed'), fieldErrors: { content: { rule: 'length', min: 1, max: 140 } } }))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url);
        await expect(run(sdk.support.submitFeedback(), long)).rejects.toMatchObject({ fieldErrors: { content: { rule: 'length', max: 140 } } });
      });
  });

  it('lists chat queues and opens a chat with the agent’s greeting; an unknown queue is not found', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a chat model list request')
      .withRequest('GET', '/wps/relay/CBS_modelList')
      .willRespondWith(200, (b) => b.jsonBody(ok(eachLike({ modelId: string('payments'), name: string('Deposits and withdrawals'), online: boolean(true) }))))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url);
        expect((await sdk.queryClient.fetchQuery(sdk.support.chatModels()))[0]).toHaveProperty('modelId');
      });
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('launching a chat')
      .withRequest('POST', '/wps/relay/CBS_launchChat', (b) => b.headers(auth).jsonBody({ modelId: 'payments' }))
      .willRespondWith(200, (b) => b.jsonBody(ok({ chatId: string(EXAMPLE_UUID), modelId: 'payments', agentName: string('Ana'), messages: eachLike({ id: string(EXAMPLE_UUID), chatId: string(EXAMPLE_UUID), from: 'agent', text: string('Hello! How can I help you today?'), sentAt: iso() }) })))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        expect((await run(sdk.support.launchChat(), { modelId: 'payments' })).messages[0]).toMatchObject({ from: 'agent' });
      });
    await pact
      .addInteraction()
      .given(...funded)
      .uponReceiving('launching a chat in an unknown queue')
      .withRequest('POST', '/wps/relay/CBS_launchChat', (b) => b.headers(auth).jsonBody({ modelId: 'nope' }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope('not_found')))
      .executeTest(async (server) => {
        const sdk = walletCenterSdkAt(server.url, exampleToken);
        await expect(run(sdk.support.launchChat(), { modelId: 'nope' })).rejects.toMatchObject({ code: 'not_found' });
      });
  });
});
