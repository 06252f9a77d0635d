import './jsdomPolyfills';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import * as fieldErrorStyles from '../FieldError/FieldError.css';
import type { SelectOption, SelectProps } from './Select';
import { Select } from './Select';

const currencies: SelectOption[] = [
  { value: 'BRL', label: 'Brazilian real', description: 'R$' },
  { value: 'MXN', label: 'Mexican peso', description: '$' },
  { value: 'BDT', label: 'Bangladeshi taka', description: '৳' },
  { value: 'USD', label: 'US dollar', disabled: true },
];

const Controlled = ({ onValueChange, ...props }: Partial<SelectProps>) => {
  const [value, setValue] = useState('BRL');
  return (
    <Select
      label="Currency"
      options={currencies}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
      {...props}
    />
  );
};

describe('Select', () => {
  it('is a combobox named by its label, showing the chosen option', () => {
    renderWithProvider(<Controlled />);
    const combobox = screen.getByRole('combobox', { name: 'Currency' });
    expect(combobox).toHaveTextContent('Brazilian real');
    expect(screen.getByText('Currency')).toBeVisible();
  });

  it('keeps a hidden label as the accessible name', () => {
    renderWithProvider(<Controlled hideLabel />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
  });

  it('chooses an option with the mouse', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProvider(<Controlled onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    const listbox = await screen.findByRole('listbox', { name: 'Currency' });
    expect(listbox).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Mexican peso $' }));
    expect(onValueChange).toHaveBeenCalledWith('MXN');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('Mexican peso');
  });

  it('works from the keyboard, skipping disabled options', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProvider(<Controlled onValueChange={onValueChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Currency' });
    combobox.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Brazilian real R$' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Bangladeshi taka ৳' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('BDT');
    await waitFor(() => expect(combobox).toHaveFocus());
  });

  it('selects by typeahead', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProvider(<Controlled onValueChange={onValueChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Currency' });
    combobox.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Brazilian real R$' })).toHaveFocus());
    await user.keyboard('me');
    expect(screen.getByRole('option', { name: 'Mexican peso $' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('MXN');
  });

  it('names options by label then description, and shows only the label in the trigger', async () => {
    const { user } = renderWithProvider(<Controlled />);
    const combobox = screen.getByRole('combobox', { name: 'Currency' });
    expect(combobox).toHaveTextContent(/^Brazilian real$/);
    await user.click(combobox);
    expect(await screen.findByRole('option', { name: 'Bangladeshi taka ৳' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'US dollar' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('wires hint and error to the trigger', () => {
    renderWithProvider(<Controlled hint="Used for deposits" error="Choose a currency" />);
    const combobox = screen.getByRole('combobox', { name: 'Currency' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Choose a currency Used for deposits');
    expect(screen.getByText('Choose a currency').parentElement).toHaveClass(fieldErrorStyles.fieldError({ variant: 'field' }));
  });

  it('does not open when disabled', async () => {
    const { user } = renderWithProvider(<Controlled disabled />);
    const combobox = screen.getByRole('combobox', { name: 'Currency' });
    expect(combobox).toBeDisabled();
    await user.click(combobox);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the placeholder until something is chosen', () => {
    renderWithProvider(<Select label="Currency" options={currencies} placeholder="Choose…" />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('Choose…');
  });

  it('keeps the brand and direction in its portal', async () => {
    const { user } = renderWithProvider(<Controlled />, { brand: 'bangladesh', dir: 'rtl' });
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    const scope = (await screen.findByRole('listbox')).closest('[data-cr-brand]');
    expect(scope).toHaveAttribute('data-cr-brand', 'bangladesh');
    expect(scope).toHaveAttribute('dir', 'rtl');
  });
});
