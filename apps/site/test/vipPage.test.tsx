// The VIP page against a stand-in server (fetch answers the two calls it makes): the ladder, the named
// progress bars towards the next level, and a level-up bonus claimed through the reward center's call.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

const BRONZE_ID = '3f0f0c8e-8a8e-4d5e-9d3a-1c2b3a4d5e6f';
let bronzeClaimed = false;
const claims: string[] = [];

const level = (n: number, name: string, deposit: number, validBet: number, bonus: number, bonusStatus: string) => ({
  level: n,
  name,
  depositThreshold: deposit,
  validBetThreshold: validBet,
  bonus,
  activityId: n === 1 ? BRONZE_ID : `00000000-0000-4000-8000-00000000000${n}`,
  bonusStatus,
});
const vipStatus = () => ({
  currency: 'BRL',
  level: 1,
  nextLevel: 2,
  deposits: 20_000,
  validBets: 50_000,
  levels: [
    level(1, 'Bronze', 10_000, 20_000, 1_000, bronzeClaimed ? 'claimed' : 'claimable'),
    level(2, 'Silver', 50_000, 150_000, 3_000, 'locked'),
  ],
});
const json = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });

// The site calls its own origin ('/wps/...'); Node's Request needs that origin spelled out.
const NodeRequest = globalThis.Request;
vi.stubGlobal(
  'Request',
  class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  },
);
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === '/wps/member/vip') return json(vipStatus());
    if (pathname === `/wps/rewards/activities/${BRONZE_ID}/claim` && request.method === 'POST') {
      claims.push(pathname);
      bronzeClaimed = true;
      return json({
        id: BRONZE_ID,
        code: 'vipLevel1',
        kind: 'vipLevelUp',
        promotionType: 'other',
        status: 'claimed',
        requiresApplication: false,
        rewardAmount: 1_000,
        minAmount: 0,
        currency: 'BRL',
        startsAt: '2026-01-01T00:00:00.000Z',
        amount: 1_000,
        claimedAt: '2026-11-27T10:00:00.000Z',
      });
    }
    return json(null);
  }),
);

const { englishReady } = await import('@croupier/i18n');
const { i18n } = await import('@/shared/language');
const { queryClient } = await import('@/shared/queryClient');
await import('@/shared/api');
const { VipPage } = await import('@/features/rewards/VipPage');
await englishReady(i18n);

describe('VIP page', () => {
  it('shows the level, named progress bars to the next level, and claims the level-up bonus once', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <VipPage />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Bronze (level 1)')).toBeTruthy();
    expect(screen.getByText('To reach Silver:')).toBeTruthy();
    const deposits = screen.getByRole('progressbar', { name: 'Deposits' });
    expect([deposits.getAttribute('value'), deposits.getAttribute('max')]).toEqual(['20000', '50000']);
    expect(deposits.getAttribute('aria-valuetext')).toMatch(/200.*of.*500/);
    const validBets = screen.getByRole('progressbar', { name: 'Valid bets' });
    expect([validBets.getAttribute('value'), validBets.getAttribute('max')]).toEqual(['50000', '150000']);

    const ladder = screen.getByRole('region', { name: 'VIP levels' });
    const steps = within(ladder).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(within(steps[1]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(steps[0]!).getByRole('button', { name: 'Claim the Bronze bonus' }));
    expect(await screen.findByText(/has been added to your balance/)).toBeTruthy();
    await act(async () => {
      await queryClient.refetchQueries();
    });
    expect(within(ladder).queryByRole('button', { name: 'Claim the Bronze bonus' })).toBeNull();
    expect(claims).toHaveLength(1);
  });
});
