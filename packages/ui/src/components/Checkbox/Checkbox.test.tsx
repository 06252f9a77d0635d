import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('registration terms are ticked by default and untick on click', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="I am 18 or older and accept the terms" defaultChecked onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles from its label and with the space key', async () => {
    render(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('wires the error and description to the checkbox', () => {
    render(<Checkbox label="Accept terms" description="Read them in the help centre." error="Please accept the terms" required />);
    const box = screen.getByRole('checkbox', { name: 'Accept terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms Read them in the help centre.');
  });

  it('ignores clicks when disabled', async () => {
    render(<Checkbox label="Locked" disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
  });
});
