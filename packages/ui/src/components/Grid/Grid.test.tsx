import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../css/sprinkles.css';
import { Grid } from './Grid';
import { gridSprinkles } from './Grid.css';

describe('Grid', () => {
  it('sets columns per breakpoint and the gap through sprinkles', () => {
    const { container } = render(
      <Grid columns={[2, 3, 6]} gap={{ mobile: 'small', desktop: 'large' }}>
        <div>a</div>
      </Grid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    for (const name of gridSprinkles({ gridTemplateColumns: [2, 3, 6] }).split(' ')) expect(grid).toHaveClass(name);
    for (const name of sprinkles({ gap: { mobile: 'small', desktop: 'large' } }).split(' ')) expect(grid).toHaveClass(name);
  });

  it('with minItemWidth fills as many columns as fit', () => {
    const { container } = render(<Grid minItemWidth="9rem" as="ul" />);
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.tagName).toBe('UL');
    expect(grid.style.getPropertyValue('--cr-grid-min')).toBe('9rem');
  });
});
