import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on from its label and reports it', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Remember password" description="Kept on this device for 1 day." onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Remember password' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('Kept on this device for 1 day.');
    await userEvent.click(screen.getByText('Remember password'));
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('toggles with the keyboard', async () => {
    render(<Switch label="Hide balance" defaultChecked />);
    const control = screen.getByRole('switch', { name: 'Hide balance' });
    control.focus();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    render(<Switch label="Hide balance" disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Hide balance' }));
    expect(screen.getByRole('switch', { name: 'Hide balance' })).not.toBeChecked();
  });
});
