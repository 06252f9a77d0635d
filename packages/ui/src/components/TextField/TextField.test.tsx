import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label', () => {
    render(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('describes the input with its hint', () => {
    render(<TextField label="Username" hint="6 to 16 letters" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('6 to 16 letters');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an error marks the input invalid and is read before the hint', () => {
    render(<TextField label="Username" hint="6 to 16 letters" error="Too short" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short 6 to 16 letters');
  });

  it('required reaches the input', () => {
    render(<TextField label="Username" required />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
  });

  it('focuses the input when its label is clicked', async () => {
    render(<TextField label="Username" />);
    await userEvent.click(screen.getByText('Username'));
    expect(screen.getByRole('textbox')).toHaveFocus();
  });
});
