import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * Autoplay that the user can pause (WCAG 2.2.2) and that starts paused under prefers-reduced-motion.
 * `playing` is the user's choice once they have made one, else the motion setting's default.
 */
export const useAutoplay = (swiper: SwiperInstance | null, enabled: boolean) => {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = enabled && (choice ?? !reducedMotion);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return {
    playing,
    reducedMotion,
    toggle: () => setChoice(!playing),
    /** Keyboard focus inside the carousel holds the slides still; leaving it resumes. */
    focusHandlers: {
      onFocus: () => {
        if (playing && swiper?.autoplay?.running) swiper.autoplay.pause();
      },
      onBlur: (event: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        if (playing && swiper?.autoplay?.paused) swiper.autoplay.resume();
      },
    },
  };
};
