import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { playSwiper } from './useAutoplay';

/** The part of a Swiper that autoplay uses: its events, its elements and slideNext, which "moves" at once. */
function fakeSwiper() {
  const handlers = new Map<string, Set<() => void>>();
  const el = document.createElement('div');
  const wrapperEl = document.createElement('div');
  el.append(wrapperEl);
  const swiper = {
    el,
    wrapperEl,
    destroyed: false,
    moves: 0,
    on(event: string, handler: () => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off(event: string, handler: () => void) {
      handlers.get(event)?.delete(handler);
    },
    emit(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
    slideNext() {
      swiper.moves += 1;
      // a transition of 100 ms, then Swiper's transitionEnd
      setTimeout(() => swiper.emit('transitionEnd'), 100);
      return true;
    },
  };
  return swiper;
}

const asSwiper = (fake: ReturnType<typeof fakeSwiper>) => fake as unknown as SwiperInstance;
const mouse = (type: string) => Object.assign(new Event(type), { pointerType: 'mouse' });

describe('playSwiper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves a delay after each move comes to rest, and stops for good on stop()', () => {
    const swiper = fakeSwiper();
    const autoplay = playSwiper(asSwiper(swiper), 1000);
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(999);
    expect(swiper.moves).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.moves).toBe(1);
    // the next one a delay after the transition ends (100 ms), not a delay after it began
    vi.advanceTimersByTime(1099);
    expect(swiper.moves).toBe(1);
    vi.advanceTimersByTime(1);
    expect(swiper.moves).toBe(2);

    autoplay.stop();
    vi.advanceTimersByTime(10_000);
    expect(swiper.moves).toBe(2);
    expect(swiper.listeners('transitionEnd')).toBe(0);
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('polite');
  });

  it('holds still under a mouse, focus or a finger, and goes on a full delay after the last lets go', () => {
    const swiper = fakeSwiper();
    const autoplay = playSwiper(asSwiper(swiper), 1000);
    vi.advanceTimersByTime(500);
    swiper.el.dispatchEvent(mouse('pointerenter'));
    autoplay.hold('focus', true);
    vi.advanceTimersByTime(5000);
    expect(swiper.moves).toBe(0);
    swiper.el.dispatchEvent(mouse('pointerleave'));
    vi.advanceTimersByTime(5000);
    expect(swiper.moves).toBe(0);
    autoplay.hold('focus', false);
    vi.advanceTimersByTime(999);
    expect(swiper.moves).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.moves).toBe(1);

    // a drag of the slides (Swiper's sliderFirstMove, once the move's transition has ended) holds them; its
    // release and its own transition let go
    vi.advanceTimersByTime(100);
    swiper.emit('touchStart');
    swiper.emit('sliderFirstMove');
    vi.advanceTimersByTime(5000);
    expect(swiper.moves).toBe(1);
    swiper.emit('touchEnd');
    swiper.emit('transitionEnd');
    vi.advanceTimersByTime(1000);
    expect(swiper.moves).toBe(2);

    // a drag whose release Swiper never reported (a cancelled pointer): the transition that follows lets go
    vi.advanceTimersByTime(100);
    swiper.emit('sliderFirstMove');
    vi.advanceTimersByTime(5000);
    expect(swiper.moves).toBe(2);
    swiper.emit('transitionEnd');
    vi.advanceTimersByTime(1000);
    expect(swiper.moves).toBe(3);
    autoplay.stop();
  });

  it('a touch pointer entering is not a hover, a tap is not a drag; a hidden page holds it until shown', () => {
    const swiper = fakeSwiper();
    const autoplay = playSwiper(asSwiper(swiper), 1000);
    swiper.el.dispatchEvent(Object.assign(new Event('pointerenter'), { pointerType: 'touch' }));
    swiper.emit('touchStart');
    vi.advanceTimersByTime(1000);
    expect(swiper.moves).toBe(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10_000);
    expect(swiper.moves).toBe(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(1000);
    expect(swiper.moves).toBe(2);
    visibility.mockRestore();
    autoplay.stop();
  });

  it('tries again a delay later when Swiper does not move, and never after it is destroyed', () => {
    const swiper = fakeSwiper();
    let refuse = true;
    const slideNext = swiper.slideNext;
    swiper.slideNext = () => (refuse ? false : slideNext());
    const autoplay = playSwiper(asSwiper(swiper), 1000);
    vi.advanceTimersByTime(1000);
    expect(swiper.moves).toBe(0);
    refuse = false;
    vi.advanceTimersByTime(1000);
    expect(swiper.moves).toBe(1);
    swiper.destroyed = true;
    vi.advanceTimersByTime(10_000);
    expect(swiper.moves).toBe(1);
    autoplay.stop();
  });

  it('stops with its Swiper: on its destroy event, and once Swiper has emptied the instance', () => {
    const swiper = fakeSwiper();
    playSwiper(asSwiper(swiper), 1000);
    swiper.emit('destroy');
    expect(swiper.listeners('transitionEnd')).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(swiper.moves).toBe(0);

    const emptied = fakeSwiper();
    const autoplay = playSwiper(asSwiper(emptied), 1000);
    (emptied as { el: HTMLElement | undefined }).el = undefined;
    vi.advanceTimersByTime(10_000);
    expect(emptied.moves).toBe(0);
    autoplay.stop();
  });
});
