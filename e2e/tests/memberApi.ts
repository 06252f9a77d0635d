import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './systemEnv';
import { logIn } from './session';

// Set-up through the real API, so each journey starts from its own fresh member and tests can run in parallel.
const merchant = { 'X-Merchant-Code': 'BR' };

export interface FreshMember {
  username: string;
  password: string;
  token: string;
}

/** Always as long (the page baselines show a fresh member's name): the prefix, 8 characters of time, 5 digits. */
export const freshName = (prefix = 'm') =>
  `${prefix}${Date.now().toString(36)}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`.slice(0, 16);

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T; code?: string };
  expect(body.success, `${response.url()} -> ${body.code}`).toBe(true);
  return body.value;
}

/** A new regular member on the Brazil merchant, registered as the register dialog does. */
export async function registerMember(request: APIRequestContext, username = freshName()): Promise<FreshMember> {
  const password = 'Secret123';
  const result = await value<{ token: string }>(
    await request.put('/wps/member/register', {
      headers: merchant,
      // Brazil's register settings ask for a birthday (18+).
      data: { username, password, confirmPassword: password, birthday: '1990-01-01', registerMethod: 'WEB', termsAccepted: true },
    }),
  );
  return { username, password, token: result.token };
}

const auth = (member: FreshMember) => ({ ...merchant, Authorization: `Bearer ${member.token}` });

export function admin(request: APIRequestContext, path: string, data: object = {}) {
  return request.post(path, { headers: { 'X-Admin-Token': adminToken }, data });
}

/** Money in the wallet the way it really arrives: a Pix deposit order, paid through the sandbox. */
export async function fund(request: APIRequestContext, member: FreshMember, amount: number): Promise<void> {
  const order = await value<{ orderNo: string }>(
    await request.post('/wps/deposit/orders', { headers: auth(member), data: { methodCode: 'PIX', amount, requestId: freshName('req') + 'abcdefgh' } }),
  );
  await value(await admin(request, `/admin/deposits/${order.orderNo}/settle`, { outcome: 'paid' }));
}

export const TRANSACTION_PASSWORD = '135790';

/** Transaction password set and a Pix account bound, as the securityCenter and withdraw pages would. */
export async function readyToWithdraw(request: APIRequestContext, member: FreshMember): Promise<void> {
  await value(
    await request.post('/wps/member/transactionPassword', {
      headers: auth(member),
      data: { loginPassword: member.password, newPassword: TRANSACTION_PASSWORD, confirmPassword: TRANSACTION_PASSWORD },
    }),
  );
  await value(
    await request.put('/wps/withdraw/accounts', {
      headers: auth(member),
      data: { methodCode: 'PIX', holderName: 'Ana Souza', accountNumber: `${member.username}@example.com`, transactionPassword: TRANSACTION_PASSWORD },
    }),
  );
}

/** The member's withdrawal order numbers, newest first. */
export async function withdrawals(request: APIRequestContext, member: FreshMember): Promise<string[]> {
  const page = await value<{ list: { orderNo: string }[] }>(await request.get('/wps/withdraw/orders', { headers: auth(member) }));
  return page.list.map((o) => o.orderNo);
}

export async function sendMessage(request: APIRequestContext, member: FreshMember, category: 'platform' | 'reward' | 'mission', title: string) {
  await value(await admin(request, '/admin/messages', { merchantCode: 'BR', account: member.username, category, title, content: `${title}: details.` }));
}

/** A fresh member with `amount` minor units, logged in through the site, on `path`. */
export async function fundedMemberOn(page: Page, request: APIRequestContext, path: string, amount = 10_000) {
  const member = await registerMember(request);
  await fund(request, member, amount);
  await page.goto('/');
  await logIn(page, member);
  await page.goto(path);
  return member;
}
