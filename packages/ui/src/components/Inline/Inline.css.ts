import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

// One line that scrolls sideways: its height never depends on how wide the children's text comes out (a web
// font arriving late cannot move the page below). The padding keeps focus rings unclipped.
const scrollRow = style({
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  padding: 3,
  margin: -3,
});
globalStyle(`${scrollRow} > *`, { flexShrink: 0 });

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
      scroll: [scrollRow],
    },
  },
  defaultVariants: { align: 'start', alignY: 'center', wrap: true },
});
