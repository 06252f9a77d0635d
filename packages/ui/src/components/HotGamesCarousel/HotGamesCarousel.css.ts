import { style } from '@vanilla-extract/css';
import { offscreenSlide } from '../PromotionCarousel/offscreenSlides.css';
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

/** A slide's width at each of the views' breakpoints; under `when` (a selector) only, if given. */
const slideWidths = (when?: string) => {
  const width = (perView: number) => (when ? { selectors: { [when]: { width: slideWidth(perView) } } } : { width: slideWidth(perView) });
  return {
    ...width(hotGamesViews.perView),
    '@media': Object.fromEntries(
      Object.entries(hotGamesViews.breakpoints).map(([minWidth, perView]) => [`screen and (min-width: ${minWidth}px)`, width(perView)]),
    ),
  };
};

export const slide = style([
  offscreenSlide,
  { height: 'auto', selectors: { [beforeSwiper]: { marginRight: HOT_GAMES_GAP } } },
  slideWidths(beforeSwiper),
]);

/**
 * While the games load: one row of placeholders as wide as the slides will be, in the swiper's box, so nothing
 * below moves when the carousel takes its place (a wrapping grid was three rows on a phone: home's CLS).
 */
export const skeletonRow = style({ display: 'flex', gap: HOT_GAMES_GAP, overflow: 'hidden', paddingBlock: 4, marginBlock: -4 });
export const skeletonSlot = style([{ flex: 'none' }, slideWidths()]);
