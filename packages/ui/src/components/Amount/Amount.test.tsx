import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Amount } from './Amount';
import { formatAmount, prepareAmountFormat } from './formatAmount';

const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('formatAmount', () => {
  it('shows minor units with exactly 2 decimals', () => {
    expect(formatAmount(123456, 'BRL', 'en')).toBe('R$1,234.56');
    expect(formatAmount(100, 'MXN', 'en')).toBe('MX$1.00');
    expect(formatAmount(5, 'BDT', 'en')).toBe('BDT 0.05'.replace(' ', '\u00a0'));
  });

  it('follows the locale', () => {
    expect(normalise(formatAmount(123456, 'BRL', 'pt-BR'))).toBe('R$ 1.234,56');
    expect(formatAmount(123456, 'MXN', 'es-MX')).toBe('$1,234.56');
  });

  it('made ahead, the format is built once and the first amount uses it', () => {
    const Real = Intl.NumberFormat;
    const expected = new Real('bn-BD', { style: 'currency', currency: 'BDT', minimumFractionDigits: 2 }).format(1234.56);
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as unknown as typeof Real);
    prepareAmountFormat('BDT', 'bn-BD');
    expect(made).toHaveBeenCalledTimes(1);
    expect(formatAmount(123456, 'BDT', 'bn-BD')).toBe(expected);
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });
});

describe('Amount', () => {
  it('renders the formatted amount', () => {
    render(<Amount value={2000000050} currency="BRL" locale="en" />);
    expect(screen.getByText('R$20,000,000.50')).toBeInTheDocument();
  });

  it('is isolated left-to-right so RTL text cannot reorder its sign and symbol', () => {
    render(
      <p dir="rtl">
        الرصيد <Amount value={-120000} currency="BRL" locale="pt-BR" data-testid="amount" />
      </p>,
    );
    expect(screen.getByTestId('amount')).toHaveAttribute('dir', 'ltr');
    expect(normalise(screen.getByTestId('amount').textContent ?? '')).toBe('-R$ 1.200,00');
  });
});
