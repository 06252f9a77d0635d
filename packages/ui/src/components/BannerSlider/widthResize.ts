import type { SwiperModule } from 'swiper/types';

/**
 * A Swiper module that measures a horizontal carousel again when its width changes, and only then. Use it with
 * `resizeObserver: false`, which leaves Swiper its window `resize` listener (breakpoints, a turned phone).
 *
 * Why not Swiper's own observer: it compares the observed content box, which is fractional, with the whole pixels
 * of `clientHeight` it measured at init. A carousel whose height is fractional (tiles sized by an aspect ratio)
 * then runs a full resize on its first observation, and again on any change of height, though the slides'
 * widths depend on the carousel's width alone. On home at 4x CPU that was a task of 100-160 ms in the second after
 * the data arrives (issue 16). A change of width under a pixel is none: Swiper measures whole pixels.
 */
export const WidthResize: SwiperModule = ({ swiper, on, emit }) => {
  let observer: ResizeObserver | undefined;
  let frame = 0;
  on('init', () => {
    if (typeof ResizeObserver === 'undefined') return;
    observer = new ResizeObserver((entries) => {
      const entry = entries.find((item) => item.target === swiper.el);
      if (!entry) return;
      const width = entry.contentRect.width;
      // a frame later, as Swiper's own: a resize measured inside the callback would loop the observer
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (swiper.destroyed || !swiper.initialized || Math.abs(width - swiper.width) < 1) return;
        emit('beforeResize');
        emit('resize');
      });
    });
    observer.observe(swiper.el);
  });
  on('destroy', () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    observer = undefined;
  });
};
