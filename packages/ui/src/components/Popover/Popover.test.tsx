import '../Select/jsdomPolyfills';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

const Limits = ({ closeButton = false }: { closeButton?: boolean }) => (
  <Popover.Root>
    <Popover.Trigger>
      <Button>Limits</Button>
    </Popover.Trigger>
    <Popover.Content aria-label="Deposit limits" closeButton={closeButton} messages={{ close: 'Fechar' }}>
      <p>Minimum R$ 20</p>
      <Popover.Close>
        <Button>Got it</Button>
      </Popover.Close>
    </Popover.Content>
  </Popover.Root>
);

describe('Popover', () => {
  it('every part has a namespaced displayName', () => {
    expect(Object.entries(Popover).map(([part, component]) => [part, component.displayName])).toEqual(
      Object.keys(Popover).map((part) => [part, `Popover.${part}`]),
    );
  });

  it('opens from its trigger in a theme scope, and Escape returns focus to the trigger', async () => {
    const { user } = renderWithProvider(<Limits />, { dir: 'rtl' });
    const trigger = screen.getByRole('button', { name: 'Limits' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit limits' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.closest('[data-cr-brand]')).toHaveAttribute('dir', 'rtl');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes from Popover.Close and from the translated corner button', async () => {
    const { user } = renderWithProvider(<Limits closeButton />);
    await user.click(screen.getByRole('button', { name: 'Limits' }));
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Limits' }));
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
