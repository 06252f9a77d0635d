import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('every part has a namespaced displayName', () => {
    expect(Object.entries(Dialog).map(([part, component]) => [part, component.displayName])).toEqual(
      Object.keys(Dialog).map((part) => [part, `Dialog.${part}`]),
    );
  });

  it('opens from its trigger with a title and description, and closes with the close button', async () => {
    render(
      <Dialog.Root>
        <Dialog.Trigger>
          <Button>Open</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Region</Dialog.Title>
          <Dialog.Description>Pick a country.</Dialog.Description>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Region' });
    expect(dialog).toHaveAccessibleDescription('Pick a country.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is controlled by open and onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog.Root open onOpenChange={onOpenChange}>
        <Dialog.Content>
          <Dialog.Title>Notice</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(
      <Dialog.Root open={false} onOpenChange={onOpenChange}>
        <Dialog.Content>
          <Dialog.Title>Notice</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opened from a header button without a Dialog.Trigger, gives focus back to that button on close', async () => {
    const HeaderLogin = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Log in</Button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content>
              <Dialog.Title>Log in</Dialog.Title>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    };
    render(<HeaderLogin />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('leaves focus to a caller that handles onCloseAutoFocus itself', async () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    const Controlled = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                elsewhere.focus();
              }}
            >
              <Dialog.Title>Notice</Dialog.Title>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    };
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});
