import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading with the default message', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes its name from the provider messages', () => {
    renderWithProvider(<Spinner />, { messages: { spinner: { label: 'Carregando' } } });
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
  });

  it('is silent when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
