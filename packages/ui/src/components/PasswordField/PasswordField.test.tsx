import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names the toggle from the messages', () => {
    renderWithProvider(<PasswordField label="Senha" />, { messages: { passwordField: { show: 'Mostrar senha' } } });
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  });

  it('wires the error to the input', () => {
    render(<PasswordField label="Password" error="Incorrect password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Incorrect password');
  });

  it('points the toggle at the input from its first render (never at an id no element has)', () => {
    let first: { controls: string | null; input: string } | undefined;
    // a sibling's layout effect runs after the field's first commit, before the field's own effects
    const Probe = () => {
      useLayoutEffect(() => {
        first = {
          controls: document.querySelector('button')?.getAttribute('aria-controls') ?? null,
          input: document.querySelector('input')?.id ?? '',
        };
      }, []);
      return null;
    };
    render(
      <>
        <PasswordField label="Password" />
        <Probe />
      </>,
    );
    expect(first?.controls).toBe(first?.input);
  });

  it('keeps ids unique', () => {
    const { container } = render(<PasswordField label="Password" />);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
