import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { SystemPage } from './SystemPage';

describe('SystemPage', () => {
  it('maintenance page shows its title, customer service and the social icons', async () => {
    const onContactSupport = vi.fn();
    const { user } = renderWithProvider(
      <SystemPage
        variant="maintenance"
        onContactSupport={onContactSupport}
        social={<a href="https://t.me/x">Telegram</a>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Under maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onContactSupport).toHaveBeenCalledTimes(1);
  });

  it('region-blocked page shows the visitor IP', () => {
    renderWithProvider(
      <SystemPage variant="regionBlocked" ip="203.0.113.42" onContactSupport={() => undefined} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Access restricted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your IP').parentElement).toHaveTextContent('Your IP 203.0.113.42');
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('domain-check-failed page says the §8 text', () => {
    renderWithProvider(<SystemPage variant="domainCheckFailed" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid URL' })).toBeInTheDocument();
    expect(screen.getByText('Invalid URL, please contact customer service')).toBeInTheDocument();
  });

  it('has no customer service button without onContactSupport', () => {
    renderWithProvider(<SystemPage variant="maintenance" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the IP only on the region-blocked page', () => {
    renderWithProvider(<SystemPage variant="maintenance" ip="203.0.113.42" />);
    expect(screen.queryByText('203.0.113.42')).not.toBeInTheDocument();
  });

  it('its illustration is decorative', () => {
    const { container } = renderWithProvider(<SystemPage variant="regionBlocked" />);
    const art = container.querySelector('svg:not(button svg)');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is the page landmark', () => {
    renderWithProvider(<SystemPage variant="maintenance" />);
    expect(screen.getByRole('main')).toHaveAttribute('data-variant', 'maintenance');
  });

  it('takes translated texts through messages, and a title or description override', () => {
    renderWithProvider(
      <SystemPage
        variant="regionBlocked"
        ip="203.0.113.42"
        onContactSupport={() => undefined}
        description="Custom info text"
        messages={{
          regionBlockedTitle: 'Acesso restrito',
          yourIp: 'Seu IP',
          contactSupport: 'Atendimento',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Acesso restrito' })).toBeInTheDocument();
    expect(screen.getByText('Seu IP')).toBeInTheDocument();
    expect(screen.getByText('Custom info text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atendimento' })).toBeInTheDocument();
  });
});
