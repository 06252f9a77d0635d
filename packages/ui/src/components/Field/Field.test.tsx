import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as fieldErrorStyles from '../FieldError/FieldError.css';
import { Field } from './Field';

const renderField = (props: { error?: string; hint?: string }) =>
  render(
    <Field label="Username" id="username" {...props}>
      {(control) => <input {...control} />}
    </Field>,
  );

describe('Field', () => {
  it('shows its error through FieldError, the one error markup of the kit', () => {
    renderField({ error: 'Too short' });
    const error = document.getElementById('username-error');
    expect(error).toHaveTextContent('Too short');
    expect(error).toHaveClass(fieldErrorStyles.fieldError({ variant: 'field' }));
  });

  it('wires the error and hint to the input: error first, then hint', () => {
    renderField({ error: 'Too short', hint: '6 to 16 letters' });
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('id', 'username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'username-error username-hint');
    expect(input).toHaveAccessibleDescription('Too short 6 to 16 letters');
  });

  it('without an error renders no error element and leaves the input valid', () => {
    renderField({ hint: '6 to 16 letters' });
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(document.getElementById('username-error')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'username-hint');
  });
});
