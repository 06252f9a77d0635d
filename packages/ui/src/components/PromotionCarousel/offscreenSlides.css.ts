import { style } from '@vanilla-extract/css';

/**
 * A row of tiles' slides out of view are not styled or laid out until they come into view (content-visibility),
 * and a slide in view is drawn as usual. Swiper's start reads a style of its element, which made the browser
 * style every slide's tile at once: on home at 4x CPU, 140-195 ms of the two carousels' start where it is now
 * 25-29. In view means Swiper's active or visible class (the visible one needs watchSlidesProgress); before
 * Swiper starts, the browser draws the slides in view all the same. Only slides out of view get the containment,
 * whose clip would otherwise cut a tile's shadow at its slide's edge. A slide not drawn counts 1 px high for the
 * row, whose height the slides in view set (its width is set by Swiper or the carousel's own rule).
 */
export const offscreenSlide = style({
  selectors: {
    '&:not(.swiper-slide-active):not(.swiper-slide-visible)': {
      contentVisibility: 'auto',
      // no `auto`: a size remembered at another width (a window made narrower) would hold the row open
      containIntrinsicSize: '1px',
    },
  },
});
