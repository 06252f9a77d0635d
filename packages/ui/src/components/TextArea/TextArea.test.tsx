import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { characterCount, TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled textbox with its error and hint wired', () => {
    render(<TextArea label="Content" hint="At most 140 characters" error="Input cannot be empty" required />);
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Input cannot be empty At most 140 characters');
  });

  it('counts characters as typed and marks the count when over the limit, keeping the text', async () => {
    render(<TextArea label="Content" maxLength={5} messages={{ count: '(count) de (max)' }} />);
    const box = screen.getByRole('textbox', { name: 'Content' });
    await userEvent.type(box, 'abcdefg');
    expect(box).toHaveValue('abcdefg');
    expect(screen.getByTestId('textarea-counter')).toHaveTextContent('7 de 5');
  });

  it('counts an emoji or a combined letter as one character', () => {
    expect(characterCount('olá 🎰')).toBe(5);
  });
});
