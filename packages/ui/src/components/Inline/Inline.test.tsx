import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('lays children side by side in the given element', () => {
    render(
      <Inline as="nav" space="small" aria-label="Categories">
        <a href="/live">Live</a>
        <a href="/rng">Slots</a>
      </Inline>,
    );
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav.children).toHaveLength(2);
  });

  it('keeps a scrolling row to one line of children that do not shrink', () => {
    render(
      <Inline space="small" wrap="scroll" role="group" aria-label="Filters">
        <button type="button">All</button>
        <button type="button">Hot</button>
      </Inline>,
    );
    const group = screen.getByRole('group', { name: 'Filters' });
    expect(getComputedStyle(group).flexWrap).toBe('nowrap');
    expect(getComputedStyle(group).overflowX).toBe('auto');
  });
});
