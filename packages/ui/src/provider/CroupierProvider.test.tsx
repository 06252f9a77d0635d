import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/Button/Button';
import { Dialog } from '../components/Dialog/Dialog';
import { Link } from '../components/Link/Link';
import { renderWithProvider } from '../test/render';
import { brands } from '../themes/brands';
import type { LinkComponentProps } from './context';
import { useMessages } from './context';

const Probe = () => <span>{useMessages('balance').refresh}</span>;

describe('CroupierProvider', () => {
  it('marks its scope with the brand and direction', () => {
    const { container } = renderWithProvider(<p>hi</p>, { brand: 'mexico', dir: 'rtl' });
    const scope = container.firstElementChild as HTMLElement;
    expect(scope).toHaveAttribute('data-cr-brand', 'mexico');
    expect(scope).toHaveAttribute('dir', 'rtl');
  });

  it('defaults to the brazil brand', () => {
    const { container } = renderWithProvider(<p>hi</p>);
    expect(container.firstElementChild).toHaveAttribute('data-cr-brand', 'brazil');
  });

  it('injects a custom brand as CSS variables', () => {
    renderWithProvider(<p>hi</p>, { brand: { ...brands.bangladesh, name: 'acme' } });
    const style = [...document.querySelectorAll('style')].find((s) => s.textContent?.includes('data-cr-brand="acme"'));
    expect(style?.textContent).toContain('--cr-color-accent:#22C3DD');
  });

  it('merges partial messages over the English defaults', () => {
    renderWithProvider(<Probe />, { messages: { balance: { refresh: 'Atualizar saldo' } } });
    expect(screen.getByText('Atualizar saldo')).toBeInTheDocument();
  });

  it('renders links through the linkComponent', () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
      <a data-router="yes" {...props} href={`/app${href}`}>
        {children}
      </a>
    );
    renderWithProvider(<Link href="/promotions">Promotions</Link>, { linkComponent: RouterLink });
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/app/promotions');
  });

  it('portalled dialogs keep the brand and direction', async () => {
    const { user } = renderWithProvider(
      <Dialog.Root>
        <Dialog.Trigger>
          <Button>Open</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Region</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
      { brand: 'bangladesh', dir: 'rtl' },
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Region' });
    const scope = dialog.closest('[data-cr-brand]');
    expect(scope).toHaveAttribute('data-cr-brand', 'bangladesh');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(scope?.parentElement).toBe(document.body);
  });
});
