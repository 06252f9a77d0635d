import { style } from '@vanilla-extract/css';

export const root = style({ width: '100%', minWidth: 0 });

/** Swiper grows to 33,554,432 px inside grid/flex without these (TOOLCHAIN.md). */
export const swiper = style({
  selectors: {
    // room for the tiles' hover lift and shadow, which overflow:hidden would clip
    '&.swiper': { width: '100%', minWidth: 0, paddingBlock: 4, marginBlock: -4 },
  },
});

export const slide = style({ height: 'auto' });

export const skeletonRow = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gridAutoRows: 'auto', overflow: 'hidden' });
