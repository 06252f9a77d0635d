import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Header } from './Header';

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
});
