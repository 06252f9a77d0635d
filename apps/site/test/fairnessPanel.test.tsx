import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { CroupierProvider } from '@croupier/ui';
import { createI18n, englishReady } from '@croupier/i18n';
import type { SlotFairness } from '@croupier/sdk';
import { FairnessPanel } from '@/features/slot/FairnessPanel';

const i18n = createI18n({ language: 'en' });
beforeAll(() => englishReady(i18n));
afterEach(cleanup);

const HASH = 'a'.repeat(64);
const SEED = 'b'.repeat(64);
const fairness: SlotFairness = {
  rtpPercent: 96.3,
  active: { serverSeedHash: HASH, clientSeed: 'lucky', nonce: 3 },
  revealed: [
    {
      serverSeed: SEED,
      serverSeedHash: 'c'.repeat(64),
      clientSeed: 'old',
      nonce: 2,
      revealedAt: '2026-11-20T12:00:00.000Z',
    },
  ],
  spins: [
    {
      roundId: 'r-2',
      nodeId: 'PG-RNG-0001',
      gameName: 'Fortune Reels',
      currency: 'BRL',
      bet: 100,
      win: 0,
      reels: ['7', 'BAR', 'BELL'],
      serverSeedHash: HASH,
      clientSeed: 'lucky',
      nonce: 0,
      serverSeed: null,
      playedAt: '2026-11-20T12:01:00.000Z',
    },
    {
      roundId: 'r-1',
      nodeId: 'PG-RNG-0001',
      gameName: 'Fortune Reels',
      currency: 'BRL',
      bet: 100,
      win: 300,
      reels: ['7', '7', 'BELL'],
      serverSeedHash: 'c'.repeat(64),
      clientSeed: 'old',
      nonce: 1,
      serverSeed: SEED,
      playedAt: '2026-11-20T12:00:00.000Z',
    },
  ],
};

function renderPanel(overrides: Partial<Parameters<typeof FairnessPanel>[0]> = {}) {
  const props = {
    fairness,
    locale: 'en',
    onSaveClientSeed: vi.fn(),
    onRotate: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <CroupierProvider>
        <FairnessPanel {...props} />
      </CroupierProvider>
    </I18nextProvider>,
  );
  return props;
}

describe('the slot fairness panel', () => {
  it('shows the active hash and nonce, never a seed of the active pair, and the revealed seeds', () => {
    renderPanel();
    expect(screen.getByRole('textbox', { name: 'Server seed hash (SHA-256)' })).toHaveProperty(
      'value',
      HASH,
    );
    expect(screen.getByLabelText('Next nonce').textContent).toBe('3');
    expect(screen.getByRole('textbox', { name: /Client seed/ })).toHaveProperty('value', 'lucky');
    const revealed = screen.getByRole('region', { name: 'Revealed seeds' });
    expect(within(revealed).getByText(SEED)).toBeTruthy();
  });

  it('links a spin of a revealed pair to the verifier with its seeds and nonce; an active one waits', () => {
    renderPanel();
    const link = screen.getByRole('link', { name: 'Verify spin 1' });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/slot/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      serverSeed: SEED,
      hash: 'c'.repeat(64),
      clientSeed: 'old',
      nonce: '1',
    });
    expect(screen.queryByRole('link', { name: 'Verify spin 0' })).toBeNull();
    expect(screen.getByText('Rotate the seed pair to verify')).toBeTruthy();
  });

  it('saves a valid client seed, refuses an invalid one with the translated error, and rotates', () => {
    const props = renderPanel();
    const field = screen.getByRole('textbox', { name: /Client seed/ });
    fireEvent.change(field, { target: { value: 'x'.repeat(65) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save client seed' }));
    expect(props.onSaveClientSeed).not.toHaveBeenCalled();
    expect(screen.getByText(/A client seed is 1 to 64 printable characters/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'my new seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save client seed' }));
    expect(props.onSaveClientSeed).toHaveBeenCalledWith('my new seed');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
    expect(props.onRotate).toHaveBeenCalledOnce();
  });
});
