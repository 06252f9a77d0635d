import { style } from '@vanilla-extract/css';
import { HOT_GAMES_GAP, hotGamesViews } from './views';

export const root = style({ width: '100%', minWidth: 0 });

/** Swiper grows to 33,554,432 px inside grid/flex without these (TOOLCHAIN.md). */
export const swiper = style({
  selectors: {
    // room for the tiles' hover lift and shadow, which overflow:hidden would clip
    '&.swiper': { width: '100%', minWidth: 0, paddingBlock: 4, marginBlock: -4 },
  },
});

/** Before Swiper has measured (a server's render, the first frame): each slide as wide as it will make it. */
const beforeSwiper = '.swiper:not(.swiper-initialized) &';
/** Swiper's width of a slide: (width - (perView - 1) * gap) / perView. */
const slideWidth = (perView: number) => `calc((100% - ${Math.round(HOT_GAMES_GAP * (perView - 1) * 100) / 100}px) / ${perView})`;

export const slide = style({
  height: 'auto',
  selectors: { [beforeSwiper]: { width: slideWidth(hotGamesViews.perView), marginRight: HOT_GAMES_GAP } },
  '@media': Object.fromEntries(
    Object.entries(hotGamesViews.breakpoints).map(([width, perView]) => [
      `screen and (min-width: ${width}px)`,
      { selectors: { [beforeSwiper]: { width: slideWidth(perView) } } },
    ]),
  ),
});

export const skeletonRow = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gridAutoRows: 'auto', overflow: 'hidden' });
