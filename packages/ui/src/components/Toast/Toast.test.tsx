import '../Select/jsdomPolyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Button } from '../Button/Button';
import type { ToastOptions } from './toastQueue';
import { addToast, closeToast, isUrgent, removeClosed } from './toastQueue';
import type { ToastProviderProps } from './Toast';
import { ToastProvider, useToast } from './Toast';

const deposit: ToastOptions = { title: 'Deposit arrived', description: 'R$ 50,00 is in your wallet.', tone: 'success' };

const Notify = ({ options = deposit }: { options?: ToastOptions }) => {
  const { toast, dismiss } = useToast();
  return (
    <>
      <Button onClick={() => toast(options)}>Notify</Button>
      <Button onClick={() => dismiss()}>Dismiss all</Button>
    </>
  );
};

const setup = (props: Omit<ToastProviderProps, 'children'> = {}, options?: ToastOptions) =>
  renderWithProvider(
    <ToastProvider {...props}>
      <Notify options={options} />
    </ToastProvider>,
    { brand: 'bangladesh' },
  );

const region = () => screen.getByRole('region', { name: /Notifications/ });

describe('ToastProvider and useToast', () => {
  it('toast() shows a titled notification in a themed, labelled region', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const item = await within(region()).findByText('Deposit arrived');
    expect(within(region()).getByText('R$ 50,00 is in your wallet.')).toBeInTheDocument();
    expect(item.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(region().closest('[data-cr-brand]')).toHaveAttribute('data-cr-brand', 'bangladesh');
  });

  it('the close button, named for assistive technology, closes it', async () => {
    const { user } = setup({ messages: { close: 'Fechar notificação' } });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(await screen.findByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(within(region()).queryByText('Deposit arrived')).not.toBeInTheDocument());
  });

  it('closes by itself after its duration', async () => {
    // the fake clock also follows the real one, so the duration is far longer than a loaded machine's pause
    // between the click and the first check (as in CopyButton's test)
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = setup({ duration: 60_000 });
      await user.click(screen.getByRole('button', { name: 'Notify' }));
      expect(within(region()).getByText('Deposit arrived')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(61_000);
      });
      await waitFor(() => expect(within(region()).queryByText('Deposit arrived')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('stacks toasts and keeps at most `max` open', async () => {
    const { user } = setup({ max: 2 });
    const notify = screen.getByRole('button', { name: 'Notify' });
    await user.click(notify);
    await user.click(notify);
    await user.click(notify);
    await waitFor(() => expect(within(region()).getAllByText('Deposit arrived')).toHaveLength(2));
  });

  it('an action button runs its callback', async () => {
    const onClick = vi.fn();
    const { user } = setup({}, { title: 'Withdrawal approved', tone: 'info', action: { label: 'View', onClick } });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(await screen.findByRole('button', { name: 'View' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('dismiss() closes every toast', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(within(region()).queryByText('Deposit arrived')).not.toBeInTheDocument());
  });

  it('useToast outside a provider says where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProvider(<Notify />)).toThrow(/inside a <ToastProvider>/);
    vi.restoreAllMocks();
  });
});

describe('toast queue', () => {
  const item = (id: string, open = true) => ({ ...deposit, id, open });

  it('adding past the maximum closes the oldest open toasts', () => {
    const queue = addToast([item('a'), item('b', false), item('c')], item('d'), 2);
    expect(queue.map((toast) => [toast.id, toast.open])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
      ['d', true],
    ]);
  });

  it('closes one by id or all, and removeClosed drops the closed ones', () => {
    const queue = [item('a'), item('b')];
    expect(closeToast(queue, 'b').map((toast) => toast.open)).toEqual([true, false]);
    expect(closeToast(queue).every((toast) => !toast.open)).toBe(true);
    expect(removeClosed(closeToast(queue, 'a')).map((toast) => toast.id)).toEqual(['b']);
    expect(removeClosed(queue)).toBe(queue);
  });

  it('warnings and failures are announced at once, news politely', () => {
    expect(isUrgent('critical')).toBe(true);
    expect(isUrgent('warning')).toBe(true);
    expect(isUrgent('success')).toBe(false);
    expect(isUrgent('info')).toBe(false);
  });
});
