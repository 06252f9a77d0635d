import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BalanceWidgetProps } from './BalanceWidget';
import { BalanceWidget } from './BalanceWidget';

const setup = (props: Partial<BalanceWidgetProps> = {}) => {
  const handlers = { onToggleHidden: vi.fn(), onRefresh: vi.fn() };
  render(<BalanceWidget balance={123456} currency="BRL" locale="en" hidden={false} {...handlers} {...props} />);
  return { ...handlers, group: screen.getByRole('group', { name: 'Balance' }) };
};

describe('BalanceWidget', () => {
  it('shows the balance with 2 decimals', () => {
    const { group } = setup();
    expect(group).toHaveTextContent('R$1,234.56');
  });

  it('shows the balance as an isolated left-to-right Amount, so RTL pages keep its order', () => {
    setup();
    expect(screen.getByText('R$1,234.56')).toHaveAttribute('dir', 'ltr');
  });

  it('masks the balance with asterisks when hidden', () => {
    const { group } = setup({ hidden: true });
    expect(group).toHaveTextContent('******');
    expect(group).not.toHaveTextContent('1,234.56');
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
  });

  it('asks to hide or show depending on the state', async () => {
    const { onToggleHidden } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(onToggleHidden).toHaveBeenCalledOnce();
  });

  it('offers Show balance when hidden', () => {
    setup({ hidden: true });
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeInTheDocument();
  });

  it('refreshes on request, but not while a refresh is running', async () => {
    const first = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(first.onRefresh).toHaveBeenCalledOnce();
  });

  it('ignores refresh presses while refreshing', async () => {
    const { onRefresh } = setup({ refreshing: true });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('shows a loading skeleton until the balance arrives', () => {
    setup({ balance: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading balance');
  });

  it('takes translated names', () => {
    render(
      <BalanceWidget
        balance={100}
        currency="BRL"
        hidden={false}
        onToggleHidden={() => {}}
        onRefresh={() => {}}
        messages={{ label: 'Saldo', refresh: 'Atualizar saldo' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Saldo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar saldo' })).toBeInTheDocument();
  });
});
