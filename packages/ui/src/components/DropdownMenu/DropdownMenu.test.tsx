import '../Select/jsdomPolyfills';
import { screen, waitFor } from '@testing-library/react';
import { Wallet } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/context';
import { renderWithProvider } from '../../test/render';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';

const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
  <a data-router="yes" href={`/app${href}`} {...props}>
    {children}
  </a>
);

const Menu = ({ onDeposit = () => {}, onDelete = () => {} }: { onDeposit?: () => void; onDelete?: () => void }) => (
  <DropdownMenu.Root>
    <DropdownMenu.Trigger>
      <Button>Actions</Button>
    </DropdownMenu.Trigger>
    <DropdownMenu.Content>
      <DropdownMenu.Label>Wallet</DropdownMenu.Label>
      <DropdownMenu.Group>
        <DropdownMenu.Item icon={Wallet} onSelect={onDeposit}>
          Deposit
        </DropdownMenu.Item>
        <DropdownMenu.LinkItem href="/records">Betting record</DropdownMenu.LinkItem>
      </DropdownMenu.Group>
      <DropdownMenu.Separator />
      <DropdownMenu.Item tone="danger" onSelect={onDelete}>
        Delete card
      </DropdownMenu.Item>
    </DropdownMenu.Content>
  </DropdownMenu.Root>
);

describe('DropdownMenu', () => {
  it('opens from its trigger and runs the chosen item', async () => {
    const onDeposit = vi.fn();
    const { user } = renderWithProvider(<Menu onDeposit={onDeposit} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(menu).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('works from the keyboard: arrows move, Enter chooses, Escape closes and returns focus', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithProvider(<Menu onDelete={onDelete} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Betting record' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('renders link items through the linkComponent, as menu items', async () => {
    const { user } = renderWithProvider(<Menu />, { linkComponent: RouterLink });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const link = screen.getByRole('menuitem', { name: 'Betting record' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/app/records');
  });

  it('keeps the brand and direction in its portal', async () => {
    const { user } = renderWithProvider(<Menu />, { brand: 'mexico', dir: 'rtl' });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const scope = screen.getByRole('menu').closest('[data-cr-brand]');
    expect(scope).toHaveAttribute('data-cr-brand', 'mexico');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(scope?.parentElement).toBe(document.body);
  });

  it('gives every part a displayName', () => {
    for (const [part, component] of Object.entries(DropdownMenu)) {
      expect(component.displayName).toBe(`DropdownMenu.${part}`);
    }
  });
});
