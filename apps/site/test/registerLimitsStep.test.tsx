// Registration's "Set your limits" step (issue 15): what it saves, what it refuses, and the skip.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n, englishReady } from '@croupier/i18n';
import type { RgLimitRequest } from '@croupier/sdk';
import { RegisterLimitsStep } from '@/features/auth/RegisterLimitsStep';

const i18n = createI18n();
beforeAll(() => englishReady(i18n));
afterEach(cleanup);

function renderStep(mode: 'offered' | 'mandatory') {
  const saved: RgLimitRequest[] = [];
  const save = vi.fn(async (limit: RgLimitRequest) => void saved.push(limit));
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RegisterLimitsStep mode={mode} currency="BRL" periods={['day', 'week', 'month']} save={save} onDone={onDone} />
    </I18nextProvider>,
  );
  return { saved, save, onDone };
}

describe('the registration limits step', () => {
  it('saves the deposit limits and the loss limit typed, in minor units, then goes on', async () => {
    const { saved, onDone } = renderStep('mandatory');
    await userEvent.type(screen.getByLabelText('Deposit limit, 24 hours'), '100');
    await userEvent.type(screen.getByLabelText('Deposit limit, 30 days'), '1500.50');
    await userEvent.type(screen.getByLabelText('Loss limit, 30 days (optional)'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(saved).toEqual([
      { kind: 'deposit', period: 'day', amount: 10_000 },
      { kind: 'deposit', period: 'month', amount: 150_050 },
      { kind: 'loss', period: 'month', amount: 30_000 },
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('asks for a deposit limit where the profile makes it mandatory, and offers no skip', async () => {
    const { save, onDone } = renderStep('mandatory');
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Loss limit, 30 days (optional)'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(await screen.findByText('Set at least one deposit limit')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses an amount that is not positive, saving nothing', async () => {
    const { save } = renderStep('offered');
    await userEvent.type(screen.getByLabelText('Deposit limit, 7 days'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(await screen.findByText('Enter a positive amount')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('can be skipped where the profile only offers it', async () => {
    const { save, onDone } = renderStep('offered');
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the translated error when saving fails, and stays', async () => {
    const onDone = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <RegisterLimitsStep mode="offered" currency="BRL" periods={['day']} save={() => Promise.reject(new Error('offline'))} onDone={onDone} />
      </I18nextProvider>,
    );
    await userEvent.type(screen.getByLabelText('Deposit limit, 24 hours'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
