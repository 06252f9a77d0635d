import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'email', label: 'Email' },
  { value: 'mobileNum', label: 'Mobile number', description: 'We send a code by SMS.' },
  { value: 'google', label: 'Google code', disabled: true },
];

describe('RadioGroup', () => {
  it('names the group and its options', () => {
    render(<RadioGroup label="Reset by" options={options} defaultValue="email" />);
    const group = screen.getByRole('radiogroup', { name: 'Reset by' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toHaveAccessibleDescription('We send a code by SMS.');
  });

  it('selects by click and reports the value', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Reset by" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Mobile number'));
    expect(onValueChange).toHaveBeenCalledWith('mobileNum');
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
  });

  // selection follows focus in a browser (see the Keyboard story); jsdom shows the roving focus
  it('arrow keys move focus and skip disabled options', async () => {
    render(<RadioGroup label="Reset by" options={options} defaultValue="email" />);
    screen.getByRole('radio', { name: 'Email' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
  });

  it('wires the error to the group', () => {
    render(<RadioGroup label="Reset by" options={options} error="Choose a method" />);
    const group = screen.getByRole('radiogroup', { name: 'Reset by' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a method');
  });
});
