// The sandbox identity provider's consent pages (no external calls): the site opens
// /sandbox-idp/authorize?provider=google|facebook|phone&merchant=BR in a popup; the page posts
// `{ type: 'croupier-idp', idToken }` or `{ type: 'croupier-idp', error: 'auth/...' }` to its opener.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { policy } from '../../http/securityHeaders';
import { normalisePhone } from '../verification/phone';
import { sendCode, verifyCode } from '../verification/service';
import { issueSandboxToken, type IdentityProviderName } from './identity';

const PROVIDERS: Record<IdentityProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
  phone: 'Phone',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** §8 phone-auth codes, as an identity provider names them. */
function phoneAuthCode(error: unknown): string {
  if (!(error instanceof ApiError)) return 'auth/internal-error';
  if (error.code === 'validation_failed')
    return Object.values(error.fieldErrors ?? {})[0]?.rule === 'required'
      ? 'auth/missing-phone-number'
      : 'auth/invalid-phone-number';
  if (error.code === 'too_many_requests' || error.code === 'sms_too_many_requests')
    return 'auth/too-many-requests';
  if (error.code === 'verification_code_expired') return 'auth/code-expired';
  if (error.code === 'verification_code_invalid') return 'auth/invalid-verification-code';
  return 'auth/internal-error';
}

/** The consent page runs its own script and style only, talks to this server, and is framed by no one. */
const pagePolicy = (nonce: string) =>
  policy([
    ["default-src 'none'"],
    [`script-src 'nonce-${nonce}'`],
    [`style-src 'nonce-${nonce}'`],
    ["connect-src 'self'"],
    ["base-uri 'none'"],
    ["form-action 'none'"],
    ["frame-ancestors 'none'"],
  ]);

function page(provider: IdentityProviderName, merchant: string, nonce: string): string {
  const name = PROVIDERS[provider];
  const fields =
    provider === 'phone'
      ? `<p><label for="phone">Phone number</label><br><input id="phone" name="phone" inputmode="numeric" autocomplete="tel-national"></p>
         <p><button type="button" id="send">Send code</button></p>
         <p><label for="code">Verification code</label><br><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code"></p>`
      : `<p><label for="name">Name</label><br><input id="name" name="name" value="Sandbox Player" autocomplete="name"></p>
         <p><label for="email">Email</label><br><input id="email" name="email" value="player@sandbox.test" autocomplete="email"></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${name} (sandbox)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}</style></head>
<body>
<main><h1>Sign in with ${name}</h1>
<p>Sandbox identity provider: nothing leaves this machine. Continue to share the details below with Croupier.</p>
<form id="consent">${fields}
<p role="status" id="status"></p>
<p><button type="submit">Continue</button> <button type="button" id="cancel">Cancel</button></p></form></main>
<script nonce="${nonce}">
const provider = ${JSON.stringify(provider)}, merchant = ${JSON.stringify(merchant)};
const reply = (message) => { window.opener?.postMessage({ type: 'croupier-idp', ...message }, location.origin); window.close(); };
// A refused form answers the API's error envelope, which names no provider error: an internal one then.
const post = (url, body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, provider, merchant }) })
  .then((r) => r.json()).then((answer) => (answer.success === false ? { error: 'auth/internal-error' } : answer));
const value = (id) => document.getElementById(id)?.value ?? '';
document.getElementById('cancel').onclick = () => reply({ error: 'auth/popup-closed-by-user' });
document.getElementById('send')?.addEventListener('click', async () => {
  const answer = await post('/sandbox-idp/phone/code', { phone: value('phone') });
  if (answer.error) reply({ error: answer.error }); else document.getElementById('status').textContent = 'Code sent.';
});
document.getElementById('consent').onsubmit = async (event) => {
  event.preventDefault();
  reply(await post('/sandbox-idp/token', { name: value('name'), email: value('email'), phone: value('phone'), code: value('code') }));
};
</script></body></html>`;
}

const text = (maxLength: number) => ({ type: 'string', maxLength });
// Outside the API contract (a provider's own pages), so its form is described here; a body of another
// shape (a number for the email, a NUL in the name) is 400 bad_request before any handler reads it.
const PROVIDER_QUERY = {
  type: 'object',
  properties: { provider: text(16), merchant: { type: 'string', pattern: '^[A-Z]{2}$' } },
};
const TOKEN_BODY = {
  type: 'object',
  required: ['provider'],
  properties: {
    provider: text(16),
    merchant: { type: 'string', pattern: '^[A-Z]{2}$' },
    name: text(64),
    email: text(254),
    phone: text(32),
    code: text(16),
  },
};

interface TokenBody {
  provider: IdentityProviderName;
  merchant?: string;
  name?: string;
  email?: string;
  phone?: string;
  code?: string;
}

export function sandboxIdpRoutes(app: FastifyInstance, db: Db, config: ServerConfig): void {
  const providerOf = (value: unknown): IdentityProviderName | undefined =>
    typeof value === 'string' && value in PROVIDERS ? (value as IdentityProviderName) : undefined;

  app.get<{ Querystring: { provider?: string; merchant?: string } }>(
    '/sandbox-idp/authorize',
    { schema: { querystring: PROVIDER_QUERY } },
    async (request, reply) => {
      const provider = providerOf(request.query.provider);
      if (!provider) return reply.status(400).type('text/plain').send('unknown provider');
      const nonce = randomBytes(16).toString('base64');
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .header('content-security-policy', pagePolicy(nonce))
        .send(page(provider, escape(request.query.merchant ?? 'BR'), nonce));
    },
  );

  app.post<{ Body: TokenBody }>(
    '/sandbox-idp/phone/code',
    { schema: { body: TOKEN_BODY } },
    async (request) => {
      try {
        const merchantCode = request.body.merchant ?? 'BR';
        const destination = normalisePhone(merchantCode, { mobileNum: request.body.phone });
        await sendCode(
          db,
          { merchantCode, purpose: 'identity', channel: 'sms', destination },
          config.verification,
        );
        return { sent: true };
      } catch (error) {
        return { error: phoneAuthCode(error) };
      }
    },
  );

  app.post<{ Body: TokenBody }>(
    '/sandbox-idp/token',
    { schema: { body: TOKEN_BODY } },
    async (request) => {
      const body = request.body;
      const provider = providerOf(body.provider);
      if (!provider) return { error: 'auth/operation-not-allowed' };
      if (provider !== 'phone') {
        const email = (body.email ?? '').trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { error: 'auth/invalid-email' };
        // The same email at the same provider is the same person.
        return {
          idToken: issueSandboxToken({
            provider,
            subject: `${provider}:${email}`,
            email,
            name: body.name?.trim(),
          }),
        };
      }
      try {
        const merchantCode = body.merchant ?? 'BR';
        const destination = normalisePhone(merchantCode, { mobileNum: body.phone });
        if (!body.code?.trim()) return { error: 'auth/missing-verification-code' };
        await verifyCode(
          db,
          { merchantCode, purpose: 'identity', channel: 'sms', destination, code: body.code },
          config.verification,
        );
        return {
          idToken: issueSandboxToken({
            provider,
            subject: `phone:${destination}`,
            phoneNumber: destination,
          }),
        };
      } catch (error) {
        return { error: phoneAuthCode(error) };
      }
    },
  );
}
