import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './FieldError';

describe('FieldError', () => {
  it('describes the input that names its id', () => {
    render(
      <>
        <input aria-label="Username" aria-invalid aria-describedby="username-error" />
        <FieldError id="username-error">Username must be 4 - 16 characters</FieldError>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Username must be 4 - 16 characters');
  });

  it('has no live role of its own under a field', () => {
    render(<FieldError id="e">Wrong</FieldError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Wrong').parentElement).not.toHaveAttribute('role');
  });

  it('renders nothing without an error', () => {
    const { container } = render(<FieldError id="e">{undefined}</FieldError>);
    expect(container).toBeEmptyDOMElement();
  });

  it('can be a form-level alert summary', () => {
    render(
      <FieldError id="summary" variant="summary" role="alert">
        Network link is abnormal, please try again
      </FieldError>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal');
  });
});
