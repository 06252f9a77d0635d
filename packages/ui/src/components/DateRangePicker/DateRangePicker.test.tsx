import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import type { DateRange } from './dateRange';
import { DateRangePicker } from './DateRangePicker';

const today = '2025-06-15';

const Controlled = ({
  initial = { from: '', to: '' },
  onChange,
}: {
  initial?: DateRange;
  onChange?: (value: DateRange) => void;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      today={today}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
};

describe('DateRangePicker', () => {
  it('is a group named by its legend with labelled From and To date inputs', () => {
    renderWithProvider(
      <DateRangePicker
        today={today}
        value={{ from: '', to: '' }}
        onChange={() => {}}
        label="Betting date"
      />,
    );
    const group = screen.getByRole('group', { name: 'Betting date' });
    expect(within(group).getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(within(group).getByLabelText('To')).toHaveAttribute('type', 'date');
  });

  it('fills the range from a preset, counted from the injected today, and marks it pressed', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProvider(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-06-09', to: '2025-06-15' });
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Next 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-06-15', to: '2025-07-14' });
    expect(screen.getByLabelText('To')).toHaveValue('2025-07-14');
  });

  it('reports each typed end and unpresses the preset', () => {
    const onChange = vi.fn();
    renderWithProvider(
      <Controlled initial={{ from: '2025-06-09', to: '2025-06-15' }} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-06-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-06-01', to: '2025-06-15' });
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps both typed ends when the parent has not re-rendered in between (a URL updated in a transition)', () => {
    const onChange = vi.fn();
    renderWithProvider(
      <DateRangePicker
        today={today}
        value={{ from: '2025-06-09', to: '2025-06-15' }}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-31' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2020-01-01', to: '2020-01-31' });
  });

  it('shows an error on both inputs when the start is after the end', () => {
    renderWithProvider(
      <DateRangePicker
        today={today}
        value={{ from: '2025-06-20', to: '2025-06-10' }}
        onChange={() => {}}
      />,
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The start date must be on or before the end date.');
    expect(from).toHaveAccessibleDescription('The start date must be on or before the end date.');
  });

  it('limits each native picker by the other end', () => {
    renderWithProvider(
      <DateRangePicker
        today={today}
        value={{ from: '2025-06-01', to: '2025-06-10' }}
        onChange={() => {}}
        max="2025-12-31"
      />,
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2025-06-10');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2025-06-01');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2025-12-31');
  });

  it('offers only the presets asked for, in translation', () => {
    renderWithProvider(
      <DateRangePicker
        today={today}
        value={{ from: '', to: '' }}
        onChange={() => {}}
        presets={['previous30']}
        messages={{ previous30: 'Últimos 30 dias', presets: 'Atalhos' }}
      />,
    );
    const presets = screen.getByRole('group', { name: 'Atalhos' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Últimos 30 dias']);
  });

  it('disables everything when disabled', () => {
    renderWithProvider(
      <DateRangePicker today={today} value={{ from: '', to: '' }} onChange={() => {}} disabled />,
    );
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
  });
});
