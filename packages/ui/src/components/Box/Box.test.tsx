import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element asked for and keeps native props', () => {
    render(<Box as="section" aria-label="Wins" data-testid="box" padding="large" />);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveAttribute('aria-label', 'Wins');
  });

  it('turns token props into classes, not attributes', () => {
    render(<Box data-testid="box" padding="large" background="surface" />);
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('background');
    expect(box.className.split(' ').length).toBeGreaterThan(3);
  });
});
