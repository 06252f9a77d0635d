import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the columns, vendors and the 18+ line it is given', async () => {
    const openChat = vi.fn();
    const { user } = renderWithProvider(
      <Footer
        products={[{ id: 'live', label: 'Live casino', href: '/live' }]}
        helpCentre={[{ id: 'faq', label: 'FAQ', href: '/help' }]}
        contactUs={[{ id: 'cs', label: 'Customer service', onClick: openChat }]}
        vendors={['PG', 'JDB']}
        legal="18+ only. Play responsibly."
        licenseText="Sandbox licence"
      />,
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
    expect(screen.getByRole('list', { name: 'Game providers' })).toHaveTextContent('PGJDB');
    expect(screen.getByText('18+ only. Play responsibly.')).toBeInTheDocument();
    expect(screen.getByText('Sandbox licence')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(openChat).toHaveBeenCalledOnce();
  });

  it("opens another site's link in a new tab and keeps its own links in place", () => {
    renderWithProvider(
      <Footer
        products={[{ id: 'live', label: 'Live casino', href: '/live' }]}
        helpCentre={[{ id: 'help', label: 'Gamblers Anonymous', href: 'https://example.org' }]}
        contactUs={[]}
        legal="18+"
      />,
    );
    const outside = screen.getByRole('link', { name: 'Gamblers Anonymous' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noreferrer');
    expect(screen.getByRole('link', { name: 'Live casino' })).not.toHaveAttribute('target');
  });

  it('shows vendor logos named by their alternative text, as links to their games when given', () => {
    renderWithProvider(
      <Footer
        products={[]}
        helpCentre={[]}
        contactUs={[]}
        vendors={[
          { id: 'PG', name: 'PG Soft', logoUrl: '/api/art/vendors/PG', href: '/rng?vassalage=PG' },
          { id: 'JDB', name: 'JDB Gaming', logoUrl: '/api/art/vendors/JDB' },
        ]}
        legal="18+"
      />,
    );
    const providers = screen.getByRole('list', { name: 'Game providers' });
    expect(screen.getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?vassalage=PG');
    expect(providers.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'JDB Gaming' })).toHaveAttribute('loading', 'lazy');
  });

  it('leaves out an empty column', () => {
    renderWithProvider(<Footer products={[]} helpCentre={[]} contactUs={[]} legal="18+" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
