import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { AlertDialog } from './AlertDialog';

const renderLogout = (props: Partial<Parameters<typeof AlertDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <AlertDialog
      title="Sign out?"
      confirmLabel="Sign out"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
      trigger={<Button>Open</Button>}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
};

describe('AlertDialog', () => {
  it('confirming calls onConfirm and closes', async () => {
    const { onConfirm } = renderLogout();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancel is focused first and does not confirm', async () => {
    const { onConfirm, onCancel } = renderLogout();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('as a notice (acknowledge) has one button, focused, and no Cancel', async () => {
    const { onConfirm } = renderLogout({ defaultOpen: true, acknowledge: true, confirmLabel: 'OK' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await userEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('stays open and ignores presses while confirming', async () => {
    const { onConfirm } = renderLogout({ defaultOpen: true, confirming: true });
    await userEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('controlled without a trigger, gives focus back to the button that opened it', async () => {
    const HeaderLogout = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Log out</Button>
          <AlertDialog open={open} onOpenChange={setOpen} title="Sign out?" confirmLabel="Sign out" onConfirm={() => {}} />
        </>
      );
    };
    render(<HeaderLogout />);
    const opener = screen.getByRole('button', { name: 'Log out' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
