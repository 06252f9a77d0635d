import { act, fireEvent, screen } from '@testing-library/react';
import { House } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { SideMenu } from '../SideMenu/SideMenu';
import { AppShell } from './AppShell';

const sections = [{ id: 'main', items: [{ id: 'home', label: 'Home', href: '/', icon: House }] }];

describe('AppShell', () => {
  it('lays out header, side menu, content and footer, with the side menu shown by default', () => {
    renderWithProvider(
      <AppShell header={<header>top</header>} sideMenu={<SideMenu sections={sections} />} footer={<footer>bottom</footer>}>
        <p>page</p>
      </AppShell>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('page');
    expect(screen.getByRole('banner')).toHaveTextContent('top');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('bottom');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shares a controlled collapsed state with its side menu', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProvider(
      <AppShell header={null} sideMenu={<SideMenu sections={sections} />} sideMenuCollapsed onSideMenuCollapsedChange={onChange}>
        <p>page</p>
      </AppShell>,
    );
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(onChange).toHaveBeenCalledWith(false);
    // controlled: stays collapsed until the parent says otherwise
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('offers scroll to top once the page is scrolled, and scrolls up', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const { user } = renderWithProvider(
      <AppShell header={null}>
        <p>page</p>
      </AppShell>,
    );
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      fireEvent.scroll(window);
    });
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
