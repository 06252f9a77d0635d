import { expect, type APIRequestContext } from '@playwright/test';
import { admin, freshName, fund, type FreshMember } from './memberApi';

// Set-up of the contract journeys through the real API: each journey makes its own agents.
const merchant = { 'X-Merchant-Code': 'BR' };
export const AGENT_PASSWORD = 'Secret123';

async function value<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T; code?: string };
  expect(body.success, `${response.url()} -> ${body.code}`).toBe(true);
  return body.value;
}

/** A new agent (staff's admin call), under `upline` when given, logged in over the API. */
export async function createAgent(
  request: APIRequestContext,
  upline?: FreshMember,
): Promise<FreshMember> {
  const username = freshName('ag');
  await value(
    await admin(request, '/admin/agents', {
      merchantCode: 'BR',
      account: username,
      password: AGENT_PASSWORD,
      ...(upline && { uplineAccount: upline.username }),
    }),
  );
  const login = await value<{ token: string }>(
    await request.post('/wps/session/login', {
      headers: merchant,
      data: { username, password: AGENT_PASSWORD, type: 'username' },
    }),
  );
  return { username, password: AGENT_PASSWORD, token: login.token };
}

const auth = (member: FreshMember) => ({ ...merchant, Authorization: `Bearer ${member.token}` });

export const terms = (rateBps: number) => ({
  rateBps,
  activeMembers: 0,
  periodValidBet: 0,
  periodProfitLoss: 0,
  betAmount: 0,
  period: 'daily',
});

export async function offer(
  request: APIRequestContext,
  upline: FreshMember,
  holder: FreshMember,
  type: string,
  rateBps: number,
) {
  return value(
    await request.post('/wps/agent/contracts/offer', {
      headers: auth(upline),
      data: { account: holder.username, type, requestKind: 'new', terms: terms(rateBps) },
    }),
  );
}

/** Staff's offer from the platform to a top agent (the kind of request seeded for demo_agent). */
export async function platformOffer(
  request: APIRequestContext,
  holder: FreshMember,
  type: string,
  rateBps: number,
) {
  return value(
    await admin(request, '/admin/contracts/offer', {
      merchantCode: 'BR',
      account: holder.username,
      type,
      requestKind: 'new',
      terms: terms(rateBps),
    }),
  );
}

export async function accept(request: APIRequestContext, holder: FreshMember, relay: string) {
  return value(
    await request.post(`/wps/relay/${relay}`, {
      headers: auth(holder),
      data: { action: 'accept' },
    }),
  );
}

/** Real rounds in the member's own name: money in, a sandbox game launched, `rounds` spins of `bet`. */
export async function playRounds(
  request: APIRequestContext,
  member: FreshMember,
  rounds: number,
  bet = 500,
): Promise<void> {
  await fund(request, member, 100_000);
  const launched = await value<{ url: string }>(
    await request.get('/wps/game/launchGame?nodeId=PG-RNG-0001&language=EN', {
      headers: auth(member),
    }),
  );
  const page = new URL(launched.url, 'http://placeholder');
  for (let i = 0; i < rounds; i += 1) {
    const response = await request.post(`${page.pathname}/rounds`, {
      data: { roundId: `${freshName('round')}-${i}abcdefgh`, bet },
    });
    expect(response.status()).toBe(200);
  }
}

/** Staff settle every contract period that has ended by `minutesAhead` from now. */
export async function settleContracts(request: APIRequestContext, minutesAhead: number) {
  return value<{ settled: number; paid: number; amount: number }>(
    await admin(request, '/admin/contracts/settle', {
      at: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
    }),
  );
}
