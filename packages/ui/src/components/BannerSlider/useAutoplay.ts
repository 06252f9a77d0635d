import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** What holds a playing carousel still: a mouse over it, focus in it, a drag of its slides, it or its page out of sight. */
export type AutoplayHold = 'pointer' | 'focus' | 'touch' | 'hidden' | 'offscreen';

export interface AutoplayControl {
  hold(reason: AutoplayHold, held: boolean): void;
  stop(): void;
}

/**
 * Plays `swiper`: `delay` ms after it comes to rest (from a move of its own or of the user's), the next slide, as
 * long as nothing holds it. Timers only: Swiper's Autoplay module keeps a requestAnimationFrame loop running for as
 * long as it plays (to report the time left), so a page left open drew frames at 60 Hz while nothing on it changed;
 * in headless Chromium on two cores the home's two carousels took about a quarter of a core that way.
 * The slides' live region is off while it plays (a screen reader is not read each slide) and polite again after.
 */
export function playSwiper(swiper: SwiperInstance, delay: number): AutoplayControl {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const holds = new Set<AutoplayHold>();
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  // Destroyed (Swiper empties a destroyed instance, `destroyed` included) or not yet on the page.
  const gone = () => swiper.destroyed || !swiper.el;
  const schedule = () => {
    cancel();
    if (holds.size > 0 || gone()) return;
    timer = setTimeout(() => {
      timer = undefined;
      // No move (already moving, or nowhere to go): wait a delay more rather than stop.
      if (!gone() && !swiper.slideNext()) schedule();
    }, delay);
  };
  const hold = (reason: AutoplayHold, held: boolean) => {
    if (held === holds.has(reason)) return;
    if (held) {
      holds.add(reason);
      cancel();
    } else {
      holds.delete(reason);
      schedule();
    }
  };

  // A finger or a mouse dragging the slides (a tap or a page scroll that starts on them moves nothing). The move's
  // own transition ends after the release, so its end lets go too, should the browser have cancelled the pointer.
  const onDrag = () => hold('touch', true);
  const onRelease = () => hold('touch', false);
  const onRest = () => {
    holds.delete('touch');
    schedule();
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') hold('pointer', true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') hold('pointer', false);
  };
  const onVisibility = () => hold('hidden', document.visibilityState === 'hidden');
  swiper.on('transitionEnd', onRest);
  swiper.on('sliderFirstMove', onDrag);
  swiper.on('touchEnd', onRelease);
  swiper.el.addEventListener('pointerenter', onPointerEnter);
  swiper.el.addEventListener('pointerleave', onPointerLeave);
  document.addEventListener('visibilitychange', onVisibility);
  const sight =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => hold('offscreen', !entries.some((entry) => entry.isIntersecting)))
      : undefined;
  sight?.observe(swiper.el);
  swiper.wrapperEl?.setAttribute('aria-live', 'off');
  onVisibility();
  schedule();

  const detach = () => {
    cancel();
    swiper.off('transitionEnd', onRest);
    swiper.off('sliderFirstMove', onDrag);
    swiper.off('touchEnd', onRelease);
    swiper.el?.removeEventListener('pointerenter', onPointerEnter);
    swiper.el?.removeEventListener('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', onVisibility);
    sight?.disconnect();
    if (!gone()) swiper.wrapperEl?.setAttribute('aria-live', 'polite');
  };
  // A carousel whose Swiper goes while it plays (its slides swapped for a placeholder) stops with it. (Not off
  // 'destroy' inside its own handler: Swiper would skip the next one.)
  swiper.on('destroy', detach);
  const stop = () => {
    swiper.off('destroy', detach);
    detach();
  };
  return { hold, stop };
}

/**
 * Autoplay that the user can pause (WCAG 2.2.2) and that starts paused under prefers-reduced-motion: the next
 * slide `delay` ms after each move, held as `playSwiper` says, and while focus is inside (`focusHandlers`).
 * `playing` is the user's choice once they have made one, else the motion setting's default.
 */
export const useAutoplay = (swiper: SwiperInstance | null, enabled: boolean, delay: number) => {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = enabled && (choice ?? !reducedMotion);
  const control = useRef<AutoplayControl | null>(null);

  useEffect(() => {
    // (a Swiper destroyed since it was handed over, e.g. while a placeholder stands in for the slides, has no el)
    if (!swiper || swiper.destroyed || !swiper.el || !playing) return;
    const autoplay = playSwiper(swiper, delay);
    control.current = autoplay;
    return () => {
      autoplay.stop();
      control.current = null;
    };
  }, [swiper, playing, delay]);

  return {
    playing,
    reducedMotion,
    toggle: () => setChoice(!playing),
    /** Keyboard focus inside the carousel holds the slides still; leaving it lets them go on. */
    focusHandlers: {
      onFocus: () => control.current?.hold('focus', true),
      onBlur: (event: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        control.current?.hold('focus', false);
      },
    },
  };
};
