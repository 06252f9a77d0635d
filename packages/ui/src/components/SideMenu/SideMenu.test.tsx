import { screen } from '@testing-library/react';
import { House } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/context';
import { renderWithProvider } from '../../test/render';
import { SideMenu } from './SideMenu';

const sections = [{ id: 'main', items: [{ id: 'home', label: 'Home', href: '/', icon: House, current: true, badge: 2 }] }];

describe('SideMenu', () => {
  it('collapses and expands, reporting it with aria-expanded', async () => {
    const onCollapsedChange = vi.fn();
    const { user } = renderWithProvider(<SideMenu sections={sections} onCollapsedChange={onCollapsedChange} />);
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation').id);
    await user.click(toggle);
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links through the provider linkComponent and marks the current page', () => {
    const RouterLink = ({ children, ...props }: LinkComponentProps) => (
      <a data-router="" {...props}>
        {children}
      </a>
    );
    renderWithProvider(<SideMenu sections={sections} />, { linkComponent: RouterLink });
    const link = screen.getByRole('link', { name: /Home/ });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('follows a controlled collapsed prop', () => {
    renderWithProvider(<SideMenu sections={sections} collapsed />);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });
});
