import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reducedMotionStyle } from '../../test/reducedMotion';
import { renderWithProvider } from '../../test/render';
import * as styles from './Spinner.css';
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

  it('stands still, dimmed, under prefers-reduced-motion', () => {
    const base = styles.spinner.classNames.base;
    expect(reducedMotionStyle(base)?.animation).toBe('none');
    expect(Number(reducedMotionStyle(base)?.opacity)).toBeLessThan(1);
  });
});
