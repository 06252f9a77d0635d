import { style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from '../../css/breakpoints';

export const columnCounts = [1, 2, 3, 4, 5, 6, 8, 12] as const;
export type ColumnCount = (typeof columnCounts)[number];

const templates = Object.fromEntries(
  columnCounts.map((count) => [count, `repeat(${count}, minmax(0, 1fr))`]),
) as Record<ColumnCount, string>;

/** Column count per breakpoint, on the same conditions as the kit's sprinkles. */
const gridProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: { gridTemplateColumns: templates },
});

export const gridSprinkles = createSprinkles(gridProperties);

export const grid = style({ display: 'grid', minWidth: 0 });

/** With `minItemWidth`: as many columns as fit, each at least that wide (set through a variable). */
export const autoFill = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(var(--cr-grid-min), 100%), 1fr))',
});
