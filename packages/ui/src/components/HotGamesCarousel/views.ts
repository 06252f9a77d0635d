/** Tiles in view by the window's width (Swiper's breakpoints; the stylesheet's media queries before Swiper runs). */
export const hotGamesViews = { perView: 2.4, breakpoints: { 640: 4, 1024: 6 } } as const;

/** Space between tiles, px. */
export const HOT_GAMES_GAP = 12;
