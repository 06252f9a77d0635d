import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { ArrowDownToLine } from 'lucide-react';
import { Header } from './Header';
import { HeaderAction } from '../HeaderAction/HeaderAction';
import { HeaderMemberArea } from '../HeaderMemberArea/HeaderMemberArea';

describe('Header', () => {
  it('offers log in and register to visitors', async () => {
    const onLogin = vi.fn();
    const onRegister = vi.fn();
    const { user } = renderWithProvider(<Header logo="Croupier" onLogin={onLogin} onRegister={onRegister} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('shows the member area instead when signed in', () => {
    renderWithProvider(<Header logo="Croupier" member={<span>member info</span>} />);
    expect(screen.getByText('member info')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('keeps a member action named by its label, which a narrow header only hides from sight', () => {
    renderWithProvider(
      <HeaderAction href="/member/depositv2" icon={ArrowDownToLine} label="Deposit" />,
    );
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', '/member/depositv2');
    // the label is text, not display:none, so assistive technology reads it at every width
    expect(screen.getByText('Deposit')).toBeInTheDocument();
  });

  it('gives a member action without a link a button', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProvider(
      <HeaderAction icon={ArrowDownToLine} label="Deposit" onClick={onClick} />,
    );
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps the member area in reading order: balance, actions, then the menu', async () => {
    const { user } = renderWithProvider(
      <Header
        logo="Croupier"
        member={
          <HeaderMemberArea
            balance={<button type="button">Refresh balance</button>}
            actions={<HeaderAction href="/deposit" icon={ArrowDownToLine} label="Deposit" />}
            menu={<button type="button">Account menu</button>}
          />
        }
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('marks the current page in the top navigation', () => {
    renderWithProvider(
      <Header
        logo="Croupier"
        navItems={[
          { id: 'home', label: 'Home', href: '/', current: true },
          { id: 'live', label: 'Live', href: '/live' },
        ]}
      />,
    );
    // jsdom matches no media query, so the desktop-only top navigation is display:none here:
    // check its semantics in the DOM rather than through the accessibility tree
    const nav = document.querySelector('nav[aria-label="Main"]');
    expect(nav).not.toBeNull();
    expect(nav?.querySelector('a[href="/"]')).toHaveAttribute('aria-current', 'page');
    expect(nav?.querySelector('a[href="/live"]')).not.toHaveAttribute('aria-current');
  });

  it('turns a category with vendors into a drop menu of them, and keeps its panel unclipped', async () => {
    const { user } = renderWithProvider(
      <Header
        logo="Croupier"
        navItems={[
          { id: 'home', label: 'Home', href: '/' },
          { id: 'rng', label: 'Slots', href: '/rng', vendors: [{ id: 'PG', name: 'PG Soft', href: '/rng?vassalage=PG' }] },
        ]}
        vendorMenuMessages={{ viewAll: 'Todos: {category}' }}
      />,
    );
    const nav = () => document.querySelector('nav[aria-label="Main"]') as HTMLElement;
    // the row is fitted just after the first paint; from then its drop menus may open out of it
    await waitFor(() => expect(nav()).toHaveAttribute('data-menus', 'true'), { timeout: 15_000 });
    // the drop menu loads on demand: until then the category is a plain link
    // (the row's More button is there too, out of sight while everything fits)
    const slots = () => [...nav().querySelectorAll('button[aria-expanded]')].find((button) => button.textContent === 'Slots');
    await waitFor(() => expect(slots()).toBeDefined(), { timeout: 15_000 });
    const trigger = slots() as HTMLButtonElement;
    await user.click(trigger);
    // The panel opens after the click's handlers have run; on a loaded machine that is a frame or two later.
    await waitFor(() =>
      expect(nav().querySelector('a[href="/rng?vassalage=PG"]')).toHaveTextContent('PG Soft'),
    );
    expect(nav().querySelector('a[href="/rng"]')).toHaveTextContent('Todos: Slots');
  });
});
