import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from './SmsCodeButton';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 15, 12, 0, 0));
});
afterEach(() => vi.useRealTimers());

/** Clicks and lets the send promise settle. */
const click = async (button: HTMLElement) => {
  await act(async () => {
    fireEvent.click(button);
  });
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const button = () => screen.getByRole('button');

describe('SmsCodeButton', () => {
  it('counts down 60 s × expiredMinutes, with the seconds in its label, then re-enables', async () => {
    const onSend = vi.fn().mockResolvedValue({ expiredMinutes: 2 });
    const onCountdownEnd = vi.fn();
    render(<SmsCodeButton onSend={onSend} onCountdownEnd={onCountdownEnd} />);
    expect(button()).toHaveAccessibleName('Send code');

    await click(button());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName('Resend in 2:00');
    expect(button()).toHaveAttribute('aria-disabled', 'true');

    advance(1000);
    expect(button()).toHaveAccessibleName('Resend in 1:59');
    advance(118_000);
    expect(button()).toHaveAccessibleName('Resend in 0:01');
    expect(onCountdownEnd).not.toHaveBeenCalled();
    advance(1000);
    expect(button()).toHaveAccessibleName('Resend code');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(onCountdownEnd).toHaveBeenCalledTimes(1);
  });

  it('waits at least one minute when expiredMinutes is missing or zero', async () => {
    render(<SmsCodeButton onSend={vi.fn().mockResolvedValue({ expiredMinutes: 0 })} />);
    await click(button());
    expect(button()).toHaveAccessibleName('Resend in 1:00');
    advance(59_999);
    expect(button()).toHaveAccessibleName('Resend in 0:01');
    advance(1);
    expect(button()).toHaveAccessibleName('Resend code');
  });

  it('ignores clicks during the countdown', async () => {
    const onSend = vi.fn().mockResolvedValue({ expiredMinutes: 1 });
    render(<SmsCodeButton onSend={onSend} />);
    await click(button());
    advance(5000);
    await click(button());
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('sends at most once per 1000 ms, even after a failure', async () => {
    const onError = vi.fn();
    const onSend = vi.fn().mockRejectedValue(new Error('Phone number format is incorrect'));
    render(<SmsCodeButton onSend={onSend} onError={onError} />);
    await click(button());
    await click(button());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Phone number format is incorrect' }));
    // a failed send starts no countdown
    expect(button()).toHaveAccessibleName('Send code');
    advance(999);
    await click(button());
    expect(onSend).toHaveBeenCalledTimes(1);
    advance(1);
    await click(button());
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('announces the countdown politely at its start and end only', async () => {
    render(<SmsCodeButton onSend={vi.fn().mockResolvedValue({ expiredMinutes: 1 })} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    await click(button());
    expect(status).toHaveTextContent('Code sent. You can request a new code in 60 seconds.');
    advance(30_000);
    expect(status).toHaveTextContent('Code sent. You can request a new code in 60 seconds.');
    advance(30_000);
    expect(status).toHaveTextContent('You can request a new code now.');
  });

  it('uses a fixed countdown when given one', async () => {
    render(<SmsCodeButton countdownSeconds={5} onSend={vi.fn().mockResolvedValue({ expiredMinutes: 10 })} />);
    await click(button());
    expect(button()).toHaveAccessibleName('Resend in 0:05');
    advance(5000);
    expect(button()).toHaveAccessibleName('Resend code');
  });

  it('is busy while the code is being sent', async () => {
    let resolve: (value: { expiredMinutes: number }) => void = () => {};
    const onSend = vi.fn(() => new Promise<{ expiredMinutes: number }>((done) => (resolve = done)));
    render(<SmsCodeButton onSend={onSend} />);
    await click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    advance(2000);
    await click(button());
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ expiredMinutes: 1 }));
    expect(button()).toHaveAccessibleName('Resend in 1:00');
  });

  it('takes translated texts', async () => {
    render(
      <SmsCodeButton
        messages={{ send: 'Enviar código', countdown: 'Reenviar em (seconds)s' }}
        onSend={vi.fn().mockResolvedValue({ expiredMinutes: 1 })}
      />,
    );
    expect(button()).toHaveAccessibleName('Enviar código');
    await click(button());
    expect(button()).toHaveAccessibleName('Reenviar em 60s');
  });

  it('does nothing when disabled', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    render(<SmsCodeButton disabled onSend={onSend} />);
    await click(button());
    expect(onSend).not.toHaveBeenCalled();
  });
});
